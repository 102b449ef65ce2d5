import { expect, test } from 'vitest';
import { neighboursOf, type Place } from './layout';
import { createPlayOut, holdsOf } from './solver-play-out';

// Each test builds its own layout: holdsOf keeps its answer per layout.

/** The loose game on `places` with `faces` on them (-1 for none) and the given fixed partners (-1: open). */
function playOut(places: Place[], faces: number[], mates: number[] = faces.map(() => -1)) {
  const present = Uint8Array.from(faces, (face) => (face < 0 ? 0 : 1));
  const play = createPlayOut(
    neighboursOf(places),
    present,
    Int8Array.from(faces, (face) => Math.max(face, 0)),
    Int16Array.from(mates),
  );
  return { clears: play.run(), stuck: [...play.stuck] };
}

test('a tile holds back the tiles it lies on and its side neighbours; worked out once per layout', () => {
  // 0 1 2 in a row; 3 on 0 and 1 (half-offset); 4 alone.
  const layout = neighboursOf([
    { x: 0, y: 0, layer: 0 },
    { x: 2, y: 0, layer: 0 },
    { x: 4, y: 0, layer: 0 },
    { x: 1, y: 0, layer: 1 },
    { x: 9, y: 0, layer: 0 },
  ]);
  expect(holdsOf(layout)).toEqual([[1], [0, 2], [1], [0, 1], []]);
  expect(holdsOf(layout)).toBe(holdsOf(layout));
});

test('a fixed pair goes once both its tiles are free, whichever was found free first, and frees the tiles beside and under it', () => {
  // A row, left to right: places 1, 0, 2. Place 3 lies on 4; 5 is alone.
  const places: Place[] = [
    { x: 2, y: 0, layer: 0 },
    { x: 0, y: 0, layer: 0 },
    { x: 4, y: 0, layer: 0 },
    { x: 12, y: 0, layer: 1 },
    { x: 12, y: 0, layer: 0 },
    { x: 20, y: 0, layer: 0 },
  ];
  // Pairs: the row's ends 1-2, the row's middle 0 with 4 (under 3), and 3-5. Place 0 is freed
  // only from the side, once 1 and 2 have gone; 4 only from above, once 3 has gone.
  expect(playOut(places, [1, 0, 0, 2, 1, 2], [4, 2, 1, 5, 0, 3])).toEqual({ clears: true, stuck: [0, 0, 0, 0, 0, 0] });
});

test('a fixed pair whose tile lies on its partner never goes, nor what waits on it', () => {
  const stack: Place[] = [
    { x: 0, y: 0, layer: 0 },
    { x: 0, y: 0, layer: 1 },
    { x: 8, y: 0, layer: 0 },
    { x: 12, y: 0, layer: 0 },
  ];
  expect(playOut(stack, [0, 0, 1, 1], [1, 0, 3, 2])).toEqual({ clears: false, stuck: [1, 1, 0, 0] });
  expect(playOut(stack, [0, 1, 1, 0], [3, 2, 1, 0])).toEqual({ clears: true, stuck: [0, 0, 0, 0] });
});

test('an open group of four is looser than the rules: a tile goes once it and another of its group are free or gone', () => {
  // Face 0 on 0 and 2 (free), and on 1 lying on 3: the real game must pair 1 with 0 or 2 first.
  const places: Place[] = [
    { x: 0, y: 0, layer: 0 },
    { x: 12, y: 0, layer: 1 },
    { x: 8, y: 0, layer: 0 },
    { x: 12, y: 0, layer: 0 },
  ];
  expect(playOut(places, [0, 0, 0, 0])).toEqual({ clears: true, stuck: [0, 0, 0, 0] });
  // Fixed as 0-2 and 1-3, the pairing the real game cannot clear, it stays.
  expect(playOut(places, [0, 0, 0, 0], [2, 3, 0, 1])).toEqual({ clears: false, stuck: [0, 1, 0, 1] });
  // A free tile alone does not go: the other of its group is under a pair that never goes.
  expect(playOut([places[0]!, places[1]!, places[3]!, { x: 12, y: 0, layer: 2 }], [0, 1, 0, 1], [-1, 3, -1, 1]).clears).toBe(false);
  // An empty board clears.
  expect(playOut(places, [-1, -1, -1, -1])).toEqual({ clears: true, stuck: [0, 0, 0, 0] });
});
