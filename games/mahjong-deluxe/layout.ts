/**
 * The classic "turtle" layout of GAMES.md, as places (x, y, layer) on a grid where a tile is 2
 * units wide and 2 tall. Everything the free-tile rule needs (which places lie on a place, which
 * lie against its left and right sides) is worked out once here, so the rules only look up lists.
 */

/** One place of the layout: its grid position and layer (0 is the table). */
export type Place = { readonly x: number; readonly y: number; readonly layer: number };

const row = (y: number, from: number, to: number, layer: number): Place[] => {
  const places: Place[] = [];
  for (let x = from; x <= to; x += 2) places.push({ x, y, layer });
  return places;
};

const square = (from: number, to: number, fromY: number, toY: number, layer: number): Place[] => {
  const places: Place[] = [];
  for (let y = fromY; y <= toY; y += 2) places.push(...row(y, from, to, layer));
  return places;
};

/** The 144 places of the turtle, layer by layer, as GAMES.md lists them. */
export const TURTLE: readonly Place[] = [
  ...row(0, 2, 24, 0),
  ...row(2, 6, 20, 0),
  ...row(4, 4, 22, 0),
  ...row(6, 2, 24, 0),
  ...row(8, 2, 24, 0),
  ...row(10, 4, 22, 0),
  ...row(12, 6, 20, 0),
  ...row(14, 2, 24, 0),
  { x: 0, y: 7, layer: 0 },
  { x: 26, y: 7, layer: 0 },
  { x: 28, y: 7, layer: 0 },
  ...square(8, 18, 2, 12, 1),
  ...square(10, 16, 4, 10, 2),
  ...square(12, 14, 6, 8, 3),
  { x: 13, y: 7, layer: 4 },
];

/** For each place (by index), the places that lie on it and those touching its left and right sides. */
export type Neighbours = { readonly above: number[]; readonly left: number[]; readonly right: number[] };

/** Two places overlap in rows when their vertical spans (2 units tall) share more than an edge. */
const rowsOverlap = (a: Place, b: Place) => Math.abs(a.y - b.y) < 2;

/**
 * The neighbours of every place of a layout: `above` holds places one layer up that overlap it;
 * `left` (`right`) holds places on the same layer that overlap its rows and sit right against its
 * left (right) side. A tile is free when no tile is on any `above` place and all of its `left` or
 * all of its `right` places are empty.
 */
export function neighboursOf(places: readonly Place[]): Neighbours[] {
  return places.map((place) => {
    const above: number[] = [];
    const left: number[] = [];
    const right: number[] = [];
    places.forEach((other, index) => {
      if (other.layer === place.layer + 1 && Math.abs(other.x - place.x) < 2 && rowsOverlap(other, place)) above.push(index);
      if (other.layer !== place.layer || !rowsOverlap(other, place)) return;
      if (other.x === place.x - 2) left.push(index);
      if (other.x === place.x + 2) right.push(index);
    });
    return { above, left, right };
  });
}

/** The turtle's neighbour lists, computed on first use (not at start-up). */
let turtleNeighbours: Neighbours[] | null = null;
export const TURTLE_NEIGHBOURS = (): Neighbours[] => (turtleNeighbours ??= neighboursOf(TURTLE));

/**
 * For each place, the places of its layer that lie anywhere to its left or right along chains of
 * side neighbours. A place with tiles somewhere on both sides can never be free again when it is
 * filled last, so the dealer never leaves one empty between two filled ones.
 */
export function rowMatesOf(neighbours: readonly Neighbours[]): { leftward: number[]; rightward: number[] }[] {
  const reach = (start: number, side: 'left' | 'right') => {
    const seen = new Set<number>();
    const queue = [...neighbours[start]![side]];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...neighbours[next]![side]);
    }
    return [...seen];
  };
  return neighbours.map((_, index) => ({ leftward: reach(index, 'left'), rightward: reach(index, 'right') }));
}

/** The places one layer down that a place rests on: what must be there before it can be. */
export function supportsOf(neighbours: readonly Neighbours[]): number[][] {
  const below: number[][] = neighbours.map(() => []);
  neighbours.forEach((n, index) => n.above.forEach((upper) => below[upper]!.push(index)));
  return below;
}
