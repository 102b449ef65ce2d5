/**
 * The player's own safeguards, kept in the games' storage beside the wallet: the age and place
 * answer, the limits the player sets, a break, and the record of play behind "Your activity".
 * Pure rules, no DOM: the shell and the "Your play" panel read and change it only through here.
 *
 * Time never runs backwards for these rules: every rule reads the later of the device clock and
 * the latest time the state has seen, so setting the clock back cannot reopen a day's limits,
 * shorten a break or bring a delayed change forward (see docs/decisions/014-responsible-play.md).
 */
import { COIN_RULES } from '../../../core/coin-rules';
import type { Result } from '../result';
import { dayKey } from '../wallet/wallet';

/** The localStorage key of the player's state, and of the copy that restores its limits when the first is damaged. */
export const PLAYER_KEY = 'brightmoose.player.v1';
export const PLAYER_BACKUP_KEY = 'brightmoose.player.v1.copy';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** How long a raised or removed limit waits before it applies. */
export const RAISE_DELAY_MS = DAY_MS;
/** How long the games stay closed when the stored state is found damaged. */
export const SAFETY_CLOSE_MS = DAY_MS;
/** The breaks a player can take, in days. */
export const BREAK_DAYS = [1, 7, 30] as const;
export type BreakDays = (typeof BREAK_DAYS)[number];
/** Reality-check intervals offered, in minutes. */
export const REALITY_MINUTES = [15, 30, 45, 60] as const;
/** Days of activity kept: today and the six before it. */
export const ACTIVITY_DAYS = 7;

/** The limits a player sets; null means no limit. */
export type Limits = {
  /** Minutes of play a day, all games together. */
  dailyMinutes: number | null;
  /** Coins staked a day, all games together. */
  dailyStake: number | null;
  /** Minutes of play between reality checks. */
  realityMinutes: number;
};
export type LimitKind = keyof Limits;

/** A raised or removed limit waiting for its 24 hours. */
export type PendingLimit = { kind: LimitKind; value: number | null; effectiveAt: number };

/** One game's play on one day. */
export type GameActivity = { ms: number; staked: number; won: number };
/** One local calendar day of play, per game slug. */
export type DayActivity = { day: string; games: Record<string, GameActivity> };

/** The answer to the age and place question: only an adult in Canada may play. */
export type AgeAnswer = 'adult' | 'under-age' | 'outside-canada';

export type PlayerState = {
  version: 1;
  /** Null until the question is answered; an answer is final in this browser. */
  age: AgeAnswer | null;
  limits: Limits;
  pending: PendingLimit[];
  /** End of the break (epoch ms), or null. */
  breakUntil: number | null;
  /** End of the closing that follows a damaged state (epoch ms), or null. */
  safetyUntil: number | null;
  /** The latest time (epoch ms) the state has seen: the clock the rules read never goes below it. */
  latest: number;
  /** Oldest day first, at most ACTIVITY_DAYS days. */
  activity: DayActivity[];
  checksum: string;
};
type Unsealed = Omit<PlayerState, 'checksum'>;

export const DEFAULT_LIMITS: Limits = { dailyMinutes: null, dailyStake: null, realityMinutes: COIN_RULES.realityCheckMinutes };

/** What each limit may be set to (whole numbers; null removes a limit where that is allowed). */
export const LIMIT_RANGES: Record<LimitKind, { min: number; max: number; removable: boolean }> = {
  dailyMinutes: { min: 5, max: 24 * 60, removable: true },
  dailyStake: { min: COIN_RULES.minBet, max: 100_000_000, removable: true },
  realityMinutes: { min: REALITY_MINUTES[0], max: REALITY_MINUTES[REALITY_MINUTES.length - 1]!, removable: false },
};

