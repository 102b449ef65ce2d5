import type { Card } from '../kit/cards';
import { settleDefender, type DefenderSettlement } from './layoff';
import { bestArrangement, leastDeadwoodArrangements, type Arrangement } from './melds';
import { bySeat, opponent, type PlayerId } from './players';
import { scoreHand, type HandReason, type HandScore } from './scoring';

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

/** One layout of the knocker's melds played out: the defender's best response and the score. */
interface KnockOutcome {
  mine: Arrangement;
  theirs: DefenderSettlement;
  score: HandScore;
}

/** Lays `mine` down: the defender lays off onto its melds (not against gin) and the hand is scored. */
function playOut(knocker: PlayerId, mine: Arrangement, defenderHand: readonly Card[]): KnockOutcome {
  const gin = mine.deadwoodTotal === 0;
  const theirs = gin ? { ...bestArrangement(defenderHand), laidOff: [], knockerMelds: mine.melds } : settleDefender(defenderHand, mine.melds);
  return { mine, theirs, score: scoreHand(knocker, mine.deadwoodTotal, theirs.deadwoodTotal) };
}

/** The knocker's side of the score: the points it won, or minus the points the defender won. */
const knockerNet = ({ score }: KnockOutcome, knocker: PlayerId) => (score.winner === knocker ? score.points : -score.points);

/**
 * Settles a knock: the knocker's 10 cards (after its discard) against the defender's 10, which lay
 * off onto the knocker's melds unless the knock is gin. Of the knocker's least-deadwood layouts,
 * the one best for the knocker is laid down (a win first, then the largest margin or the smallest
 * undercut), for either seat; on a tie, the first listed by `leastDeadwoodArrangements`.
 */
export function settleKnock(knocker: PlayerId, hands: Readonly<Record<PlayerId, readonly Card[]>>, knockCard: Card): HandSummary {
  const defender = opponent(knocker);
  let best: KnockOutcome | null = null;
  for (const layout of leastDeadwoodArrangements(hands[knocker])) {
    const outcome = playOut(knocker, layout, hands[defender]);
    if (!best || knockerNet(outcome, knocker) > knockerNet(best, knocker)) best = outcome;
  }
  if (!best) throw new Error('unreachable: every hand has an arrangement');
  const { mine, theirs, score } = best;
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
