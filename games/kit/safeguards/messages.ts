import { LOCALE, pick, type Locale } from '../locale';
import { playerStrings } from '../strings';
import { BREAK_DAYS, LIMIT_RANGES, REALITY_MINUTES, type Closure, type LimitKind, type PlayerRefusal } from './player-state';

/** "45 minutes", "2 hours", "1 hour 30 minutes" (French: « 1 h 30 »). */
export function minutesText(minutes: number, locale: Locale = LOCALE): string {
  return pick(playerStrings, locale).duration(minutes);
}

/** A moment as players read it: "Tuesday, November 24, 2026 at 14:05", « mercredi 25 novembre 2026 à minuit » (built only when shown). */
export function dateTimeText(time: number, locale: Locale = LOCALE): string {
  return pick(playerStrings, locale).moment(new Date(time));
}

/** What a limit may be, in words, for a refused value. */
export function limitRangeText(kind: LimitKind, locale: Locale = LOCALE): string {
  const t = pick(playerStrings, locale);
  if (kind === 'realityMinutes') return t.realityRange(REALITY_MINUTES);
  const { min, max } = LIMIT_RANGES[kind];
  return kind === 'dailyMinutes' ? t.minutesRange(min, max) : t.stakeRange(min, max);
}

/** Why the games are closed, and until when, as the closed panel says it. */
export function closureText(closed: Closure, locale: Locale = LOCALE): string {
  const t = pick(playerStrings, locale);
  // When the games open again, in words, for the closures that end.
  const until = closed.until === null ? '' : dateTimeText(closed.until, locale);
  switch (closed.reason) {
    case 'unanswered':
      return t.unanswered;
    case 'under-age':
      return t.underAge;
    case 'outside-canada':
      return t.outsideCanada;
    case 'safety':
      return t.safety(until);
    case 'break':
      return t.onBreak(until);
    case 'time':
      return t.timeReached(minutesText(closed.dailyMinutes, locale), until);
  }
}

/** Why a safeguard refused, in the player's language. */
export function playerRefusalText(refusal: PlayerRefusal, locale: Locale = LOCALE): string {
  const t = pick(playerStrings, locale);
  switch (refusal.kind) {
    case 'limit-range':
      return limitRangeText(refusal.limit, locale);
    case 'break-range':
      return t.breakRange(BREAK_DAYS);
    case 'birth-year-range':
      return t.birthYearRange(refusal.from, refusal.to);
    case 'closed':
      return closureText(refusal.closure, locale);
    case 'stake-limit':
      return t.stakeRefused(refusal.limit, refusal.staked, refusal.left, dateTimeText(refusal.resumeAt, locale));
  }
}

/** The notice of a damaged stored state: the games closed until `until`, and whether the limits came back from the copy. */
export function playerDamagedText(until: number, restored: boolean, locale: Locale = LOCALE): string {
  return pick(playerStrings, locale).damaged(dateTimeText(until, locale), restored);
}