function checksum(state: Unsealed): string {
  const text =
    JSON.stringify([
      state.version,
      state.age,
      state.limits.dailyMinutes,
      state.limits.dailyStake,
      state.limits.realityMinutes,
      state.pending,
      state.breakUntil,
      state.safetyUntil,
      state.latest,
      state.activity,
    ]) + '|bm-player';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Stamps the fields with their checksum, keeping the latest time seen (every change goes through here). */
export function sealPlayer(state: Unsealed, now = 0): PlayerState {
  const unsealed = { ...state, latest: Math.max(state.latest, now) };
  return { ...unsealed, checksum: checksum(unsealed) };
}

/** The state of a browser that has never opened a game. */
export function freshPlayer(now: number): PlayerState {
  return sealPlayer({ version: 1, age: null, limits: { ...DEFAULT_LIMITS }, pending: [], breakUntil: null, safetyUntil: null, latest: now, activity: [] });
}

/** The clock the rules read: never earlier than a time the state has already seen. */
export const clockOf = (state: PlayerState, now: number) => Math.max(now, state.latest);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
/**
 * The latest "latest time seen" a stored state may hold: the start of year 9000 (UTC). Every other
 * stored time lies a bounded span after it (see isWithin), so no stored time can reach the end of
 * the Date range (where it would print as "Invalid Date") or a five-digit year: a state holding
 * one is treated as damaged.
 */
export const LATEST_TIME = Date.UTC(9000, 0, 1);
const isTime = (value: unknown): value is number => isCount(value) && value <= LATEST_TIME;
const isCountOrNull = (value: unknown) => value === null || isCount(value);
/** Whether a time set from `latest` is within `span` of it: no rule sets a break, closing or delayed change further ahead. */
const isWithin = (value: number | null, latest: number, span: number) => value === null || value <= latest + span;
/** Longest span ahead of the latest time seen that each stored time may be. */
const MAX_BREAK_MS = BREAK_DAYS[BREAK_DAYS.length - 1]! * DAY_MS;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const KINDS = Object.keys(LIMIT_RANGES) as LimitKind[];

/** Whether `value` may be stored for `kind`. */
export function isLimitValue(kind: LimitKind, value: unknown): value is number | null {
  const range = LIMIT_RANGES[kind];
  if (value === null) return range.removable;
  if (!Number.isSafeInteger(value) || (value as number) < range.min || (value as number) > range.max) return false;
  return kind !== 'realityMinutes' || (REALITY_MINUTES as readonly number[]).includes(value as number);
}

function isLimits(value: unknown): value is Limits {
  return isRecord(value) && KINDS.every((kind) => isLimitValue(kind, value[kind]));
}

function isPending(value: unknown): value is PendingLimit {
  return isRecord(value) && KINDS.includes(value.kind as LimitKind) && isLimitValue(value.kind as LimitKind, value.value) && isCount(value.effectiveAt);
}

function isActivity(value: unknown): value is DayActivity {
  if (!isRecord(value) || !isDay(value.day) || !isRecord(value.games)) return false;
  return Object.values(value.games).every((game) => isRecord(game) && isCount(game.ms) && isCount(game.staked) && isCount(game.won));
}

/** A sound stored state, or null when it is missing a field, has a field out of range or fails its checksum. */
export function parsePlayer(value: unknown): PlayerState | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const ageOk = value.age === null || value.age === 'adult' || value.age === 'under-age' || value.age === 'outside-canada';
  if (!ageOk || !isLimits(value.limits) || !isCountOrNull(value.breakUntil) || !isCountOrNull(value.safetyUntil) || !isTime(value.latest)) return null;
  if (!Array.isArray(value.pending) || !value.pending.every(isPending) || !Array.isArray(value.activity) || !value.activity.every(isActivity)) return null;
  const state = value as unknown as PlayerState;
  // Every time the rules set lies a bounded span after the latest time seen: a later one was typed in.
  const { latest } = state;
  if (
    !isWithin(state.breakUntil, latest, MAX_BREAK_MS) ||
    !isWithin(state.safetyUntil, latest, SAFETY_CLOSE_MS) ||
    !state.pending.every((change) => isWithin(change.effectiveAt, latest, RAISE_DELAY_MS))
  )
    return null;
  return typeof state.checksum === 'string' && state.checksum === checksum(state) ? state : null;
}

function parseText(raw: string | null): PlayerState | null {
  try {
    // JSON.parse reads a missing value (null) as null, which parsePlayer refuses.
    return parsePlayer(JSON.parse(raw as string));
  } catch {
    return null;
  }
}

/**
 * Reads the stored state and its copy. Nothing stored: a fresh state. A damaged or missing main
 * value fails safe: the games close for SAFETY_CLOSE_MS, the limits, break and age answer come
 * back from the copy when it is sound, and the notice says what happened.
 */
export function playerFromText(raw: string | null, copy: string | null, now: number): { state: PlayerState; damaged: { restored: boolean } | null } {
  const main = parseText(raw);
  if (main) return { state: applyDue(main, now), damaged: null };
  if (raw === null && copy === null) return { state: freshPlayer(now), damaged: null };
  const saved = parseText(copy);
  const base = saved ?? freshPlayer(now);
  const clock = clockOf(base, now);
  // A sound copy's own closing ends at most SAFETY_CLOSE_MS after its latest time, so this one never shortens it.
  const state = applyDue(sealPlayer({ ...base, safetyUntil: clock + SAFETY_CLOSE_MS }, clock), clock);
  return { state, damaged: { restored: saved !== null } };
}

