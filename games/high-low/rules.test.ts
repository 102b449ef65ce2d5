import { expect, test } from 'vitest';
import { judge, multiplier, P_EQUAL, playCall, startStreak, TARGET_RETURN, winProbability, type Call } from './rules';

const ranks = Array.from({ length: 13 }, (_, i) => i + 1);

test('P(higher | r) = (13 − r)/13 and P(equal) = 1/13, as GAMES.md states', () => {
  for (const r of ranks) {
    expect(winProbability('higher', r)).toBeCloseTo((13 - r) / 13, 12);
    expect(winProbability('higher', r) + winProbability('lower', r) + P_EQUAL).toBeCloseTo(1, 12);
  }
});

test('every possible call returns the target return, within the rounding of the multiplier', () => {
  for (const r of ranks) {
    for (const call of ['higher', 'lower'] as Call[]) {
      const m = multiplier(call, r);
      if (m === null) continue;
      const expectedReturn = winProbability(call, r) * m + P_EQUAL;
      expect(expectedReturn).toBeLessThanOrEqual(TARGET_RETURN + 1e-12);
      expect(expectedReturn).toBeGreaterThan(TARGET_RETURN - 0.01);
    }
  }
});

test('calls that cannot win have no multiplier', () => {
  expect(multiplier('lower', 1)).toBeNull();
  expect(multiplier('higher', 13)).toBeNull();
  expect(multiplier('higher', 1)).toBe(Math.floor(((TARGET_RETURN - P_EQUAL) / (12 / 13)) * 100) / 100);
});

test('an equal rank is a push, whatever the call', () => {
  expect(judge('higher', 7, 7)).toBe('push');
  expect(judge('lower', 7, 7)).toBe('push');
  expect(judge('higher', 7, 9)).toBe('win');
  expect(judge('lower', 7, 9)).toBe('lose');
  expect(judge('lower', 7, 2)).toBe('win');
});

test('a streak compounds its pot on each win, keeps it on a push and loses it on a miss', () => {
  let streak = startStreak(100);
  const first = playCall(streak, 'higher', 3, 10);
  expect(first.outcome).toBe('win');
  streak = first.streak!;
  expect(streak.pot).toBe(Math.floor(100 * multiplier('higher', 3)!));
  const push = playCall(streak, 'lower', 10, 10);
  expect(push.streak).toEqual(streak);
  const second = playCall(streak, 'lower', 10, 4);
  expect(second.streak!.pot).toBe(Math.floor(streak.pot * multiplier('lower', 10)!));
  expect(second.streak!.wins).toBe(2);
  expect(playCall(second.streak!, 'higher', 4, 2)).toEqual({ streak: null, outcome: 'lose' });
});
