import { expect, test } from 'vitest';
import { byCount, checkMachine, MachineError, type SlotMachine } from './machine';
import { TEST_MACHINE } from './test-machine';

const broken = (change: Partial<SlotMachine>) => () => checkMachine({ ...TEST_MACHINE, ...change });

/** The smallest machine there is: one reel of one stop, one row, one line, no wild and no scatter. */
const ONE_REEL: SlotMachine = { reels: [['a']], rows: 1, lines: [[0]], pays: { a: [1] }, wild: null, scatter: null, freeSpinMultiplier: 1 };

test('a machine the engine cannot play is refused with the reason', () => {
  expect(broken({ lines: [[0, 1, 3, 1, 0]] })).toThrow(/payline 1/);
  expect(broken({ reels: [...TEST_MACHINE.reels.slice(0, 4), ['a', 'x', 'b']] })).toThrow(/unknown symbol x/);
  expect(broken({ pays: { ...TEST_MACHINE.pays, a: [0, 2, 0, 15, 40] } })).toThrow(/stops paying/);
  expect(broken({ pays: { ...TEST_MACHINE.pays, b: [0, 0, 4.5, 10, 30] } })).toThrow(MachineError);
  expect(broken({ freeSpinMultiplier: 1.5 })).toThrow(/multiplier/);
  expect(broken({ scatter: { symbol: 'S', pays: [1, 2], freeSpins: [0] } })).toThrow(/none for no scatter/);
  expect(() => checkMachine(TEST_MACHINE)).not.toThrow();
});

test('a machine needs at least one reel and a whole number of rows, at least one', () => {
  expect(broken({ reels: [] })).toThrow('a machine needs reels and rows');
  expect(broken({ rows: 0 })).toThrow('a machine needs reels and rows');
  expect(broken({ rows: 2.5 })).toThrow('a machine needs reels and rows');
  expect(checkMachine(ONE_REEL)).toBe(ONE_REEL);
});

test('each reel must fill the rows in view and hold only symbols the machine knows, and the reason names the reel', () => {
  expect(broken({ reels: [...TEST_MACHINE.reels.slice(0, 4), ['a', 'b']] })).toThrow('reel 5 is shorter than the rows in view');
  expect(broken({ reels: [['a', 'x', 'b'], ...TEST_MACHINE.reels.slice(1)] })).toThrow('reel 1 has an unknown symbol x');
  // Without a scatter an unknown symbol is refused the same way, not with a crash.
  expect(() => checkMachine({ ...ONE_REEL, reels: [['x']] })).toThrow(new MachineError('reel 1 has an unknown symbol x'));
});

test('a payline must cross every reel, within the rows', () => {
  expect(broken({ lines: [...TEST_MACHINE.lines, [1, 1, 1, 1]] })).toThrow('payline 11 does not cross every reel within the rows');
  expect(broken({ lines: [[1, 1, -1, 1, 1]] })).toThrow(/payline 1/);
});

test('every symbol pays a whole number for each run length, and keeps paying on longer runs', () => {
  expect(broken({ pays: { ...TEST_MACHINE.pays, c: [0, 0, 3, 8] } })).toThrow('c needs a whole pay for each run length');
  expect(broken({ pays: { ...TEST_MACHINE.pays, c: [0, 0, -3, 8, 20] } })).toThrow(/c needs a whole pay/);
  expect(broken({ pays: { ...TEST_MACHINE.pays, c: [1, 0, 3, 8, 20] } })).toThrow('c stops paying on a longer run');
  // A symbol that never pays on a line (a blank) is fine, and so is one that pays from a run of 1.
  expect(() => checkMachine({ ...TEST_MACHINE, pays: { ...TEST_MACHINE.pays, c: [0, 0, 0, 0, 0] } })).not.toThrow();
  expect(() => checkMachine({ ...TEST_MACHINE, pays: { ...TEST_MACHINE.pays, c: [1, 1, 3, 8, 20] } })).not.toThrow();
});

test('the wild needs pays of its own; a machine may have no wild', () => {
  expect(broken({ wild: 'Z' })).toThrow('the wild needs a line of pays');
  expect(() => checkMachine({ ...TEST_MACHINE, wild: null })).not.toThrow();
});

test('the scatter pays by count only, in whole numbers, and may be left out', () => {
  const scatter = TEST_MACHINE.scatter;
  const withoutScatters = TEST_MACHINE.reels.map((strip) => strip.map((symbol) => (symbol === 'S' ? 'c' : symbol)));
  expect(broken({ reels: withoutScatters, scatter: { ...scatter, symbol: 'a' } })).toThrow('the scatter pays by count, not on lines');
  expect(broken({ scatter: { ...scatter, pays: [] } })).toThrow(/none for no scatter/);
  expect(broken({ scatter: { ...scatter, pays: [0, 0, 1.5] } })).toThrow(/whole numbers/);
  expect(broken({ scatter: { ...scatter, freeSpins: [0, 0, -1] } })).toThrow(/whole numbers/);
  expect(() => checkMachine({ ...TEST_MACHINE, scatter: { ...scatter, pays: [0], freeSpins: [0] } })).not.toThrow();
  const noScatter = { ...TEST_MACHINE, reels: withoutScatters, scatter: null };
  expect(checkMachine(noScatter)).toBe(noScatter);
});

test('free spins pay at least what the base game pays', () => {
  expect(broken({ freeSpinMultiplier: 0 })).toThrow('the free-spin multiplier must be a whole number of at least 1');
  expect(() => checkMachine({ ...TEST_MACHINE, freeSpinMultiplier: 1 })).not.toThrow();
});

test('a by-count table gives its last entry past its end', () => {
  expect([0, 1, 2, 3, 9].map((count) => byCount([0, 0, 0, 2, 5], count))).toEqual([0, 0, 0, 2, 5]);
  expect(byCount([0, 0, 0, 2, 5], 7)).toBe(5);
});
