/**
 * For the safeguards' tests: the player-state rules as the player reads them, each refusal,
 * closing and notice put into words by messages.ts, so a test states the very text shown.
 */
import type { Locale } from '../locale';
import type { Result } from '../result';
import { closureText, playerDamagedText, playerRefusalText } from './messages';
import * as rules from './player-state';

type PlayerResult<T> = Result<T, rules.PlayerRefusal>;

/** A result with its refusal in words. */
export function said<T>(result: PlayerResult<T>, locale: Locale = 'en'): Result<T, string> {
  return result.ok ? result : { ok: false, error: playerRefusalText(result.error, locale) };
}

/** Whether the games are closed, with the closed panel's message. */
export function closure(state: rules.PlayerState, now: number, locale: Locale = 'en'): (rules.Closure & { message: string }) | null {
  const closed = rules.closure(state, now);
  return closed && { ...closed, message: closureText(closed, locale) };
}

export const checkStake = (state: rules.PlayerState, stake: number, now: number, locale: Locale = 'en') => said(rules.checkStake(state, stake, now), locale);
export const setLimit = (state: rules.PlayerState, kind: rules.LimitKind, value: number | null, now: number, locale: Locale = 'en') => said(rules.setLimit(state, kind, value, now), locale);
export const takeBreak = (state: rules.PlayerState, days: number, now: number, locale: Locale = 'en') => said(rules.takeBreak(state, days, now), locale);
export const judgeAge = (form: rules.AgeForm, now: number, locale: Locale = 'en') => said(rules.judgeAge(form, now), locale);

/** A stored state as read, with the notice the player is given when it was found damaged. */
export function playerFromText(raw: string | null, copy: string | null, now: number, locale: Locale = 'en'): { state: rules.PlayerState; notice: string | null } {
  const { state, damaged } = rules.playerFromText(raw, copy, now);
  return { state, notice: damaged ? playerDamagedText(state.safetyUntil!, damaged.restored, locale) : null };
}
