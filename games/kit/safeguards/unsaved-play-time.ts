/**
 * A page's play time not yet in the day's record. Writing the player's state every second would
 * fight other tabs for the coins lock, so time is counted here and written every ten seconds of
 * the page (and when it is hidden or left); until then the limits are checked with it added.
 */
import { recordPlay, type PlayerState } from './player-state';

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
