/**
 * Solvable deals, made by playing the layout backwards: starting from an empty layout, pairs of
 * places are filled one pair at a time, each pair only where both of its tiles would be free at
 * that moment. Played forwards, the reverse of that order removes every tile, so every deal comes
 * with a proof that it can be cleared. Shuffling the tiles still on the board is the same process
 * over the places they occupy.
 */
import { EMPTY, type Board } from './board';
import { rowMatesOf, supportsOf, TURTLE, TURTLE_NEIGHBOURS, type Neighbours } from './layout';
import type { RandomSource } from '../kit/random';
import { matchGroup, tilePairs } from './tiles';

/** A board and an order of pairs that clears it (the first pair is removed first). */
export type SolvableBoard = { board: Board; solution: [number, number][] };

/** How many fresh starts a fill may take before it gives up (the turtle rarely needs a second). */
const ATTEMPTS = 50;
/** Random tries of a step before stepping back, and steps in all before starting afresh. */
const TRIES = 2;
const NODE_BUDGET = 400;

/** What the dealer needs to know of a layout, worked out once per layout. */
type Shape = { neighbours: readonly Neighbours[]; supports: number[][]; rows: ReturnType<typeof rowMatesOf> };
const shapes = new WeakMap<readonly Neighbours[], Shape>();
const shapeOf = (neighbours: readonly Neighbours[]): Shape => {
  let shape = shapes.get(neighbours);
  // Stryker disable next-line ConditionalExpression: the shapes are a cache; working a shape out again gives an equal one (and never keeping one leaves it undefined, which every deal trips on)
  if (!shape) shapes.set(neighbours, (shape = { neighbours, supports: supportsOf(neighbours), rows: rowMatesOf(neighbours) }));
  return shape;
};

/** Fisher-Yates with the kit's random source. */
function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Chooses the places of each pair, last removed first, so that every tile is free when its pair
 * is removed: a place is filled only once what it rests on is filled, only with one side open,
 * and never so that an empty place is left with filled ones somewhere on both sides (it could
 * never be filled free). Returns the removal order, or null when it ran into a dead end.
 */
function fillOrder(targets: readonly number[], shape: Shape, random: RandomSource): [number, number][] | null {
  const { neighbours, supports, rows } = shape;
  const size = neighbours.length;
  const target = new Uint8Array(size);
  for (const index of targets) target[index] = 1;
  // Non-target places count as filled for support (their tiles are gone or were never needed).
  const filled = new Uint8Array(size);
  const filledLeftward = new Uint16Array(size);
  const filledRightward = new Uint16Array(size);
  const none = (places: readonly number[]) => {
    for (const p of places) if (filled[p] === 1) return false;
    return true;
  };
  /** Whether any empty target among `places` has a filled place counted in `counts`. */
  const shuts = (places: readonly number[], counts: Uint16Array) => {
    for (const u of places) if (counts[u]! > 0 && target[u] === 1 && filled[u] === 0) return true;
    return false;
  };
  const fill = (index: number, by: 1 | -1) => {
    filled[index] = by === 1 ? 1 : 0;
    // Stryker disable next-line ArithmeticOperator: the counts are only compared with 0, and counting down in a Uint16Array wraps to a value that is nonzero just when the count is
    for (const u of rows[index]!.rightward) filledLeftward[u] = filledLeftward[u]! + by;
    // Stryker disable next-line ArithmeticOperator: as above
    for (const u of rows[index]!.leftward) filledRightward[u] = filledRightward[u]! + by;
  };
  const isFreeNow = (index: number) => {
    const n = neighbours[index]!;
    return none(n.above) && (none(n.left) || none(n.right));
  };
  const supported = (index: number) => {
    for (const s of supports[index]!) if (filled[s] === 0 && target[s] === 1) return false;
    return true;
  };
  /**
   * Whether `index` may be filled now: what it rests on is filled, it would be free, and filling
   * it leaves no empty place with filled ones on both sides (checked without filling it).
   */
  const canFill = (index: number) => filled[index] === 0 && supported(index) && isFreeNow(index) && !shuts(rows[index]!.rightward, filledRightward) && !shuts(rows[index]!.leftward, filledLeftward);
  /** Whether `first` (filled) stays free once `index` is filled too: `index` neither lies on it nor closes its last open side. */
  const firstStaysFree = (first: number, index: number) => {
    fill(index, 1);
    const free = isFreeNow(first);
    fill(index, -1);
    return free;
  };
  const order: [number, number][] = [];
  let budget = NODE_BUDGET;
  /** Takes a random item out of `items` (so a retry picks another one). */
  const pick = (items: number[]) => {
    const i = random.nextInt(items.length);
    const item = items[i]!;
    items[i] = items[items.length - 1]!;
    items.pop();
    return item;
  };
  // Depth-first with a few random tries at each step: dead ends come near the end (the last
  // tiles of the top layers resting on each other), where stepping back a pair or two is enough.
  const extend = (): boolean => {
    if (order.length * 2 === targets.length) return true;
    const firsts = targets.filter(canFill);
    for (let tries = 0; tries < TRIES && firsts.length > 0 && budget-- > 0; tries++) {
      const first = pick(firsts);
      fill(first, 1);
      const seconds = targets.filter((index) => canFill(index) && firstStaysFree(first, index));
      if (seconds.length > 0) {
        const second = pick(seconds);
        fill(second, 1);
        order.push([first, second]);
        if (extend()) return true;
        order.pop();
        fill(second, -1);
      }
      fill(first, -1);
    }
    return false;
  };
  return extend() ? order.reverse() : null;
}