/** Applies every delayed change whose 24 hours have passed. */
export function applyDue(state: PlayerState, now: number): PlayerState {
  const clock = clockOf(state, now);
  const due = state.pending.filter((change) => change.effectiveAt <= clock);
  if (due.length === 0) return state;
  const limits = { ...state.limits };
  for (const change of due) (limits as Record<LimitKind, number | null>)[change.kind] = change.value;
  return sealPlayer({ ...state, limits, pending: state.pending.filter((change) => change.effectiveAt > clock) }, clock);
}

/** Whether `value` is at least as strict as `current` (a smaller number; any limit is stricter than none). */
const isStricter = (value: number | null, current: number | null) => value !== null && (current === null || value <= current);

/**
 * Sets a limit. A stricter value (lower, or a limit where there was none) applies at once and
 * drops any change still waiting for that limit; a looser one (higher, or no limit) waits 24
 * hours, as regulated sites do.
 */
export function setLimit(state: PlayerState, kind: LimitKind, value: number | null, now: number): Result<{ state: PlayerState; delayed: boolean }, PlayerRefusal> {
  if (!isLimitValue(kind, value)) return { ok: false, error: { kind: 'limit-range', limit: kind } };
  const current = applyDue(state, now);
  const clock = clockOf(current, now);
  const others = current.pending.filter((change) => change.kind !== kind);
  if (isStricter(value, current.limits[kind])) {
    return { ok: true, value: { state: sealPlayer({ ...current, limits: { ...current.limits, [kind]: value }, pending: others }, clock), delayed: false } };
  }
  const pending = [...others, { kind, value, effectiveAt: clock + RAISE_DELAY_MS }];
  return { ok: true, value: { state: sealPlayer({ ...current, pending }, clock), delayed: true } };
}

/** Starts a break of `days` days; a break already running is never shortened. */
export function takeBreak(state: PlayerState, days: number, now: number): Result<PlayerState, PlayerRefusal> {
  if (!(BREAK_DAYS as readonly number[]).includes(days)) return { ok: false, error: { kind: 'break-range' } };
  const clock = clockOf(state, now);
  const breakUntil = Math.max(state.breakUntil ?? 0, clock + days * DAY_MS);
  return { ok: true, value: sealPlayer({ ...state, breakUntil }, clock) };
}

/** What the age and place question collected. */
export type AgeForm = { birthYear: number; inCanada: boolean; birthdayPassed?: boolean };

/** The question's verdict: an answer to keep, or that the birthday question must be asked (a year alone cannot tell). */
export type AgeVerdict = { kind: 'answer'; answer: AgeAnswer } | { kind: 'ask-birthday' };

/** Judges an answer: born in the year 18 years back, the player is 18 only after this year's birthday. */
export function judgeAge(form: AgeForm, now: number): Result<AgeVerdict, PlayerRefusal> {
  const year = new Date(now).getFullYear();
  if (!Number.isSafeInteger(form.birthYear) || form.birthYear < year - 120 || form.birthYear > year) {
    return { ok: false, error: { kind: 'birth-year-range', from: year - 120, to: year } };
  }
  const age = year - form.birthYear;
  if (age < COIN_RULES.minimumAge || (age === COIN_RULES.minimumAge && form.birthdayPassed === false)) return { ok: true, value: { kind: 'answer', answer: 'under-age' } };
  if (age === COIN_RULES.minimumAge && form.birthdayPassed === undefined) return { ok: true, value: { kind: 'ask-birthday' } };
  return { ok: true, value: { kind: 'answer', answer: form.inCanada ? 'adult' : 'outside-canada' } };
}

/**
 * Records the answer. A "no" is final (no second try), and a "no" given after a "yes" (a question
 * still open in another tab) holds over it: whoever in this browser said under 18 or outside
 * Canada is never let in by an earlier answer.
 */
export function answerAge(state: PlayerState, answer: AgeAnswer, now: number): PlayerState {
  if (state.age === answer || (state.age !== null && state.age !== 'adult')) return state;
  return sealPlayer({ ...state, age: answer }, clockOf(state, now));
}

/** Adds play to today's record for `game`, keeping ACTIVITY_DAYS days. */
export function recordPlay(state: PlayerState, game: string, add: Partial<GameActivity>, now: number): PlayerState {
  const clock = clockOf(state, now);
  const today = dayKey(new Date(clock));
  const days = keptDays(state.activity, clock);
  const last = days[days.length - 1];
  const day = last?.day === today ? last : { day: today, games: {} };
  const was = day.games[game] ?? { ms: 0, staked: 0, won: 0 };
  const games = { ...day.games, [game]: { ms: was.ms + (add.ms ?? 0), staked: was.staked + (add.staked ?? 0), won: was.won + (add.won ?? 0) } };
  const activity = [...(day === last ? days.slice(0, -1) : days), { day: today, games }];
  return sealPlayer({ ...state, activity }, clock);
}

