/**
 * The game clock: it counts only while a game is in play and the page is visible, so a player
 * called away from a hidden tab is not charged for it. Time comes in from outside (tests pass it).
 */
export class GameClock {
  private total = 0;
  private since: number | null = null;

  /** Starts at `now` from zero, or from `playedMs` already played (a resumed game). */
  start(now: number, playedMs = 0): void {
    this.total = playedMs;
    this.since = now;
  }

  /** Milliseconds counted by `now`. */
  ms(now: number): number {
    return this.total + (this.since === null ? 0 : now - this.since);
  }

  /** Stops counting (page hidden, game over); the time so far is kept. */
  pause(now: number): void {
    if (this.since !== null) this.total += now - this.since;
    this.since = null;
  }

  /** Counts on from `now`, if it was paused. */
  resume(now: number): void {
    this.since ??= now;
  }

  /** Whole seconds counted by `now`. */
  seconds(now: number): number {
    return Math.floor(this.ms(now) / 1000);
  }
}
