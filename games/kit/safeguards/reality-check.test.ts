import { expect, test } from 'vitest';
import { PlayClock, SessionTally } from './reality-check';

test('the check is due once per interval of play', () => {
  const clock = new PlayClock(30 * 60_000);
  expect(clock.advance(29 * 60_000)).toBe(false);
  expect(clock.advance(60_000)).toBe(true);
  expect(clock.minutesPlayed).toBe(30);
  expect(clock.advance(29 * 60_000)).toBe(false);
  expect(clock.advance(60_000)).toBe(true);
});

test('a shorter interval chosen mid-session applies at once', () => {
  const clock = new PlayClock(30 * 60_000);
  clock.advance(20 * 60_000);
  clock.setInterval(15 * 60_000);
  expect(clock.advance(1)).toBe(true);
});

test('the tally splits rounds into coins won and lost', () => {
  const tally = new SessionTally();
  tally.record(100, 250);
  tally.record(100, 0);
  tally.record(50, 50);
  expect(tally).toMatchObject({ won: 150, lost: 100 });
});
