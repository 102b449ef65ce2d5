import { expect, test } from 'vitest';
import { bestRun, evaluateSpin, spinPayout, windowAt } from './evaluate';
import { TEST_MACHINE, WORKED_EXAMPLE } from './test-machine';

const run = (symbols: string) => bestRun(TEST_MACHINE, symbols.split(' '));

test('a line pays its run from the leftmost reel, and only that', () => {
  expect(run('a a a b c')).toEqual({ symbol: 'a', count: 3, pay: 5 });
  expect(run('b b b b b')).toEqual({ symbol: 'b', count: 5, pay: 30 });
  expect(run('a a b a a')).toEqual({ symbol: 'a', count: 2, pay: 2 });
  expect(run('c c a a a')).toBeNull();
  expect(run('b a a a a')).toBeNull();
});

test('the wild stands in on either side of the symbol, and pays alone when that pays more', () => {
  expect(run('W W a a b')).toEqual({ symbol: 'a', count: 4, pay: 15 });
  expect(run('a W W b b')).toEqual({ symbol: 'a', count: 3, pay: 5 });
  expect(run('W W W c b')).toEqual({ symbol: 'W', count: 3, pay: 20 });
  expect(run('W W W a b')).toEqual({ symbol: 'W', count: 3, pay: 20 });
  expect(run('W W W W a')).toEqual({ symbol: 'W', count: 4, pay: 60 });
  expect(run('W W W W W')).toEqual({ symbol: 'W', count: 5, pay: 200 });
});

test('when the wilds alone pay the same as the run they lead, the longer run pays', () => {
  // Three wilds pay 20, as do five c.
  expect(TEST_MACHINE.pays.W[2]).toBe(TEST_MACHINE.pays.c[4]);
  expect(run('W W W c c')).toEqual({ symbol: 'c', count: 5, pay: 20 });
});

test('a machine without a wild pays plain runs', () => {
  const worked = (symbols: string) => bestRun(WORKED_EXAMPLE, symbols.split(' '));
  expect(worked('cherry orange cherry')).toEqual({ symbol: 'cherry', count: 1, pay: 2 });
  expect(worked('bar bar bar')).toEqual({ symbol: 'bar', count: 3, pay: 100 });
  expect(worked('plum plum bell')).toBeNull();
  expect(worked('lemon lemon lemon')).toBeNull();
});

test('the scatter never counts on a line, and the wild does not stand in for it', () => {
  expect(run('S S S a a')).toBeNull();
  expect(run('W S a a a')).toBeNull();
  expect(run('a a S a a')).toEqual({ symbol: 'a', count: 2, pay: 2 });
});

test('a spin finds every winning line and every scatter, wherever it is', () => {
  // Reel stops chosen so the middle row reads a a a b c and scatters show on reels 1, 2 and 4.
  const window = [
    ['S', 'a', 'b'],
    ['S', 'a', 'S'],
    ['W', 'a', 'c'],
    ['S', 'b', 'W'],
    ['c', 'c', 'a'],
  ];
  const spin = evaluateSpin(TEST_MACHINE, window);
  expect(spin.lineWins.find((win) => win.line === 0)).toEqual({ line: 0, symbol: 'a', count: 3, pay: 5 });
  expect(spin.scatter).toEqual({
    count: 4,
    cells: [
      [0, 0],
      [1, 0],
      [1, 2],
      [3, 0],
    ],
    pay: 5,
    freeSpins: 1,
  });
  const linePays = spin.lineWins.reduce((sum, win) => sum + win.pay, 0);
  expect(spinPayout(TEST_MACHINE, spin, 3, 1)).toBe(linePays * 3 + 5 * 3 * 10);
  expect(spinPayout(TEST_MACHINE, spin, 3, 2)).toBe(2 * (linePays * 3 + 5 * 3 * 10));
});

test('a reel stopped at s shows s and the stops after it, wrapping round the strip', () => {
  expect(windowAt(TEST_MACHINE, [0, 5, 7, 4, 6])).toEqual([
    ['W', 'a', 'b'],
    ['c', 'a', 'S'],
    ['b', 'b', 'a'],
    ['W', 'a', 'c'],
    ['b', 'a', 'b'],
  ]);
});
