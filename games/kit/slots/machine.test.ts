import { expect, test } from 'vitest';
import { byCount, checkMachine, MachineError, type SlotMachine } from './machine';
import { TEST_MACHINE } from './test-machine';

const broken = (change: Partial<SlotMachine>) => () => checkMachine({ ...TEST_MACHINE, ...change });

test('a machine the engine cannot play is refused with the reason', () => {
  expect(broken({ lines: [[0, 1, 3, 1, 0]] })).toThrow(/payline 1/);
  expect(broken({ reels: [...TEST_MACHINE.reels.slice(0, 4), ['a', 'x', 'b']] })).toThrow(/unknown symbol x/);
  expect(broken({ pays: { ...TEST_MACHINE.pays, a: [0, 2, 0, 15, 40] } })).toThrow(/stops paying/);
  expect(broken({ pays: { ...TEST_MACHINE.pays, b: [0, 0, 4.5, 10, 30] } })).toThrow(MachineError);
  expect(broken({ freeSpinMultiplier: 1.5 })).toThrow(/multiplier/);
  expect(broken({ scatter: { symbol: 'S', pays: [1, 2], freeSpins: [0] } })).toThrow(/none for no scatter/);
  expect(() => checkMachine(TEST_MACHINE)).not.toThrow();
});

test('a by-count table gives its last entry past its end', () => {
  expect([0, 1, 2, 3, 9].map((count) => byCount([0, 0, 0, 2, 5], count))).toEqual([0, 0, 0, 2, 5]);
  expect(byCount([0, 0, 0, 2, 5], 7)).toBe(5);
});
