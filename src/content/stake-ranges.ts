import { GAMES, gameTextIn } from '../../core/game-registry';
import { formatCoins } from '../../core/coin-rules';
import type { Locale } from '../../core/locale';
import type { SiteStrings } from './site-strings';

/**
 * Each game's stake range as the site's texts state it (terms, FAQ, the coins pages), read from
 * the games' registry, the one list the games' own bet controls read too, in the words of the
 * language's site strings (`stakeRanges`): "High Low, 100 to
 * 1,000 coins in steps of 100; …" and « Haut ou bas, de 100 à 1 000 pièces par tranches de 100 ; … » (a narrow no-break space before the semicolon).
 */
export function stakeRangesText(words: SiteStrings['stakeRanges'], locale: Locale): string {
  const coins = (amount: number) => formatCoins(amount, locale);
  return GAMES.map((game) => words.range(gameTextIn(game, locale).title, coins(game.stakes.min), coins(game.stakes.max), coins(game.stakes.step))).join(words.separator);
}
