import { expect, test } from 'vitest';
import { GameClock } from './play-clock';

test('the clock counts whole seconds while running and nothing while paused', () => {
  const clock = new GameClock();
  clock.start(1_000);
  expect(clock.seconds(3_999)).toBe(2);
  clock.pause(4_000);
  expect(clock.seconds(60_000)).toBe(3);
  clock.resume(60_000);
  clock.resume(61_000);
  expect(clock.seconds(62_500)).toBe(5);
  clock.start(100_000);
  expect(clock.seconds(100_000)).toBe(0);
});
