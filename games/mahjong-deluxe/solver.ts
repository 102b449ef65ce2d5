/**
 * A complete solver: from any position it finds an order of pairs that clears the board, or
 * proves that none does. It searches pairings rather than move orders. Freeing is one-way
 * (taking tiles away never blocks another), so a pair that is decided (a group's last two
 * tiles, or a pairing fixed earlier) is taken as soon as both tiles are free, and a group of four
 * all free goes in either pairing. What is left to choose is which tile of a group of four goes
 * with which, and the search branches on one group at a time:
 * - each pairing still open is tried in the loose play-out (`solver-play-out.ts`); one it
 *   cannot clear is ruled out;
 * - a free tile that holds no other back can wait for its partner at no cost (one option then);
 * - positions found hopeless are remembered; the group to branch on is one that a recent
 *   dead end involved, and the search starts again with a growing allowance of positions, so
 *   one early wrong turn does not cost the search its whole allowance.
 * Only NODE_CAP can end the search without an answer; reaching it is reported as `unknown`, never
 * as `none` (the figures measured on 1,000 positions are in docs/decisions/025).
 */
import { EMPTY, type Board } from './board';
import { TURTLE_NEIGHBOURS, type Neighbours } from './layout';
import { createPlayOut, holdsOf } from './solver-play-out';
import { FACE_COUNT, matchGroup } from './tiles';

/** Positions the search may branch from before it stops and reports `unknown`. */
export const NODE_CAP = 250_000;

/** Positions the first pass may branch from; each pass after it may branch from half as many again. */
const FIRST_PASS = 100;

/** An order that clears the board; none (proved); or unknown (the cap was reached). `nodes`: positions branched from. */
export type SolveResult = { kind: 'order'; order: [number, number][]; nodes: number } | { kind: 'none'; nodes: number } | { kind: 'unknown'; nodes: number };

/** How a search from a position ended: the board cleared (the order is on the path), no order, or the pass's allowance spent. */
type Outcome = 'cleared' | 'hopeless' | 'stopped';

/** A pairing of a group of four (a with b, c with d), and whether a-b is taken now or the pairing only fixed. */
type Option = { take: boolean; a: number; b: number; c: number; d: number };

/** The three pairings of a group of four, by which tile goes with its first: 0-1 2-3, 0-2 1-3, 0-3 1-2. */
const PAIRINGS = [
  [1, 2, 3],
  [2, 1, 3],
  [3, 1, 2],
] as const;

