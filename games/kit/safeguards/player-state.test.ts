import { describe, expect, test } from 'vitest';
import * as rules from './player-state';
import { activitySummary, applyDue, answerAge, DAY_MS, freshPlayer, HOUR_MS, LATEST_TIME, parsePlayer, recordPlay, sealPlayer, type PlayerState } from './player-state';
import { checkStake, closure, judgeAge, playerFromText, setLimit, takeBreak } from './rules-in-words';

/** Noon, local time, on a Tuesday. */
const NOON = new Date(2026, 10, 24, 12, 0).getTime();
const MINUTE = 60_000;

const adult = (now = NOON) => answerAge(freshPlayer(now), 'adult', now);
const set = (state: PlayerState, kind: Parameters<typeof setLimit>[1], value: number | null, now: number) => {
  const result = setLimit(state, kind, value, now);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('the age and place question', () => {
  test('a browser that never answered is closed until it does', () => {
    expect(closure(freshPlayer(NOON), NOON)?.reason).toBe('unanswered');
    expect(closure(adult(), NOON)).toBeNull();
  });

  test('under 18, or outside Canada, closes the games for good; 18 this year depends on the birthday', () => {
    expect(judgeAge({ birthYear: 2009, inCanada: true }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'under-age' } });
    expect(judgeAge({ birthYear: 2008, inCanada: true }, NOON)).toEqual({ ok: true, value: { kind: 'ask-birthday' } });
    expect(judgeAge({ birthYear: 2008, inCanada: true, birthdayPassed: false }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'under-age' } });
    expect(judgeAge({ birthYear: 2008, inCanada: true, birthdayPassed: true }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'adult' } });
    expect(judgeAge({ birthYear: 2007, inCanada: true }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'adult' } });
    expect(judgeAge({ birthYear: 1970, inCanada: false }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'outside-canada' } });
    // Under age wins over place: the kinder message is the one that is true first.
    expect(judgeAge({ birthYear: 2015, inCanada: false }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'under-age' } });
  });

  test('a year that is not a plausible year of birth is refused with a message', () => {
    for (const birthYear of [2027, 1900, 26, 1990.5, Number.NaN]) {
      const result = judgeAge({ birthYear, inCanada: true }, NOON);
      expect(result.ok, String(birthYear)).toBe(false);
      if (!result.ok) expect(result.error).toBe('Enter your year of birth as four digits, from 1906 to 2026.');
    }
  });

  test('an answer is final: a second answer changes nothing', () => {
    const refused = answerAge(freshPlayer(NOON), 'under-age', NOON);
    expect(answerAge(refused, 'adult', NOON + MINUTE).age).toBe('under-age');
    expect(closure(refused, NOON + 400 * DAY_MS)?.message).toMatch(/^Thanks for your honest answer\. Our games are for adults aged 18 and over/);
    expect(closure(answerAge(freshPlayer(NOON), 'outside-canada', NOON), NOON)?.reason).toBe('outside-canada');
  });

  test('a "no" holds over an earlier "yes": a question still open in another tab answered under 18 or outside Canada closes the games', () => {
    expect(answerAge(adult(), 'under-age', NOON + MINUTE).age).toBe('under-age');
    expect(answerAge(adult(), 'outside-canada', NOON + MINUTE).age).toBe('outside-canada');
    expect(answerAge(answerAge(adult(), 'outside-canada', NOON), 'under-age', NOON).age).toBe('outside-canada');
    expect(answerAge(adult(), 'adult', NOON + MINUTE)).toEqual(adult());
  });
});

