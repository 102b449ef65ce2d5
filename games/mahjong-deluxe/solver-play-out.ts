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

/** For each place, the places a tile on it can keep from being free: those it lies on and its side neighbours. */
export function holdsOf(neighbours: readonly Neighbours[]): readonly (readonly number[])[] {
  let holds = holdsCache.get(neighbours);
  if (!holds) {
    const found: number[][] = neighbours.map((n) => [...n.left, ...n.right]);
    neighbours.forEach((n, place) => n.above.forEach((upper) => found[upper]!.push(place)));
    holdsCache.set(neighbours, (holds = found));
  }
  return holds;
}

/** The loose game on one position, played again on demand as the position changes. */
export type PlayOut = {
  /** Whether every tile on the board goes in the loose game. */
  run(): boolean;
  /** After run: 0 for each place whose tile never went, 1 for the others. */
  readonly gone: Uint8Array;
};

/**
 * The loose game on the board `present` marks: `group` gives each tile's matching group and
 * `mate` each tile's fixed partner, -1 for a tile of a group of four whose pairing is open.
 */
export function createPlayOut(neighbours: readonly Neighbours[], present: Uint8Array, group: Int8Array, mate: Int16Array): PlayOut {
  const size = neighbours.length;
  const holds = holdsOf(neighbours);
  const gone = new Uint8Array(size);
  /** Tiles found free (they stay free); and, per open group, how many of its tiles were found free. */
  const free = new Uint8Array(size);
  const freeInGroup = new Int8Array(FACE_COUNT);
  // Every tile once, and once more each time a tile it was held back by goes.
  const queue = new Int16Array(holds.reduce((sum, held) => sum + held.length, size));
  const members = new Int16Array(FACE_COUNT * 4);
  const memberCount = new Int8Array(FACE_COUNT);

  const isFree = (place: number) => {
    const { above, left, right } = neighbours[place]!;
    for (const other of above) if (gone[other] === 0) return false;
    if (left.every((other) => gone[other] === 1)) return true;
    return right.every((other) => gone[other] === 1);
  };

  const run = () => {
    memberCount.fill(0);
    freeInGroup.fill(0);
    free.fill(0);
    let tail = 0;
    let left = 0;
    for (let place = 0; place < size; place++) {
      gone[place] = 1 - present[place]!;
      if (gone[place] === 1) continue;
      left += 1;
      queue[tail++] = place;
      if (mate[place]! < 0) members[group[place]! * 4 + memberCount[group[place]!]!++] = place;
    }
    const take = (place: number) => {
      gone[place] = 1;
      left -= 1;
      for (const other of holds[place]!) if (gone[other] === 0) queue[tail++] = other;
    };
    for (let head = 0; head < tail; head++) {
      const place = queue[head]!;
      if (gone[place] === 1 || free[place] === 1 || !isFree(place)) continue;
      free[place] = 1;
      const partner = mate[place]!;
      if (partner >= 0) {
        if (free[partner] === 1) {
          take(place);
          take(partner);
        }
        continue;
      }
      const g = group[place]!;
      freeInGroup[g]! += 1;
      if (freeInGroup[g]! < 2) continue;
      for (let k = g * 4; k < g * 4 + memberCount[g]!; k++) if (free[members[k]!] === 1 && gone[members[k]!] === 0) take(members[k]!);
    }
    return left === 0;
  };
  return { run, gone };
}
