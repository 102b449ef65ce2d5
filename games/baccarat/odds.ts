/**
 * Exact baccarat odds by exhaustive enumeration. Only card values matter, so the shoe is ten
 * piles (value 0 holds the 10s and court cards: 16 per deck; values 1-9 hold 4 per deck), and
 * every way the coup can be dealt without replacement is walked once, drawing by the same
 * `playerDraws` / `bankerDraws` as the game. About a million leaves: a few milliseconds.
 */
import { bankerDraws, BANKER_COMMISSION_PERCENT, isNatural, playerDraws, TIE_PAYS, winnerOf, type Side } from './rules';

/** A number for each side: a probability of winning, or a house edge. */
export type Odds = Record<Side, number>;

/** Counts of the ordered six-card deals out of the shoe that each side wins, and of all deals. */
export type OutcomeCounts = Odds & { total: number };

/** Most cards a coup can use. */
const MAX_CARDS = 6;

/**
 * How many of the ordered ways to deal six cards from a `decks`-deck shoe end in each winner
 * (a coup that uses fewer cards counts once for every way the unused positions could be
 * filled). Whole numbers, exact while the total stays below 2^53, i.e. up to 8 decks.
 */
export function outcomeCounts(decks = 8): OutcomeCounts {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError(`bad deck count ${decks}`);
  const size = 52 * decks;
  const total = fallingProduct(size, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError(`${decks} decks are too many to count exactly`);
  const piles = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const counts: OutcomeCounts = { player: 0, banker: 0, tie: 0, total };

  /** Takes each value in turn with its weight (cards of that value left), then puts it back. */
  const take = (weight: number, visit: (value: number, weight: number) => void) => {
    for (let value = 0; value < 10; value++) {
      const left = piles[value]!;
      if (left === 0) continue;
      piles[value] = left - 1;
      visit(value, weight * left);
      piles[value] = left;
    }
  };
  /** Records a finished coup that used `used` cards, weighted by the ways to fill the rest. */
  const finish = (weight: number, used: number, playerTotal: number, bankerTotal: number) => {
    counts[winnerOf(playerTotal, bankerTotal)] += weight * fallingProduct(size, used);
  };

  take(1, (p1, w1) =>
    take(w1, (b1, w2) =>
      take(w2, (p2, w3) =>
        take(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player) || isNatural(banker)) return finish(w4, 4, player, banker);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return finish(w4, 4, player, banker);
            return take(w4, (b3, w5) => finish(w5, 5, player, (banker + b3) % 10));
          }
          take(w4, (p3, w5) => {
            const playerFinal = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return finish(w5, 5, playerFinal, banker);
            take(w5, (b3, w6) => finish(w6, 6, playerFinal, (banker + b3) % 10));
          });
        }),
      ),
    ),
  );
  return counts;
}

/** Exact probability that the player wins, the banker wins, or the coup ties. */
export function exactOdds(decks = 8): Odds {
  const { player, banker, tie, total } = outcomeCounts(decks);
  return { player: player / total, banker: banker / total, tie: tie / total };
}

/**
 * Expected loss per coin bet on each side (0.0106 is 1.06%), counting ties as pushes for
 * player and banker bets, 5% commission on banker wins and 8:1 on a tie. Uses the exact
 * commission; `settle` rounds banker winnings down to whole coins, which costs small stakes more.
 */
export function houseEdge(odds: Odds): Odds {
  const bankerWinPays = 1 - BANKER_COMMISSION_PERCENT / 100;
  return {
    player: odds.banker - odds.player,
    banker: odds.player - bankerWinPays * odds.banker,
    tie: 1 - odds.tie - TIE_PAYS * odds.tie,
  };
}

/** size − used, times the next smaller numbers, down to size − (MAX_CARDS − 1); 1 when used is 6. */
function fallingProduct(size: number, used: number): number {
  let product = 1;
  for (let i = used; i < MAX_CARDS; i++) product *= size - i;
  return product;
}