describe('limits the player sets', () => {
  test('lowering a limit, or setting one where there was none, applies at once', () => {
    const first = set(adult(), 'dailyStake', 5_000, NOON);
    expect(first.delayed).toBe(false);
    expect(first.state.limits.dailyStake).toBe(5_000);
    const lower = set(first.state, 'dailyStake', 2_000, NOON + MINUTE);
    expect(lower.state.limits.dailyStake).toBe(2_000);
    expect(set(adult(), 'realityMinutes', 15, NOON).state.limits.realityMinutes).toBe(15);
  });

  test('raising or removing a limit waits 24 hours', () => {
    const limited = set(adult(), 'dailyMinutes', 60, NOON).state;
    const raised = set(limited, 'dailyMinutes', 120, NOON + HOUR_MS);
    expect(raised.delayed).toBe(true);
    expect(raised.state.limits.dailyMinutes).toBe(60);
    expect(raised.state.pending).toEqual([{ kind: 'dailyMinutes', value: 120, effectiveAt: NOON + HOUR_MS + DAY_MS }]);
    // One minute short of 24 hours the old limit still holds; at 24 hours the new one applies.
    expect(closure(recordPlay(raised.state, 'high-low', { ms: 90 * MINUTE }, NOON + HOUR_MS + DAY_MS - MINUTE), NOON + HOUR_MS + DAY_MS - MINUTE)?.reason).toBe('time');
    const removed = set(limited, 'dailyMinutes', null, NOON);
    expect(removed.delayed).toBe(true);
    const later = set(removed.state, 'dailyStake', 1_000, NOON + DAY_MS);
    expect(later.state.limits.dailyMinutes).toBeNull();
    expect(later.state.pending).toEqual([]);
  });

  test('a stricter value cancels a raise still waiting', () => {
    const limited = set(adult(), 'dailyStake', 5_000, NOON).state;
    const raised = set(limited, 'dailyStake', 50_000, NOON).state;
    const back = set(raised, 'dailyStake', 5_000, NOON + MINUTE);
    expect(back.delayed).toBe(false);
    expect(back.state.pending).toEqual([]);
    expect(set(back.state, 'dailyStake', 3_000, NOON + DAY_MS).state.limits.dailyStake).toBe(3_000);
  });

  test('setting the clock back never brings a raise forward', () => {
    const limited = set(adult(), 'dailyStake', 1_000, NOON).state;
    const raised = set(limited, 'dailyStake', 9_000, NOON + 2 * HOUR_MS).state;
    // The device clock jumps back a week, then runs 23 hours from there: no change yet.
    const back = NOON - 7 * DAY_MS;
    expect(checkStake(recordPlay(raised, 'baccarat', { staked: 1_000 }, back), 100, back + 23 * HOUR_MS).ok).toBe(false);
    expect(raised.latest).toBe(NOON + 2 * HOUR_MS);
  });

  test("values outside a limit's range are refused with the range in words, and nothing changes", () => {
    const state = adult();
    const cases: [Parameters<typeof setLimit>[1], number | null, string][] = [
      ['dailyStake', 5, 'A daily stake limit is a whole number of coins from 10 to 100,000,000.'],
      ['dailyStake', 250.5, 'A daily stake limit is a whole number of coins from 10 to 100,000,000.'],
      ['dailyMinutes', 0, 'A daily time limit is a whole number of minutes from 5 to 1,440.'],
      ['dailyMinutes', 1_441, 'A daily time limit is a whole number of minutes from 5 to 1,440.'],
      ['realityMinutes', 20, 'The reality check can come every 15, 30, 45 or 60 minutes.'],
      ['realityMinutes', null, 'The reality check can come every 15, 30, 45 or 60 minutes.'],
    ];
    for (const [kind, value, error] of cases) expect(setLimit(state, kind, value, NOON)).toEqual({ ok: false, error });
  });
});

