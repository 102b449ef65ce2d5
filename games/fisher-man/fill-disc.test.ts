import { expect, test } from 'vitest';
import { fillDisc } from './fill-disc';

/** A canvas context that writes down what is drawn, in order. */
function recorder() {
  const calls: string[] = [];
  const c = {
    set fillStyle(colour: string) {
      calls.push(`fillStyle ${colour}`);
    },
    beginPath: () => calls.push('beginPath'),
    arc: (...args: number[]) => calls.push(`arc ${args.join(' ')}`),
    fill: () => calls.push('fill'),
  } as unknown as CanvasRenderingContext2D;
  return { c, calls };
}

test('a disc is a new path, one arc round the whole circle, filled in its colour', () => {
  const { c, calls } = recorder();
  fillDisc(c, 10, 20, 4, '#ffe08a');
  expect(calls).toEqual(['fillStyle #ffe08a', 'beginPath', `arc 10 20 4 0 ${Math.PI * 2}`, 'fill']);
});

test('a part of a disc runs between the angles given (the bobber’s red top half)', () => {
  const { c, calls } = recorder();
  fillDisc(c, 1, 2, 3, '#e8413c', Math.PI, 0);
  expect(calls).toEqual(['fillStyle #e8413c', 'beginPath', `arc 1 2 3 ${Math.PI} 0`, 'fill']);
});
