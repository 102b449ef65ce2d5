/**
 * The reality check's clock: counts time actually played (the page visible), and says when the
 * chosen interval has passed. Kept apart from the dialog so it can be tested without a browser.
 */
export class PlayClock {
  private playedMs = 0;
  private sinceCheckMs = 0;

  constructor(private intervalMs: number) {}

  /** Adds played time; returns true when a reality check is due (and starts the next interval). */
  advance(ms: number): boolean {
    this.playedMs += ms;
    this.sinceCheckMs += ms;
    if (this.sinceCheckMs < this.intervalMs) return false;
    this.sinceCheckMs = 0;
    return true;
  }

  setInterval(ms: number): void {
    this.intervalMs = ms;
    this.sinceCheckMs = Math.min(this.sinceCheckMs, ms);
  }

  get interval(): number {
    return this.intervalMs;
  }

  get minutesPlayed(): number {
    return Math.floor(this.playedMs / 60_000);
  }
}

/** Coins won and lost this session, for the reality check. */
export class SessionTally {
  won = 0;
  lost = 0;

  record(stake: number, payout: number): void {
    if (payout > stake) this.won += payout - stake;
    else this.lost += stake - payout;
  }
}