describe('a limit reached closes play until midnight', () => {
  test('the daily stake limit refuses a bet that would pass it and says what is left', () => {
    const limited = set(adult(), 'dailyStake', 1_000, NOON).state;
    const played = recordPlay(limited, 'high-low', { staked: 950 }, NOON);
    expect(checkStake(played, 50, NOON).ok).toBe(true);
    const refused = checkStake(played, 100, NOON);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error).toMatch(
        /^This bet would pass your daily stake limit of 1,000 coins \(950 staked today\)\. You can still stake 50 coins today\. Your full limit is back on Wednesday, November 25, 2026 at 00:00\.$/,
      );
    const spent = recordPlay(played, 'baccarat', { staked: 50 }, NOON);
    const none = checkStake(spent, 10, NOON);
    if (!none.ok) expect(none.error).toMatch(/\(1,000 staked today\)\. Play can resume on Wednesday, November 25, 2026 at 00:00\.$/);
    expect(none.ok).toBe(false);
    // The next local day starts afresh; setting the clock back to before midnight does not.
    const tomorrow = new Date(2026, 10, 25, 0, 1).getTime();
    expect(checkStake(spent, 500, tomorrow).ok).toBe(true);
    const seen = recordPlay(spent, 'baccarat', { staked: 10 }, tomorrow);
    expect(checkStake(recordPlay(seen, 'baccarat', { staked: 990 }, tomorrow), 10, NOON).ok).toBe(false);
  });

  test("the daily time limit closes every game once the day's play reaches it", () => {
    const limited = set(adult(), 'dailyMinutes', 30, NOON).state;
    const played = recordPlay(recordPlay(limited, 'high-low', { ms: 20 * MINUTE }, NOON), 'slot-cowboy', { ms: 9 * MINUTE }, NOON);
    expect(closure(played, NOON)).toBeNull();
    const over = recordPlay(played, 'slot-cowboy', { ms: MINUTE }, NOON + MINUTE);
    const closed = closure(over, NOON + MINUTE);
    expect(closed?.reason).toBe('time');
    expect(closed?.message).toBe('You have reached your daily time limit of 30 minutes. Play can resume on Wednesday, November 25, 2026 at 00:00.');
    expect(checkStake(over, 10, NOON + MINUTE)).toEqual({ ok: false, error: closed?.message });
    // Setting the clock back to yesterday does not open a new day.
    expect(closure(over, NOON - DAY_MS)?.reason).toBe('time');
    expect(closure(over, new Date(2026, 10, 25, 0, 0).getTime())).toBeNull();
  });
});

describe('a break', () => {
  test('closes every game until its end, shown in the message, and cannot be shortened', () => {
    const taken = takeBreak(adult(), 7, NOON);
    if (!taken.ok) throw new Error(taken.error);
    expect(taken.value.breakUntil).toBe(NOON + 7 * DAY_MS);
    expect(closure(taken.value, NOON + DAY_MS)?.message).toBe('You are taking a break. The games are closed until Tuesday, December 1, 2026 at 12:00.');
    const shorter = takeBreak(taken.value, 1, NOON + HOUR_MS);
    if (!shorter.ok) throw new Error(shorter.error);
    expect(shorter.value.breakUntil).toBe(NOON + 7 * DAY_MS);
    expect(closure(taken.value, NOON + 7 * DAY_MS)).toBeNull();
    const longer = takeBreak(taken.value, 30, NOON + HOUR_MS);
    expect(longer.ok && longer.value.breakUntil).toBe(NOON + HOUR_MS + 30 * DAY_MS);
  });

  test('only 1, 7 or 30 days; a break blocks stakes too', () => {
    expect(takeBreak(adult(), 2, NOON)).toEqual({ ok: false, error: 'A break lasts 1, 7 or 30 days.' });
    const taken = takeBreak(adult(), 1, NOON);
    expect(taken.ok && checkStake(taken.value, 10, NOON + HOUR_MS).ok).toBe(false);
  });
});

