import { expect, test } from 'vitest';
import { addPlay, addRound, checked, freshSession, isDue, SESSION_GAP_MS, sessionFromText, summaryOf } from './reality-check';

const NOON = new Date(2026, 10, 24, 12, 0).getTime();
const MINUTE = 60_000;

test('the check is due once the time since the last one reaches the interval, counting time not yet written', () => {
  let session = addPlay(freshSession(NOON), 29 * MINUTE, NOON);
  expect(isDue(session, 0, 30 * MINUTE)).toBe(false);
  expect(isDue(session, MINUTE, 30 * MINUTE)).toBe(true);
  session = checked(addPlay(session, MINUTE, NOON));
  expect(isDue(session, 29 * MINUTE, 30 * MINUTE)).toBe(false);
  expect(summaryOf(session, 29 * MINUTE).minutes).toBe(59);
});

test('a shorter interval chosen mid-session applies at once', () => {
  expect(isDue(addPlay(freshSession(NOON), 20 * MINUTE, NOON), 0, 15 * MINUTE)).toBe(true);
});

test('rounds split into coins won and lost', () => {
  const session = [
    [100, 250],
    [100, 0],
    [50, 50],
  ].reduce((current, [stake, payout]) => addRound(current, stake!, payout!, NOON), freshSession(NOON));
  expect(summaryOf(session)).toEqual({ minutes: 0, won: 150, lost: 100 });
});

test('a stored session goes on until a long pause; a missing, unreadable or stale one starts again', () => {
  const stored = JSON.stringify(addRound(addPlay(freshSession(NOON), 10 * MINUTE, NOON), 100, 0, NOON));
  expect(summaryOf(sessionFromText(stored, NOON + SESSION_GAP_MS))).toEqual({ minutes: 10, won: 0, lost: 100 });
  // A clock set back keeps the session.
  expect(summaryOf(sessionFromText(stored, NOON - 3_600_000)).minutes).toBe(10);
  for (const text of [null, '{', '{"at":1}', JSON.stringify({ ...JSON.parse(stored), won: -1 })]) expect(sessionFromText(text, NOON)).toEqual(freshSession(NOON));
  expect(sessionFromText(stored, NOON + SESSION_GAP_MS + 1)).toEqual(freshSession(NOON + SESSION_GAP_MS + 1));
});
