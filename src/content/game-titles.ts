import { GAMES, gameTextIn, type GameSlug } from '../../core/game-registry';
import type { Locale } from '../../core/locale';

/** Each game's title in `locale` by slug, from the registry: what an edition's links and labels that name a game say by default. */
export function gameTitles(locale: Locale): Record<GameSlug, string> {
  return Object.fromEntries(GAMES.map((entry) => [entry.slug, gameTextIn(entry, locale).title])) as Record<GameSlug, string>;
}
