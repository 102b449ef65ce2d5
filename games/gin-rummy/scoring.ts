import { opponent, type PlayerId } from './players';

/** Hand points a player needs to end the game. */
export const GAME_TARGET = 100;
/** Most deadwood a player may hold (after discarding) and still knock. */
export const KNOCK_LIMIT = 10;
/** Cards left in the stock at which a hand that nobody knocked is void (no score, redeal). */
export const VOID_STOCK_COUNT = 2;
/** Added to the defender's deadwood when the knocker goes gin. */
export const GIN_BONUS = 25;
/** Added to the deadwood difference when the defender undercuts the knocker. */
export const UNDERCUT_BONUS = 25;
/** Given to the game's winner at the end. */
export const GAME_BONUS = 100;
/** The game bonus instead, when the loser won no hand at all (a shutout). */
export const SHUTOUT_GAME_BONUS = 2 * GAME_BONUS;
/** Line (box) bonus: given at the end to each player for every hand they won. */
export const LINE_BONUS = 25;

/** Why a hand's points went where they did. */
export type HandReason = 'knock' | 'undercut' | 'gin';

/** Who scores for a knocked hand, how much and why. */
export interface HandScore {
  winner: PlayerId;
  points: number;
  reason: HandReason;
}

/**
 * Scores a knocked hand from each side's deadwood (the defender's after layoffs; a gin defender
 * lays nothing off). Gin scores 25 plus the defender's deadwood and cannot be undercut; otherwise
 * the lower deadwood wins the difference, and a defender who ties or beats the knocker adds 25.
 */
export function scoreHand(knocker: PlayerId, knockerDeadwood: number, defenderDeadwood: number): HandScore {
  if (knockerDeadwood > KNOCK_LIMIT) throw new RangeError(`cannot knock with ${knockerDeadwood} deadwood`);
  if (knockerDeadwood === 0) return { winner: knocker, points: GIN_BONUS + defenderDeadwood, reason: 'gin' };
  if (defenderDeadwood <= knockerDeadwood) {
    return { winner: opponent(knocker), points: knockerDeadwood - defenderDeadwood + UNDERCUT_BONUS, reason: 'undercut' };
  }
  return { winner: knocker, points: defenderDeadwood - knockerDeadwood, reason: 'knock' };
}

/** One player's end-of-game total, part by part. */
export interface FinalLine {
  /** Points won in hands. */
  handPoints: number;
  /** LINE_BONUS for each hand won. */
  lineBonus: number;
  /** GAME_BONUS or SHUTOUT_GAME_BONUS for the winner, 0 for the loser. */
  gameBonus: number;
  total: number;
}

/** The end-of-game account. */
export interface FinalScore {
  winner: PlayerId;
  loser: PlayerId;
  /** The loser won no hand, so the game bonus is doubled. */
  shutout: boolean;
  lines: Record<PlayerId, FinalLine>;
  /** Winner's total minus loser's total: the game's net result. */
  margin: number;
}

/** Totals the game once a player has reached GAME_TARGET: hand points plus line and game bonuses. */
export function finalScore(scores: Readonly<Record<PlayerId, number>>, handsWon: Readonly<Record<PlayerId, number>>): FinalScore {
  const winner: PlayerId = scores.player >= scores.computer ? 'player' : 'computer';
  const loser = opponent(winner);
  if (scores[winner] < GAME_TARGET) throw new RangeError(`nobody has reached ${GAME_TARGET} yet`);
  const shutout = handsWon[loser] === 0;
  const line = (seat: PlayerId): FinalLine => {
    const gameBonus = seat !== winner ? 0 : shutout ? SHUTOUT_GAME_BONUS : GAME_BONUS;
    const lineBonus = LINE_BONUS * handsWon[seat];
    return { handPoints: scores[seat], lineBonus, gameBonus, total: scores[seat] + lineBonus + gameBonus };
  };
  const lines = { player: line('player'), computer: line('computer') };
  return { winner, loser, shutout, lines, margin: lines[winner].total - lines[loser].total };
}
