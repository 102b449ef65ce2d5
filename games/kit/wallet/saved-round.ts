/**
 * A round that spans many moves (a Mahjong game, a Gin Rummy hand) is saved after every move, so
 * a reload, a crash or another tab resumes it where it was: its stake is never handed back once
 * any of it was shown. Each round has its own key, written only by the page playing it (the one
 * holding its round lock), and a checksum like the wallet's, so a value edited by hand is found
 * and dropped (see docs/decisions/025-coins-across-tabs-and-reloads.md).
 */
import { refundRounds, settleRound, type PendingRound, type WalletState } from './wallet';

/** The start of every saved round's key; the round's id follows. */
// Stryker disable next-line StringLiteral: a module constant (its mutant runs at import); the tests state its value
export const SAVED_ROUND_PREFIX = 'brightmoose.round.v1.';

/**
 * The state a resuming game's round is saved with when its stake is taken, before the game saves
 * its deal: a round left so was never shown, and its stake comes back. A resuming game's pending
 * round with no saved copy at all had its copy removed by hand, and is closed without a refund.
 */
export const UNDEALT = { undealt: true } as const;

/** Whether a saved state is UNDEALT. */
export const isUndealt = (value: unknown): value is typeof UNDEALT => JSON.stringify(value) === JSON.stringify(UNDEALT);

/** What is saved for a round in play: its game, its round in the wallet, its stake and the game's own state. */
export type SavedRound<S> = { game: string; roundId: string; stake: number; state: S };

/** What a stored text holds for a round: nothing, something damaged, or a sound saved round. */
export type SavedRead<S> = { kind: 'none' } | { kind: 'damaged' } | { kind: 'sound'; round: SavedRound<S> };

/** The storage a saved round needs: get, set and remove one key, and list the keys. */
export type RoundStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The text the checksum is taken over: the round's fields in order. */
function body(round: SavedRound<unknown>): string {
  return JSON.stringify([round.game, round.roundId, round.stake, round.state]);
}

/** The text stored for a round: its fields and their checksum. */
export function savedRoundText(round: SavedRound<unknown>): string {
  return JSON.stringify({ version: 1, ...round, checksum: checksum(`${body(round)}|bm-round`) });
}

/**
 * Reads a stored text for `roundId` of `game`. Nothing stored: none. Text that is not JSON, fails
 * its checksum (taken over the game and round expected here, so the text of another round or game
 * fails it too), or holds a stake or state that is not sound: damaged.
 */
export function readSavedRound<S>(raw: string | null, game: string, roundId: string, isState: (value: unknown) => value is S): SavedRead<S> {
  if (raw === null) return { kind: 'none' };
  let value: unknown = null;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: read as nothing sound below.
  }
  const v = (value ?? {}) as Record<string, unknown>;
  if (v.version !== 1 || !Number.isSafeInteger(v.stake) || !isState(v.state)) return { kind: 'damaged' };
  const round: SavedRound<S> = { game, roundId, stake: v.stake as number, state: v.state };
  return v.checksum === checksum(`${body(round)}|bm-round`) ? { kind: 'sound', round } : { kind: 'damaged' };
}

/** What follows `prefix` in each key of `storage` that starts with it (the ids of one kind of record). */
export function idsUnder(storage: RoundStorage, prefix: string): string[] {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
  return keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

/** The ids of the rounds saved in `storage`. */
export const savedRoundIds = (storage: RoundStorage): string[] => idsUnder(storage, SAVED_ROUND_PREFIX);

/** What opening a game does with its rounds left pending: one to resume, some to drop unpaid, some to refund. */
export type OpeningPlan = { resume: PendingRound | null; drop: PendingRound[]; refund: PendingRound[] };

/**
 * Decides, for `game`'s pending rounds that no open page is playing: the first one saved sound is
 * resumed (any others wait for another page); one saved damaged is dropped without a refund (it
 * was shown, and its end cannot be known); one never saved is refunded (nothing of it was shown).
 */
export function planOpening(pending: readonly PendingRound[], game: string, isLive: (roundId: string) => boolean, saved: (roundId: string) => SavedRead<unknown>['kind']): OpeningPlan {
  const plan: OpeningPlan = { resume: null, drop: [], refund: [] };
  for (const round of pending) {
    if (round.game !== game || isLive(round.id)) continue;
    const kind = saved(round.id);
    if (kind === 'none') plan.refund.push(round);
    else if (kind === 'damaged') plan.drop.push(round);
    else if (!plan.resume) plan.resume = round;
  }
  return plan;
}

/**
 * The wallet after an opening plan: each dropped round settled for nothing (its stake stays
 * spent), each refunded round's stake given back. The wallet is the same object when nothing changed.
 */
export function applyOpening(wallet: WalletState, plan: OpeningPlan, now: Date): { state: WalletState; refunded: PendingRound[] } {
  let state = wallet;
  for (const round of plan.drop) {
    const settled = settleRound(state, round.id, 0, now);
    if (settled.ok) state = settled.value.state;
  }
  return refundRounds(state, (round) => plan.refund.includes(round));
}

/** The saved rounds to delete: those of rounds no longer pending in the wallet (settled, refunded or dropped). */
export function staleSavedRounds(savedIds: readonly string[], pending: readonly PendingRound[]): string[] {
  return savedIds.filter((id) => !pending.some((round) => round.id === id));
}
