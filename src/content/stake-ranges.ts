import { GAMES, gameTextIn } from '../../core/game-registry';
import { formatCoins } from '../../core/coin-rules';
import { inLocale, type Locale } from '../../core/locale';

/**
 * Each game's stake range as the site's texts state it (terms, FAQ, the coins pages), read from
 * the games' registry, the one list the games' own bet controls read too: "High Low, 100 to
 * 1,000 coins in steps of 100; …" and « Haut ou bas, de 100 à 1 000 pièces par tranches de 100 ; … » (a narrow no-break space before the semicolon).
 */
export function stakeRangesText(locale: Locale): string {
  const coins = (amount: number) => formatCoins(amount, locale);
  const words = inLocale(RANGE_WORDS, locale, 'src/content/stake-ranges.ts: RANGE_WORDS');
  return GAMES.map((game) => words.range(gameTextIn(game, locale).title, coins(game.stakes.min), coins(game.stakes.max), coins(game.stakes.step))).join(words.separator);
}

/** How each language words one game's range, and what separates two ranges. */
const RANGE_WORDS: Record<Locale, { range: (title: string, min: string, max: string, step: string) => string; separator: string }> = {
  en: { range: (title, min, max, step) => `${title}, ${min} to ${max} coins in steps of ${step}`, separator: '; ' },
  fr: { range: (title, min, max, step) => `${title}, de ${min} à ${max} pièces par tranches de ${step}`, separator: '\u202f; ' },
};