describe('stored state fails safe', () => {
  const limited = set(adult(), 'dailyStake', 2_000, NOON).state;

  test('a sound value reads back as it was', () => {
    const text = JSON.stringify(limited);
    expect(playerFromText(text, text, NOON)).toEqual({ state: limited, notice: null });
    expect(playerFromText(null, null, NOON)).toEqual({ state: freshPlayer(NOON), notice: null });
  });

  test('a value edited by hand closes the games for 24 hours and keeps the limits from the copy', () => {
    const tampered = JSON.stringify({ ...limited, limits: { ...limited.limits, dailyStake: null } });
    const { state, notice } = playerFromText(tampered, JSON.stringify(limited), NOON + HOUR_MS);
    expect(state.limits.dailyStake).toBe(2_000);
    expect(state.age).toBe('adult');
    expect(closure(state, NOON + HOUR_MS)?.reason).toBe('safety');
    expect(closure(state, NOON + HOUR_MS + DAY_MS)).toBeNull();
    expect(notice).toBe(
      'Your play settings in this browser could not be read, so for safety the games are closed until Wednesday, November 25, 2026 at 13:00. Your limits, break and answers were restored from the last saved copy.',
    );
  });

  test('a main value removed while its copy remains, or both damaged, closes the games too', () => {
    expect(closure(playerFromText(null, JSON.stringify(limited), NOON).state, NOON)?.reason).toBe('safety');
    const both = playerFromText('{not json', '{"version":1}', NOON);
    expect(closure(both.state, NOON + HOUR_MS)?.reason).toBe('unanswered');
    expect(both.state.safetyUntil).toBe(NOON + DAY_MS);
    expect(both.notice).toMatch(/Your earlier limits could not be restored: please set them again in Your play\.$/);
  });

  test('a checksum that matches but fields out of range are refused', () => {
    for (const broken of [
      { ...limited, limits: { ...limited.limits, dailyStake: -5 } },
      { ...limited, limits: { ...limited.limits, realityMinutes: 1 } },
      { ...limited, age: 'child' },
      { ...limited, breakUntil: 'soon' },
      { ...limited, activity: [{ day: '2026-13-01', games: {} }] },
      { ...limited, activity: [{ day: '2026-11-24', games: { 'high-low': { ms: 1, staked: 2.5, won: 0 } } }] },
      { ...limited, pending: [{ kind: 'dailyStake', value: 1, effectiveAt: NOON }] },
    ]) {
      expect(parsePlayer(sealPlayer(broken as never))).toBeNull();
    }
  });
});

describe('your activity', () => {
  test("today's and the last seven days' time, stakes and winnings, per game", () => {
    let state = adult(NOON - 8 * DAY_MS);
    state = recordPlay(state, 'high-low', { ms: 5 * MINUTE, staked: 500, won: 400 }, NOON - 8 * DAY_MS);
    state = recordPlay(state, 'high-low', { ms: 10 * MINUTE, staked: 1_000, won: 1_200 }, NOON - 6 * DAY_MS);
    state = recordPlay(state, 'baccarat', { ms: MINUTE, staked: 100 }, NOON - DAY_MS);
    state = recordPlay(state, 'high-low', { ms: 2 * MINUTE, staked: 200, won: 0 }, NOON);
    state = recordPlay(state, 'high-low', { won: 380 }, NOON + MINUTE);
    expect(activitySummary(state, NOON + MINUTE)).toEqual([
      { game: 'high-low', today: { ms: 2 * MINUTE, staked: 200, won: 380 }, week: { ms: 12 * MINUTE, staked: 1_200, won: 1_580 } },
      { game: 'baccarat', today: { ms: 0, staked: 0, won: 0 }, week: { ms: MINUTE, staked: 100, won: 0 } },
    ]);
    // The day eight days back has been dropped from storage.
    expect(state.activity.map((day) => day.day)).toEqual(['2026-11-18', '2026-11-23', '2026-11-24']);
  });
});

