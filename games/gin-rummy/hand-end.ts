import type { Card } from '../kit/cards';
import { settleDefender } from './layoff';
import { bestArrangement, type Arrangement } from './melds';
import { bySeat, opponent, type PlayerId } from './players';
import { scoreHand, type HandReason } from './scoring';

/** A hand laid face up at the end: melds, the deadwood that counted, and any cards laid off. */
export interface RevealedHand extends Arrangement {
  /** Cards this player laid off onto the knocker's melds (always empty for the knocker). */
  laidOff: Card[];
}

/** How a hand ended, for the UI's summary. */
export interface HandSummary {
  outcome: HandReason | 'void';
  /** Who knocked; null for a void hand. */
  knocker: PlayerId | null;
  /** Who scored; null for a void hand. */
  winner: PlayerId | null;
  /** Points the winner scored (0 for a void hand). */
  points: number;
  /** The card the knocker discarded face down. */
  knockCard: Card | null;
  /** Both hands as scored: the defender's `deadwood` is what was left after laying off. */
  hands: Record<PlayerId, RevealedHand>;
  /** The knocker's melds with the defender's laid-off cards added (empty for a void hand). */
  knockerMelds: Card[][];
}

/**
 * Settles a knock: the knocker's 10 cards (after its discard), laid out in their least-deadwood
 * arrangement, against the defender's 10, which lay off onto those melds unless the knock is gin.
 */
export function settleKnock(knocker: PlayerId, hands: Readonly<Record<PlayerId, readonly Card[]>>, knockCard: Card): HandSummary {
  const defender = opponent(knocker);
  const mine = bestArrangement(hands[knocker]);
  const gin = mine.deadwoodTotal === 0;
  const theirs = gin
    ? { ...bestArrangement(hands[defender]), laidOff: [], knockerMelds: mine.melds }
    : settleDefender(hands[defender], mine.melds);
  const score = scoreHand(knocker, mine.deadwoodTotal, theirs.deadwoodTotal);
  const { knockerMelds, ...defenderHand } = theirs;
  return {
    outcome: score.reason,
    knocker,
    winner: score.winner,
    points: score.points,
    knockCard,
    hands: bySeat(knocker, { ...mine, laidOff: [] }, defenderHand),
    knockerMelds,
  };
}

/** The summary of a hand nobody knocked before the stock ran down: no score, hands shown as melded. */
export function voidSummary(hands: Readonly<Record<PlayerId, readonly Card[]>>): HandSummary {
  const reveal = (seat: PlayerId): RevealedHand => ({ ...bestArrangement(hands[seat]), laidOff: [] });
  return {
    outcome: 'void',
    knocker: null,
    winner: null,
    points: 0,
    knockCard: null,
    hands: { player: reveal('player'), computer: reveal('computer') },
    knockerMelds: [],
  };
}