/** The days of `activity` inside the last ACTIVITY_DAYS days at `clock`. */
function keptDays(activity: DayActivity[], clock: number): DayActivity[] {
  const oldest = new Date(clock);
  oldest.setDate(oldest.getDate() - (ACTIVITY_DAYS - 1));
  const from = dayKey(oldest);
  return activity.filter((day) => day.day >= from);
}

/** Today's totals over every game. */
export function todayTotals(state: PlayerState, now: number): GameActivity {
  const today = dayKey(new Date(clockOf(state, now)));
  return totals(state.activity.filter((day) => day.day === today));
}

function totals(days: DayActivity[]): GameActivity {
  const sum = { ms: 0, staked: 0, won: 0 };
  for (const day of days) {
    for (const game of Object.values(day.games)) {
      sum.ms += game.ms;
      sum.staked += game.staked;
      sum.won += game.won;
    }
  }
  return sum;
}

/** Per game, today's and the last seven days' play (today included), games with any play only. */
export function activitySummary(state: PlayerState, now: number): { game: string; today: GameActivity; week: GameActivity }[] {
  const clock = clockOf(state, now);
  const today = dayKey(new Date(clock));
  const days = keptDays(state.activity, clock);
  const games = [...new Set(days.flatMap((day) => Object.keys(day.games)))];
  const pick = (list: DayActivity[], game: string) => totals(list.map((day) => ({ day: day.day, games: day.games[game] ? { [game]: day.games[game] } : {} })));
  return games.map((game) => ({
    game,
    today: pick(
      days.filter((day) => day.day === today),
      game,
    ),
    week: pick(days, game),
  }));
}

/** Why the games are closed, and until when (epoch ms; null for an answer that is final). */
export type Closure =
  | { reason: 'unanswered' | 'under-age' | 'outside-canada'; until: null }
  | { reason: 'safety' | 'break'; until: number }
  /** The daily time limit, in minutes, is reached. */
  | { reason: 'time'; until: number; dailyMinutes: number };

/** Why a rule refused a value, a break, an age answer or a stake (safeguards/messages.ts words it). */
export type PlayerRefusal =
  | { kind: 'limit-range'; limit: LimitKind }
  | { kind: 'break-range' }
  | { kind: 'birth-year-range'; from: number; to: number }
  | { kind: 'closed'; closure: Closure }
  /** `left` is what may still be staked today, null when it is less than the smallest bet; play resumes in full at `resumeAt`. */
  | { kind: 'stake-limit'; limit: number; staked: number; left: number | null; resumeAt: number };

/** The next local midnight after `clock`. */
export function nextMidnight(clock: number): number {
  const date = new Date(clock);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

/** Whether every game is closed at `now`, and why. */
export function closure(state: PlayerState, now: number): Closure | null {
  const current = applyDue(state, now);
  const clock = clockOf(current, now);
  if (current.age === null) return { reason: 'unanswered', until: null };
  if (current.age === 'under-age') return { reason: 'under-age', until: null };
  if (current.age === 'outside-canada') return { reason: 'outside-canada', until: null };
  if (current.safetyUntil !== null && current.safetyUntil > clock) return { reason: 'safety', until: current.safetyUntil };
  if (current.breakUntil !== null && current.breakUntil > clock) return { reason: 'break', until: current.breakUntil };
  const minutes = current.limits.dailyMinutes;
  if (minutes !== null && todayTotals(current, clock).ms >= minutes * 60_000) return { reason: 'time', until: nextMidnight(clock), dailyMinutes: minutes };
  return null;
}

/** Whether a stake may be taken now: the games open and the daily stake limit not passed. */
export function checkStake(state: PlayerState, stake: number, now: number): Result<null, PlayerRefusal> {
  const closed = closure(state, now);
  if (closed) return { ok: false, error: { kind: 'closed', closure: closed } };
  const current = applyDue(state, now);
  const limit = current.limits.dailyStake;
  if (limit === null) return { ok: true, value: null };
  const staked = todayTotals(current, now).staked;
  if (staked + stake <= limit) return { ok: true, value: null };
  const left = Math.max(0, limit - staked);
  return { ok: false, error: { kind: 'stake-limit', limit, staked, left: left >= COIN_RULES.minBet ? left : null, resumeAt: nextMidnight(clockOf(current, now)) } };
}