describe('edges of the rules', () => {
  test('time is written as players say it', () => {
    const limitOf = (minutes: number) => {
      const state = set(adult(), 'dailyMinutes', minutes, NOON).state;
      return closure(recordPlay(state, 'high-low', { ms: minutes * MINUTE }, NOON), NOON)?.message;
    };
    expect(limitOf(60)).toMatch(/daily time limit of 1 hour\./);
    expect(limitOf(90)).toMatch(/daily time limit of 1 hour 30 minutes\./);
    expect(limitOf(121)).toMatch(/daily time limit of 2 hours 1 minute\./);
    expect(limitOf(5)).toMatch(/daily time limit of 5 minutes\./);
  });

  test('no stake limit takes any stake; a limit leaves exactly the smallest bet open, or not', () => {
    expect(checkStake(adult(), 1_000, NOON)).toEqual({ ok: true, value: null });
    const limited = set(adult(), 'dailyStake', 1_000, NOON).state;
    const tenLeft = checkStake(recordPlay(limited, 'high-low', { staked: 990 }, NOON), 20, NOON);
    expect(!tenLeft.ok && tenLeft.error).toMatch(/You can still stake 10 coins today\./);
    const nineLeft = checkStake(recordPlay(limited, 'high-low', { staked: 991 }, NOON), 10, NOON);
    expect(!nineLeft.ok && nineLeft.error).not.toMatch(/You can still stake/);
  });

  test('years at the edges: 120 years back and this year are years of birth; 18 this year with the birthday not yet passed is under age', () => {
    expect(judgeAge({ birthYear: 1906, inCanada: true }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'adult' } });
    expect(judgeAge({ birthYear: 2026, inCanada: true }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'under-age' } });
    expect(judgeAge({ birthYear: 2009, inCanada: true, birthdayPassed: true }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'under-age' } });
    expect(judgeAge({ birthYear: 1990, inCanada: true, birthdayPassed: false }, NOON)).toEqual({ ok: true, value: { kind: 'answer', answer: 'adult' } });
  });

  test('each closing says why: unanswered, under age, a damaged state', () => {
    expect(closure(freshPlayer(NOON), NOON)).toEqual({ reason: 'unanswered', until: null, message: 'Please answer two quick questions before you play.' });
    expect(closure(answerAge(freshPlayer(NOON), 'under-age', NOON), NOON)?.reason).toBe('under-age');
    const damaged = playerFromText('{}', null, NOON).state;
    expect(closure(answerAge(damaged, 'adult', NOON), NOON)).toEqual({
      reason: 'safety',
      until: NOON + DAY_MS,
      message: 'Your play settings could not be read, so for safety the games are closed until Wednesday, November 25, 2026 at 12:00.',
    });
    // Found damaged again with the clock set back, the closing runs 24 hours from the latest time seen.
    const running = sealPlayer({ ...adult(), safetyUntil: NOON + 2 * HOUR_MS + DAY_MS }, NOON + 2 * HOUR_MS);
    expect(playerFromText('{}', JSON.stringify(running), NOON).state.safetyUntil).toBe(NOON + 2 * HOUR_MS + DAY_MS);
    // A main value that is damaged while no copy exists still closes the games.
    expect(playerFromText('[]', null, NOON).state.safetyUntil).toBe(NOON + DAY_MS);
  });

  test('a change waits only for its own limit: others still waiting stay, and a due one applies alone', () => {
    const limited = set(set(adult(), 'dailyStake', 500, NOON).state, 'dailyMinutes', 30, NOON).state;
    const stakeRaised = set(limited, 'dailyStake', 900, NOON).state;
    const timeRaised = set(stakeRaised, 'dailyMinutes', 60, NOON + 2 * HOUR_MS).state;
    const lowered = set(timeRaised, 'realityMinutes', 15, NOON + 3 * HOUR_MS).state;
    expect(lowered.pending.map((change) => change.kind)).toEqual(['dailyStake', 'dailyMinutes']);
    const later = set(lowered, 'realityMinutes', 15, NOON + DAY_MS + HOUR_MS).state;
    expect(later.limits).toEqual({ dailyMinutes: 30, dailyStake: 900, realityMinutes: 15 });
    expect(later.pending).toEqual([{ kind: 'dailyMinutes', value: 60, effectiveAt: NOON + 2 * HOUR_MS + DAY_MS }]);
  });

  test('a state with nothing due is left as it is (not saved again)', () => {
    const waiting = set(set(adult(), 'dailyStake', 500, NOON).state, 'dailyStake', 900, NOON).state;
    expect(applyDue(waiting, NOON + HOUR_MS)).toBe(waiting);
  });

  test('limits at the ends of their ranges are taken', () => {
    expect(setLimit(adult(), 'dailyMinutes', 1_440, NOON).ok).toBe(true);
    expect(setLimit(adult(), 'dailyMinutes', 5, NOON).ok).toBe(true);
    expect(setLimit(adult(), 'dailyStake', 100_000_000, NOON).ok).toBe(true);
    expect(setLimit(adult(), 'dailyStake', 100_000_001, NOON).ok).toBe(false);
  });
});

