/**
 * The reality check's session: time played since the last check, and the session's time and
 * coins won and lost. It is the player's, not a page's: stored beside the player's state on the
 * games' origin, so a reload, another game or another tab goes on with it (a page's own count once
 * started again at every reload, and a player moving between games never met the check). Pure
 * rules here; the play session reads and writes the record under the coins lock.
 */

/** The localStorage key of the session record. */
export const REALITY_KEY = 'brightmoose.reality.v1';
/** A pause this long with no game played (in any tab) ends the session: the next play starts a new one. */
export const SESSION_GAP_MS = 30 * 60_000;

/** One session of play, over every game and tab of this browser. */
export type RealitySession = {
  /** When play last counted (epoch ms). */
  at: number;
  /** Time played this session. */
  playedMs: number;
  /** Time played since the last reality check (or the session's start). */
  sinceCheckMs: number;
  /** Coins won this session, beyond stakes. */
  won: number;
  /** Coins lost this session. */
  lost: number;
};

/** What the check says: minutes played this session, coins won and lost. */
export type RealitySummary = { minutes: number; won: number; lost: number };

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** A session that starts now. */
export const freshSession = (now: number): RealitySession => ({ at: now, playedMs: 0, sinceCheckMs: 0, won: 0, lost: 0 });

/**
 * The session a stored text holds at `now`: a new one when there is none, it cannot be read, or
 * play last counted more than SESSION_GAP_MS ago. (A clock set back keeps the session going.)
 */
export function sessionFromText(raw: string | null, now: number): RealitySession {
  let value: unknown = null;
  try {
    value = JSON.parse(raw ?? 'null');
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object') return freshSession(now);
  const s = value as Record<string, unknown>;
  if (![s.at, s.playedMs, s.sinceCheckMs, s.won, s.lost].every(isCount)) return freshSession(now);
  const session = s as unknown as RealitySession;
  return now - session.at > SESSION_GAP_MS ? freshSession(now) : session;
}

/** Adds `ms` of play. */
export const addPlay = (session: RealitySession, ms: number, now: number): RealitySession => ({
  ...session,
  at: Math.max(session.at, now),
  playedMs: session.playedMs + ms,
  sinceCheckMs: session.sinceCheckMs + ms,
});

/** Adds a settled round: what it paid back (stake included) against its stake. */
export function addRound(session: RealitySession, stake: number, payout: number, now: number): RealitySession {
  const net = payout - stake;
  return { ...session, at: Math.max(session.at, now), won: session.won + Math.max(0, net), lost: session.lost + Math.max(0, -net) };
}

/** The session once the check has been shown: the time to the next one starts again. */
export const checked = (session: RealitySession): RealitySession => ({ ...session, sinceCheckMs: 0 });

/** Whether the check is due, with `unsavedMs` of this page's play not yet in the record. */
export const isDue = (session: RealitySession, unsavedMs: number, intervalMs: number): boolean => session.sinceCheckMs + unsavedMs >= intervalMs;

/** What the check says, with `unsavedMs` of this page's play not yet in the record. */
export const summaryOf = (session: RealitySession, unsavedMs = 0): RealitySummary => ({
  minutes: Math.floor((session.playedMs + unsavedMs) / 60_000),
  won: session.won,
  lost: session.lost,
});
