import { expect, test } from 'vitest';
import { answerAge, closure, freshPlayer, setLimit, todayTotals } from './player-state';
import { UnsavedPlayTime } from './unsaved-play-time';

const NOON = new Date(2026, 10, 24, 12, 0).getTime();
const player = answerAge(freshPlayer(NOON), 'adult', NOON);

test('only seconds played are counted, and every tenth second of the page says the time is due to be written', () => {
  const time = new UnsavedPlayTime('high-low');
  const due = Array.from({ length: 20 }, (_, i) => time.second(i % 2 === 0));
  expect(due.flatMap((isDue, i) => (isDue ? [i + 1] : []))).toEqual([10, 20]);
  expect(time.take()).toBe(10_000);
});

test('taking the time hands it over once: then nothing is unsaved and nothing more is added', () => {
  const time = new UnsavedPlayTime('high-low');
  time.second(true);
  time.second(true);
  expect(time.take()).toBe(2_000);
  expect(time.take()).toBe(0);
  expect(time.addedTo(player, NOON)).toBe(player);
});

test("the unsaved time is added to the player's state under the game, so a time limit counts it before it is written", () => {
  const limited = setLimit(player, 'dailyMinutes', 5, NOON);
  if (!limited.ok) throw new Error(limited.error.kind);
  const time = new UnsavedPlayTime('high-low');
  for (let i = 0; i < 5 * 60; i++) time.second(true);
  const added = time.addedTo(limited.value.state, NOON);
  expect(todayTotals(added, NOON).ms).toBe(300_000);
  expect(added.activity.at(-1)?.games['high-low']?.ms).toBe(300_000);
  expect(closure(limited.value.state, NOON)).toBeNull();
  expect(closure(added, NOON)?.reason).toBe('time');
});