describe('what a stored state may hold', () => {
  const sound = recordPlay(set(adult(), 'dailyStake', 800, NOON).state, 'baccarat', { ms: 1, staked: 20, won: 0 }, NOON);
  // Sealed without moving `latest` (a negative one must reach the parser as it is).
  const reseal = (fields: Record<string, unknown>) => JSON.parse(JSON.stringify(sealPlayer({ ...sound, ...fields }, Number.NEGATIVE_INFINITY)));

  test('every answer, a break, a safety closing and waiting changes read back', () => {
    for (const age of ['adult', 'under-age', 'outside-canada', null]) expect(parsePlayer(reseal({ age }))?.age).toBe(age);
    const waiting = set(sound, 'dailyStake', 5_000, NOON).state;
    expect(parsePlayer(JSON.parse(JSON.stringify(waiting)))).toEqual(waiting);
    expect(parsePlayer(reseal({ breakUntil: NOON, safetyUntil: NOON }))?.breakUntil).toBe(NOON);
    expect(parsePlayer(reseal({ activity: [{ day: '2026-11-24', games: { 'high-low': { ms: 0, staked: 0, won: 0 } } }] }))).not.toBeNull();
  });

  test('anything else is refused, even with a matching checksum', () => {
    const broken: Record<string, unknown>[] = [
      { version: 2 },
      { age: 'someone' },
      { checksum: 7 },
      { latest: -1 },
      { safetyUntil: 'later' },
      { pending: {} },
      { pending: [{ kind: 'weeklyStake', value: 10, effectiveAt: NOON }] },
      { pending: [{ kind: 'dailyStake', value: 500, effectiveAt: -5 }] },
      { pending: [null] },
      { activity: {} },
      { activity: [null] },
      { activity: [{ day: '2026-11-24', games: [] }] },
      { activity: [{ day: '2026-11-24', games: { 'high-low': null } }] },
      { activity: [{ day: '2026-11-24', games: { 'high-low': { ms: -1, staked: 0, won: 0 } } }] },
      { activity: [{ day: '2026-11-24', games: { 'high-low': { ms: 1, staked: 0 } } }] },
      ...['2026-11-24x', 'x2026-11-24', '26-11-24', 'abcd-11-24', '2026-00-10', '2026-11-00', '2026-11-32', '2026-11-4a', '2026-1a-10'].map((day) => ({ activity: [{ day, games: {} }] })),
      { activity: [{ day: 20261124, games: {} }] },
      { limits: { dailyMinutes: null, dailyStake: null } },
      { limits: [] },
    ];
    for (const fields of broken) {
      const value = fields.checksum === 7 ? { ...sound, checksum: 7 } : reseal(fields);
      expect(parsePlayer(value), JSON.stringify(fields)).toBeNull();
    }
    for (const value of [null, 'text', 12, [sound]]) expect(parsePlayer(value)).toBeNull();
  });
});

