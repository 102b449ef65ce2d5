/**
 * A quick proof that a position is hopeless: play it out greedily under looser rules, which
 * can only do better than the real ones. A fixed pair (a group's last two tiles, or a pairing
 * the solver has fixed) goes as soon as both of its tiles are free, as in a real game: freeing
 * is one-way, so taking a pair early never hurts. A tile of a group of four whose pairing is
 * open goes as soon as it is free and a second tile of its group is free or gone, more than the
 * rules allow. Any order that clears the real board can be followed in the loose game, so a
 * tile the loose game never frees cannot be cleared in the real one either.
 */
import type { Neighbours } from './layout';
import { FACE_COUNT } from './tiles';

const holdsCache = new WeakMap<readonly Neighbours[], number[][]>();
const [WAITING, FREE, GONE] = [0, 1, 2];

/** For each place, the places a tile on it can keep from being free: those it lies on and its side neighbours. */
export function holdsOf(neighbours: readonly Neighbours[]): readonly (readonly number[])[] {
  let holds = holdsCache.get(neighbours);
  if (!holds) {
    holds = neighbours.map((n) => [...n.left, ...n.right]);
    for (const [place, n] of neighbours.entries()) for (const upper of n.above) holds[upper]!.push(place);
    holdsCache.set(neighbours, holds);
  }
  return holds;
}

/** The loose game on one position, played again on demand as the position changes. */
export type PlayOut = {
  /** Whether every tile on the board goes in the loose game. */
  run(): boolean;
  /** After run: 1 for each place whose tile never went, 0 for the others. */
  readonly stuck: Uint8Array;
};

/**
 * The loose game on the board `present` marks: `group` gives each tile's matching group and
 * `mate` each tile's fixed partner, -1 for a tile of a group of four whose pairing is open.
 * Between runs tiles may leave `present` and come back (the solver's search), but none may
 * appear on a place that was empty when the play-out was made.
 */
export function createPlayOut(neighbours: readonly Neighbours[], present: Uint8Array, group: Int8Array, mate: Int16Array): PlayOut {
  const holds = holdsOf(neighbours);
  const size = neighbours.length;
  /** Each place: a tile not yet found free (WAITING), found free but still there (FREE), or gone (GONE, empty places too). */
  const state = new Uint8Array(size);
  const stuck = new Uint8Array(size);
  /**
   * Per group, the places its tiles start on (read when the play-out is made: a tile's group never
   * changes, only whether it is there), and how many of its open group's tiles were found free.
   */
  const members: number[][] = Array.from({ length: FACE_COUNT }, () => []);
  for (let place = 0; place < size; place++) if (present[place] === 1) members[group[place]!]!.push(place);
  const freeInGroup = new Int8Array(FACE_COUNT);
  /** Every tile once, and once more each time a tile it was held back by goes: never more than this. */
  const queue = new Int16Array(size + holds.reduce((sum, list) => sum + list.length, 0));

  const isFree = (place: number) => {
    const { above, left, right } = neighbours[place]!;
    for (const other of above) if (state[other] !== GONE) return false;
    // A tile still on its left: free only if its right side is open.
    for (const other of left) {
      if (state[other] === GONE) continue;
      for (const side of right) if (state[side] !== GONE) return false;
      return true;
    }
    return true;
  };

  const run = () => {
    let end = 0;
    freeInGroup.fill(0);
    for (let place = 0; place < size; place++) {
      state[place] = present[place] === 1 ? WAITING : GONE;
      if (state[place] !== GONE) queue[end++] = place;
    }
    const take = (place: number) => {
      state[place] = GONE;
      for (const other of holds[place]!) queue[end++] = other;
    };
    for (let next = 0; next < end; next++) {
      const place = queue[next]!;
      if (state[place] !== WAITING || !isFree(place)) continue;
      state[place] = FREE;
      const partner = mate[place]!;
      if (partner >= 0) {
        if (state[partner] !== FREE) continue;
        take(place);
        take(partner);
        continue;
      }
      freeInGroup[group[place]!]! += 1;
      // A tile of the group that is gone is not FREE: it was there when the play-out was made, and has been taken since.
      if (freeInGroup[group[place]!]! >= 2) for (const other of members[group[place]!]!) if (state[other] === FREE) take(other);
    }
    let clear = true;
    for (let place = 0; place < size; place++) {
      stuck[place] = state[place] === GONE ? 0 : 1;
      if (stuck[place] === 1) clear = false;
    }
    return clear;
  };
  return { run, stuck };
}
