import { expect, test } from 'vitest';
import { countUpMs, DROP_MS, FREE_REEL_GAP_MS, REEL_GAP_MS } from './timing';

/** Three flashes a second at most: a reel's landing is the only moment its symbols change. */
const FLASH_GAP_MS = 1000 / 3;

test('reels land more than a third of a second apart, and each lands before the next starts', () => {
  for (const gap of [REEL_GAP_MS, FREE_REEL_GAP_MS]) {
    expect(gap).toBeGreaterThan(FLASH_GAP_MS);
    expect(DROP_MS).toBeLessThan(gap);
  }
});

test('the win counts up for longer the bigger it is, but never past 1.8 s', () => {
  expect(countUpMs(0, 100)).toBe(0);
  expect(countUpMs(50, 100)).toBeLessThan(countUpMs(5_000, 100));
  expect(countUpMs(10_000_000, 10)).toBe(1800);
});
