import { GAMES } from '../../core/game-registry';
import { formatCoins } from '../../core/coin-rules';
import type { Locale } from '../../core/locale';

/**
 * Each game's stake range as the site's texts state it (terms, FAQ, the coins pages), read from
 * the games' registry, the one list the games' own bet controls read too: "High Low, 100 to
 * 1,000 coins in steps of 100; …" and « Haut ou bas, de 100 à 1 000 pièces par tranches de 100 ; … » (a narrow no-break space before the semicolon).
 */
export function stakeRangesText(locale: Locale): string {
  const coins = (amount: number) => formatCoins(amount, locale);
  return GAMES.map(({ title, fr, stakes: { min, max, step } }) =>
    locale === 'fr' ? `${fr.title}, de ${coins(min)} à ${coins(max)} pièces par tranches de ${coins(step)}` : `${title}, ${coins(min)} to ${coins(max)} coins in steps of ${coins(step)}`,
  ).join(locale === 'fr' ? '\u202f; ' : '; ');
}
