/**
 * A page's play time not yet in the day's record. Writing the player's state every second would
 * fight other tabs for the coins lock, so time is counted here and written every ten seconds of
 * the page (and when it is hidden or left); until then the limits are checked with it added.
 *
 * A page being left is never granted the lock it then asks for, so it leaves its last seconds
 * under a key of its own, which no other page writes and so needs no lock; the next locked step of
 * any page takes them into the record (`takeLeftPlay`). Without that, a player who reloaded every
 * nine seconds played on with no time counted against a daily limit.
 */
import { GAMES } from '../../../core/game-registry';
import { idsUnder, type RoundStorage } from '../wallet/saved-round';
import { recordPlay, type PlayerState } from './player-state';

/** The start of the keys under which pages left play time. */
export const LEFT_PLAY_PREFIX = 'brightmoose.left-play.v1.';
/** The most a page can leave: its ten seconds since the last save and saves not yet granted the lock, with room to spare. */
const MOST_LEFT_MS = 120_000;

/** Play time a page left: how long, in which game, and when. */
export type LeftPlay = { game: string; ms: number; at: number };

/** Leaves `play` under a key of its own (`id`, new for each call); storage that refuses it loses the time, as before. */
export function leavePlay(storage: RoundStorage, id: string, play: LeftPlay): void {
  try {
    storage.setItem(LEFT_PLAY_PREFIX + id, JSON.stringify(play));
  } catch {
    // Nothing more a closing page can do.
  }
}

/**
 * Takes every page's left play time out of storage (under the coins lock, so that two pages never
 * take the same). What was tampered with is dropped: no negative or overlong time, no unknown game.
 */
export function takeLeftPlay(storage: RoundStorage, now: number): LeftPlay[] {
  return idsUnder(storage, LEFT_PLAY_PREFIX).flatMap((id) => {
    const key = LEFT_PLAY_PREFIX + id;
    let left: Partial<LeftPlay> | null = null;
    try {
      left = JSON.parse(storage.getItem(key) ?? 'null') as Partial<LeftPlay> | null;
    } catch {
      // Not JSON: dropped below.
    }
    storage.removeItem(key);
    const { game, ms, at } = left ?? {};
    const valid = GAMES.some((entry) => entry.slug === game) && Number.isSafeInteger(ms) && ms! > 0 && ms! <= MOST_LEFT_MS && Number.isSafeInteger(at);
    return valid ? [{ game: game!, ms: ms!, at: Math.min(at!, now) }] : [];
  });
}

export class UnsavedPlayTime {
  private ms = 0;
  private seconds = 0;

  constructor(private readonly game: string) {}

  /** One second of the page, counted when it was played; returns true every tenth one, when the time is due to be written. */
  second(played: boolean): boolean {
    if (played) this.ms += 1000;
    return ++this.seconds % 10 === 0;
  }

  /** `state` with this page's unsaved time recorded, as the limits must see it. */
  addedTo(state: PlayerState, now: number): PlayerState {
    return this.ms > 0 ? recordPlay(state, this.game, { ms: this.ms }, now) : state;
  }

  /** Play time counted and not yet handed over. */
  pending(): number {
    return this.ms;
  }

  /** Hands over the unsaved time to be written (0 when there is none); from then it counts as saved. */
  take(): number {
    const ms = this.ms;
    this.ms = 0;
    return ms;
  }
}