/** Solves `board` on the layout `neighbours` (the turtle by default); `cap` bounds the positions searched. */
export function solve(board: Board, { neighbours = TURTLE_NEIGHBOURS(), cap = NODE_CAP }: { neighbours?: readonly Neighbours[]; cap?: number } = {}): SolveResult {
  const size = neighbours.length;
  const holds = holdsOf(neighbours);
  const present = new Uint8Array(size);
  const group = new Int8Array(size);
  const count = new Int8Array(FACE_COUNT);
  board.forEach((face, place) => {
    if (face === EMPTY) return;
    present[place] = 1;
    group[place] = matchGroup(face);
    count[matchGroup(face)]! += 1;
  });
  if (count.some((tiles) => tiles > 4)) throw new RangeError('a matching group has more than four tiles');
  if (count.some((tiles) => tiles % 2 === 1)) return { kind: 'none', nodes: 0 };

  /** The fixed partner of each tile of a fixed group of four. */
  const partner = new Int16Array(size);
  const fixed = new Uint8Array(FACE_COUNT);
  /** The tiles of each group, in place order (listed afresh by listGroups). */
  const tiles = new Int16Array(FACE_COUNT * 4);
  /** Each tile's decided partner, -1 while its group's pairing is open: what the play-out reads. */
  const mate = new Int16Array(size);
  const playOut = createPlayOut(neighbours, present, group, mate);
  /** How often each group was part of a dead end lately: the search branches on the busiest. */
  const activity = new Float64Array(FACE_COUNT);
  let bump = 1;
  const path: number[] = [];
  const hopeless = new Set<string>();
  let left = count.reduce((sum, tiles) => sum + tiles, 0);
  let nodes = 0;
  let passEnd = 0;

  const isFree = (place: number) => {
    const n = neighbours[place]!;
    return n.above.every((other) => present[other] === 0) && (n.left.every((other) => present[other] === 0) || n.right.every((other) => present[other] === 0));
  };
  /** How many tiles the tile on `place` keeps from being free, or will once others go. */
  const holding = (place: number) => holds[place]!.reduce((sum, other) => sum + present[other]!, 0);
  const take = (a: number, b: number) => {
    present[a] = 0;
    present[b] = 0;
    count[group[a]!]! -= 2;
    left -= 2;
    path.push(a, b);
  };
  const takeBackTo = (length: number) => {
    while (path.length > length) {
      const b = path.pop()!;
      const a = path.pop()!;
      present[a] = 1;
      present[b] = 1;
      count[group[a]!]! += 2;
      left += 2;
    }
  };
  const fix = ({ a, b, c, d }: Option, on: 0 | 1) => {
    fixed[group[a]!] = on;
    partner[a] = b;
    partner[b] = a;
    partner[c] = d;
    partner[d] = c;
  };
  const blame = (g: number) => (activity[g]! += bump);
  /** After a dead end: later dead ends weigh more, so the search follows the latest. */
  const deadEnd = () => {
    bump *= 1.05;
    // Stryker disable all: scaling every weight down alike only keeps them finite; it never changes which is largest
    if (bump > 1e100) {
      activity.forEach((weight, g) => (activity[g] = weight / bump));
      bump = 1;
    }
    // Stryker restore all
  };
  const listGroups = () => {
    const listed = new Int8Array(FACE_COUNT);
    for (let place = 0; place < size; place++) if (present[place] === 1) tiles[group[place]! * 4 + listed[group[place]!]!++] = place;
  };
  const groupTiles = (g: number): [number, number, number, number] => [tiles[g * 4]!, tiles[g * 4 + 1]!, tiles[g * 4 + 2]!, tiles[g * 4 + 3]!];

  /** Takes every decided pair that is free, and every group of four that is all free, until none is left. */
  const takeDecided = () => {
    for (let taken = true; taken;) {
      taken = false;
      listGroups();
      for (let g = 0; g < FACE_COUNT; g++) {
        const [t0, t1, t2, t3] = groupTiles(g);
        const other = partner[t0] === t1 ? t2 : t1;
        if (count[g] === 2 && isFree(t0) && isFree(t1)) take(t0, t1);
        else if (count[g] === 4 && fixed[g] === 1 && isFree(t0) && isFree(partner[t0]!)) take(t0, partner[t0]!);
        else if (count[g] === 4 && fixed[g] === 1 && isFree(other) && isFree(partner[other]!)) take(other, partner[other]!);
        else if (count[g] === 4 && fixed[g] === 0 && [t0, t1, t2, t3].every(isFree)) {
          take(t0, t1);
          take(t2, t3);
        } else continue;
        taken = true;
      }
    }
  };

  /** The position as a key: for each place 0 when it is empty, else 1, or 2 plus the tile's partner in a fixed group of four. */
  const keyOf = () => String.fromCharCode(...Array.from(present, (on, place) => (on === 0 ? 0 : fixed[group[place]!] === 1 && count[group[place]!] === 4 ? 2 + partner[place]! : 1)));

  /** Fills `mate` with every decided pair: a group's last two tiles, and fixed pairings. */
  const markMates = () => {
    mate.fill(-1);
    for (let g = 0; g < FACE_COUNT; g++) {
      const [t0, t1, t2, t3] = groupTiles(g);
      if (count[g] === 2) {
        mate[t0] = t1;
        mate[t1] = t0;
      }
      if (count[g] === 4 && fixed[g] === 1) for (const t of [t0, t1, t2, t3]) mate[t] = partner[t]!;
    }
  };

  /** The pairings of open group `g` that the loose play-out can still clear. */
  const openPairings = (g: number): Omit<Option, 'take'>[] => {
    const four = groupTiles(g);
    const ways = PAIRINGS.map(([b, c, d]) => ({ a: four[0], b: four[b], c: four[c], d: four[d] })).filter((way) => {
      [mate[way.a], mate[way.b], mate[way.c], mate[way.d]] = [way.b, way.a, way.d, way.c];
      return playOut.run();
    });
    for (const t of four) mate[t] = -1;
    return ways;
  };

  /** The ways to go on from the group to branch on; null when the position is hopeless. */
  const options = (): Option[] | null => {
    markMates();
    if (!playOut.run()) {
      for (let place = 0; place < size; place++) if (playOut.stuck[place] === 1) blame(group[place]!);
      deadEnd();
      return null;
    }
    let best: Option[] | null = null;
    let bestWeight = -Infinity;
    for (let g = 0; g < FACE_COUNT; g++) {
      if (count[g] !== 4 || fixed[g] === 1) continue;
      const ways = openPairings(g);
      const free = groupTiles(g).filter(isFree);
      const found = free.length >= 2 ? choices(ways, free) : ways.length === 1 ? [{ take: false, ...ways[0]! }] : null;
      if (found?.length === 0 || ways.length === 0) {
        blame(g);
        deadEnd();
        return null;
      }
      // A group with one way left is decided: that comes first. Otherwise the busiest group, then the one with fewer ways.
      const weight = found?.length === 1 ? Infinity : activity[g]! - (found?.length ?? 0) / 8;
      if (found && weight > bestWeight) [best, bestWeight] = [found, weight];
    }
    return best;
  };

  /**
   * The options of a group with two or three free tiles. A free tile that holds no tile back
   * can wait for its partner at no cost: with three free, that one waits; with two such, each
   * waits for one of the others (either way round, they are alike).
   */
  const choices = (ways: Omit<Option, 'take'>[], free: number[]): Option[] => {
    const open = (place: number) => free.includes(place);
    const found = ways.map(({ a, b, c, d }): Option => (open(a) && open(b) ? { take: true, a, b, c, d } : open(c) && open(d) ? { take: true, a: c, b: d, c: a, d: b } : { take: false, a, b, c, d }));
    const idle = free.filter((place) => holding(place) === 0);
    if (free.length === 3 && idle.length > 0) return found.filter((option) => option.take && option.a !== idle[0] && option.b !== idle[0]);
    if (free.length === 2 && idle.length === 2) return found.filter((option) => !option.take).slice(0, 1);
    // Taking first, leaving to wait the tile that holds the fewest back.
    const waiting = (option: Option) => (option.take ? holding(open(option.c) ? option.c : option.d) : Infinity);
    return found.sort((x, y) => waiting(x) - waiting(y));
  };

  /** Searches on from the position on the board; what it took is put back unless it cleared the board. */
  const search = (): Outcome => {
    const length = path.length;
    takeDecided();
    if (left === 0) return 'cleared';
    const key = keyOf();
    const outcome = hopeless.has(key) ? 'hopeless' : nodes >= passEnd ? 'stopped' : branch(key);
    if (outcome !== 'cleared') takeBackTo(length);
    return outcome;
  };

  /** Tries each way on from the position: hopeless (and remembered) when none clears, unless the allowance ran out first. */
  const branch = (key: string): Outcome => {
    nodes += 1;
    for (const option of options() ?? []) {
      const before = path.length;
      if (option.take) take(option.a, option.b);
      else fix(option, 1);
      const outcome = search();
      if (outcome === 'cleared') return outcome;
      takeBackTo(before);
      if (!option.take) fix(option, 0);
      if (outcome === 'stopped') return outcome;
    }
    hopeless.add(key);
    return 'hopeless';
  };

  for (let pass = FIRST_PASS; ; pass = Math.ceil(pass * 1.5)) {
    passEnd = Math.min(nodes + pass, cap);
    const outcome = search();
    if (outcome === 'cleared') return { kind: 'order', order: Array.from({ length: path.length / 2 }, (_, k) => [path[2 * k]!, path[2 * k + 1]!]), nodes };
    if (outcome === 'hopeless') return { kind: 'none', nodes };
    if (nodes >= cap) return { kind: 'unknown', nodes };
  }
}
