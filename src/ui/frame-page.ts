import { DEFAULT_LOCALE, type Locale } from '../../core/locale';

/**
 * The address of a games-origin page (a game, "Your play") in the language of the page that
 * frames it: the games read `?lang=` (games/kit/locale.ts). English pages keep the bare path.
 */
export function framePageIn(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?lang=${locale}`;
}
