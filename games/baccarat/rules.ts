/**
 * Baccarat (punto banco): card values, the fixed drawing rules of both hands, and how a bet is
 * settled. Pure functions over the kit's cards; no DOM, no randomness (the caller deals).
 */
import type { Card } from '../kit/cards';
import type { BetLimits } from '../kit/wallet/wallet';
import { stakesOf } from '../../core/game-registry';

/** What a bet can back, and who can win a coup. */
export type Side = 'player' | 'banker' | 'tie';

/** A bet of `amount` coins (a positive whole number) on one side. */
export type Bet = { side: Side; amount: number };

/** One dealt coup: both hands in the order dealt, their totals and who won. */
export type Coup = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  /** True when either hand had 8 or 9 on its first two cards, so neither drew. */
  natural: boolean;
  winner: Side;
};

/** How a bet came out: coins handed back to the wallet (stake included) and the change to it. */
export type Settlement = { payout: number; net: number; outcome: 'win' | 'lose' | 'push' };

/** Commission taken from a winning banker bet, in percent of the winnings. */
export const BANKER_COMMISSION_PERCENT = 5;

/**
 * Stakes go in steps of 20 coins: 5% of a multiple of 20 is a whole coin, so a banker win pays
 * exactly 95% of every allowed stake and the stated house edge holds at every stake.
 */
export const BET_LIMITS: BetLimits = stakesOf('baccarat');
/** A winning tie bet pays this many coins per coin staked, on top of the stake. */
export const TIE_PAYS = 8;

/** Each side's pays as a ratio, for the bet choices and the how-to-play panel (which adds the Banker's commission). */
export const PAYOUTS: readonly { side: Side; pays: string }[] = [
  { side: 'player', pays: '1:1' },
  { side: 'banker', pays: `${(100 - BANKER_COMMISSION_PERCENT) / 100}:1` },
  { side: 'tie', pays: `${TIE_PAYS}:1` },
];

/** Baccarat value of a card: ace 1, 2-9 face value, 10 and court cards 0. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

/** A hand's total: the sum of its card values, keeping only the last digit. */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/** A two-card total of 8 or 9 is a natural: if either hand has one, both stand. */
export function isNatural(twoCardTotal: number): boolean {
  return twoCardTotal >= 8;
}

/** The player draws a third card on 0-5 and stands on 6-7. */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws a third card. `playerThirdValue` is the value (0-9) of the player's
 * third card, or null when the player stood, in which case the banker draws on 0-5 like the
 * player. Otherwise: 0-2 always; 3 unless it is 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; 7 never.
 */
export function bankerDraws(bankerTotal: number, playerThirdValue: number | null): boolean {
  if (playerThirdValue === null) return bankerTotal <= 5;
  const p3 = playerThirdValue;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p3 !== 8;
    case 4:
      return p3 >= 2 && p3 <= 7;
    case 5:
      return p3 >= 4 && p3 <= 7;
    case 6:
      return p3 === 6 || p3 === 7;
    default:
      return false;
  }
}

/** Who wins when the player ends on `playerTotal` and the banker on `bankerTotal`. */
export function winnerOf(playerTotal: number, bankerTotal: number): Side {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

/** Deals one coup from `draw`: player, banker, player, banker, then third cards by the rules. */
export function playCoup(draw: () => Card): Coup {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = isNatural(handTotal(player)) || isNatural(handTotal(banker));
  if (!natural) {
    let playerThirdValue: number | null = null;
    if (playerDraws(handTotal(player))) {
      const third = draw();
      player.push(third);
      playerThirdValue = cardValue(third);
    }
    if (bankerDraws(handTotal(banker), playerThirdValue)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return { player, banker, playerTotal, bankerTotal, natural, winner: winnerOf(playerTotal, bankerTotal) };
}

/**
 * Settles a bet once the coup is decided. `payout` is what goes back to the wallet, stake
 * included: player win 2x the stake; banker win the stake plus exactly 95% of it; tie win 9x
 * (8:1 plus the stake). Player and banker bets push on a tie (the stake comes back); a losing
 * bet returns 0. `net` is payout minus the stake. A stake the game does not take is refused, so
 * no payout is ever rounded.
 */
export function settle(bet: Bet, winner: Side): Settlement {
  const stake = bet.amount;
  if (!Number.isSafeInteger(stake) || stake < BET_LIMITS.min || stake > BET_LIMITS.max || stake % BET_LIMITS.step !== 0) {
    throw new RangeError(`a Baccarat stake is a multiple of ${BET_LIMITS.step} from ${BET_LIMITS.min} to ${BET_LIMITS.max} coins, not ${stake}`);
  }
  const result = (payout: number, outcome: Settlement['outcome']): Settlement => ({ payout, net: payout - stake, outcome });
  if (bet.side === winner) {
    if (winner === 'player') return result(stake * 2, 'win');
    if (winner === 'banker') return result(stake + (stake * (100 - BANKER_COMMISSION_PERCENT)) / 100, 'win');
    return result(stake * (TIE_PAYS + 1), 'win');
  }
  if (winner === 'tie') return result(stake, 'push');
  return result(0, 'lose');
}