/**
 * Puts `pairs` (in random order) on `targets` of a layout so that the board can be cleared;
 * null when no order was found (a few tiles left stacked on each other cannot be).
 */
export function fillSolvable(
  size: number,
  targets: readonly number[],
  pairs: readonly [number, number][],
  random: RandomSource,
  neighbours: readonly Neighbours[] = TURTLE_NEIGHBOURS(),
): SolvableBoard | null {
  const shape = shapeOf(neighbours);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const order = fillOrder(targets, shape, random);
    if (!order) continue;
    const board = new Array<number>(size).fill(EMPTY);
    // The last pair removed was the first one filled: give pairs out in the order of filling.
    shuffled(pairs, random).forEach(([a, b], k) => {
      const [p, q] = order[order.length - 1 - k]!;
      board[p] = a;
      board[q] = b;
    });
    return { board, solution: order };
  }
  return null;
}

/** A new turtle deal of the full 144 tiles, with the order that clears it. */
export function dealTurtle(random: RandomSource): SolvableBoard {
  const pairs = tilePairs(shuffled([34, 35, 36, 37, 38, 39, 40, 41], random));
  return fillSolvable(
    TURTLE.length,
    TURTLE.map((_, index) => index),
    pairs,
    random,
  )!;
}

/**
 * The tiles still on the board, dealt again onto the same places so that they can be cleared;
 * null when the places left cannot hold a clearable board whatever the faces.
 */
export function reshuffle(board: Board, random: RandomSource): SolvableBoard | null {
  const targets = board.flatMap((face, index) => (face === EMPTY ? [] : [index]));
  const byGroup = new Map<number, number[]>();
  for (const index of targets) {
    const face = board[index]!;
    byGroup.set(matchGroup(face), [...(byGroup.get(matchGroup(face)) ?? []), face]);
  }
  const pairs: [number, number][] = [];
  for (const faces of byGroup.values()) {
    const mixed = shuffled(faces, random);
    for (let i = 0; i + 1 < mixed.length; i += 2) pairs.push([mixed[i]!, mixed[i + 1]!]);
  }
  return fillSolvable(board.length, targets, pairs, random);
}