describe('stored times are bounded', () => {
  const broke = (days: number) => {
    const result = takeBreak(adult(), days, NOON);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };
  const sound = broke(7);
  const tamper = (fields: Record<string, unknown>) => JSON.stringify(sealPlayer({ ...sound, ...fields }, Number.NEGATIVE_INFINITY));
  const MAX_DATE = 8.64e15;

  test('a time past the Date range, or absurdly far ahead, makes the state damaged: closed for 24 hours from now, never "Invalid Date"', () => {
    for (const fields of [
      { breakUntil: MAX_DATE + 1 },
      { breakUntil: MAX_DATE },
      { breakUntil: Number.MAX_SAFE_INTEGER },
      { breakUntil: NOON + 31 * DAY_MS },
      { safetyUntil: NOON + 2 * DAY_MS },
      { latest: MAX_DATE },
      { latest: LATEST_TIME + 1 },
      { pending: [{ kind: 'dailyStake', value: null, effectiveAt: MAX_DATE + 5 }] },
      { pending: [{ kind: 'dailyStake', value: null, effectiveAt: NOON + 2 * DAY_MS }] },
    ]) {
      const text = tamper(fields);
      expect(parsePlayer(JSON.parse(text)), JSON.stringify(fields)).toBeNull();
      const { state, notice } = playerFromText(text, text, NOON);
      expect(state.safetyUntil, JSON.stringify(fields)).toBe(NOON + DAY_MS);
      const closed = closure(state, NOON);
      expect(closed?.reason).toBe('unanswered');
      expect(closure(answerAge(state, 'adult', NOON), NOON)).toMatchObject({ reason: 'safety', until: NOON + DAY_MS });
      expect(closure(answerAge(state, 'adult', NOON), NOON)?.message).toContain('Wednesday, November 25, 2026 at 12:00');
      expect(notice).not.toMatch(/Invalid|NaN/);
      expect(notice).toContain('Wednesday, November 25, 2026 at 12:00');
    }
  });

  test('times the rules set themselves read back, up to the longest break and the year-9000 bound', () => {
    const longest = broke(30);
    expect(parsePlayer(JSON.parse(JSON.stringify(longest)))).toEqual(longest);
    expect(parsePlayer(JSON.parse(tamper({ breakUntil: NOON + 30 * DAY_MS })))).not.toBeNull();
    expect(parsePlayer(JSON.parse(tamper({ safetyUntil: NOON + DAY_MS })))).not.toBeNull();
    expect(parsePlayer(JSON.parse(tamper({ pending: [{ kind: 'dailyStake', value: null, effectiveAt: NOON + DAY_MS }] })))).not.toBeNull();
    expect(parsePlayer(JSON.parse(tamper({ latest: LATEST_TIME, breakUntil: LATEST_TIME + 30 * DAY_MS })))).not.toBeNull();
    expect(new Date(LATEST_TIME + 30 * DAY_MS).getUTCFullYear()).toBe(9000);
  });
});

test('the rules close and refuse with reasons and figures, not with words', () => {
  const state = recordPlay(set(adult(), 'dailyStake', 1_000, NOON).state, 'baccarat', { staked: 995 }, NOON);
  const midnight = new Date(2026, 10, 25, 0, 0).getTime();
  expect(rules.checkStake(state, 10, NOON)).toEqual({ ok: false, error: { kind: 'stake-limit', limit: 1_000, staked: 995, left: null, resumeAt: midnight } });
  expect(rules.closure(freshPlayer(NOON), NOON)).toEqual({ reason: 'unanswered', until: null });
  const timed = recordPlay(set(adult(), 'dailyMinutes', 30, NOON).state, 'high-low', { ms: 30 * MINUTE }, NOON);
  expect(rules.closure(timed, NOON)).toEqual({ reason: 'time', until: midnight, dailyMinutes: 30 });
  expect(rules.takeBreak(adult(), 2, NOON)).toEqual({ ok: false, error: { kind: 'break-range' } });
  expect(rules.playerFromText('{}', null, NOON).damaged).toEqual({ restored: false });
});
