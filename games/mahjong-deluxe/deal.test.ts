import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { availableMatches, EMPTY, removePair, tilesLeft } from './board';
import { dealTurtle, fillSolvable, reshuffle } from './deal';
import { neighboursOf, TURTLE, type Place } from './layout';
import { clearsBoard } from './solution-check';
import { FACE_COUNT, matchGroup } from './tiles';

const faceCounts = (board: readonly number[]) => {
  const counts = new Array<number>(FACE_COUNT).fill(0);
  for (const face of board) if (face !== EMPTY) counts[face]! += 1;
  return counts;
};

test('a deal puts the whole 144-tile set on the 144 places: four of each ordinary face, one of each season and flower', () => {
  const { board } = dealTurtle(seededRandom(1));
  expect(board).toHaveLength(TURTLE.length);
  expect(tilesLeft(board)).toBe(144);
  const counts = faceCounts(board);
  counts.forEach((count, face) => expect(count, `face ${face}`).toBe(face < 34 ? 4 : 1));
});

// About 2 s alone; the timeout only leaves room for a machine busy with other test files.
// Mutation testing (npm run test:mutation) reruns this for every mutant of the deal on slower,
// instrumented code: there fifty deals are enough to catch a broken deal, and the full thousand
// runs in npm test.
const DEALS = process.env.MUTATION_TESTING === '1' ? 50 : 1000;
test(`${DEALS === 1000 ? 'one thousand' : DEALS} seeded deals are all cleared by replaying their solution with the rules`, { timeout: 30_000 }, () => {
  for (let seed = 0; seed < DEALS; seed++) {
    const { board, solution } = dealTurtle(seededRandom(seed));
    expect(solution).toHaveLength(72);
    expect(clearsBoard(board, solution), `seed ${seed}`).toBe(true);
  }
});

test('deals differ from seed to seed and repeat for the same seed', () => {
  expect(dealTurtle(seededRandom(7)).board).toEqual(dealTurtle(seededRandom(7)).board);
  expect(dealTurtle(seededRandom(7)).board).not.toEqual(dealTurtle(seededRandom(8)).board);
});

test('a shuffle keeps the same tiles on the same places, and the board stays solvable', () => {
  for (let seed = 0; seed < 60; seed++) {
    const random = seededRandom(10_000 + seed);
    let { board } = dealTurtle(random);
    // Play some random matches first, so shuffles start from boards in mid-game.
    for (let move = 0; move < seed; move++) {
      const matches = availableMatches(board);
      if (matches.length === 0) break;
      const [a, b] = matches[random.nextInt(matches.length)]!;
      board = removePair(board, a, b);
    }
    const shuffled = reshuffle(board, random);
    if (!shuffled) continue;
    expect(shuffled.board.map((face) => face === EMPTY)).toEqual(board.map((face) => face === EMPTY));
    const groups = (b: readonly number[]) =>
      b
        .filter((f) => f !== EMPTY)
        .map(matchGroup)
        .sort((x, y) => x - y);
    expect(groups(shuffled.board)).toEqual(groups(board));
    expect(faceCounts(shuffled.board)).toEqual(faceCounts(board));
    expect(clearsBoard(shuffled.board, shuffled.solution), `seed ${seed}`).toBe(true);
  }
});

test('a shuffle refuses what no order of faces can clear: one tile resting on another', () => {
  const board = new Array<number>(144).fill(EMPTY);
  const top = TURTLE.findIndex((p) => p.layer === 4);
  const under = TURTLE.findIndex((p) => p.layer === 3);
  board[top] = 5;
  board[under] = 5;
  expect(reshuffle(board, seededRandom(3))).toBeNull();
});

test('the faces go to the places at random: the first pair of the order, the first hint, is not the same faces in every deal', () => {
  const firstFaces = new Set<number>();
  for (let seed = 0; seed < 10; seed++) {
    const { board, solution } = dealTurtle(seededRandom(seed));
    firstFaces.add(matchGroup(board[solution[0]![0]]!));
  }
  expect(firstFaces.size).toBeGreaterThan(1);
});

test('a shuffle fills the places on both sides of a gap in a row', () => {
  // Places 0, 1 and 3, 4 of the top row (x 2, 4 and 8, 10); place 2 between them is empty.
  const board = new Array<number>(144).fill(EMPTY);
  board[0] = 5;
  board[1] = 5;
  board[3] = 6;
  board[4] = 6;
  for (let seed = 0; seed < 5; seed++) {
    const shuffled = reshuffle(board, seededRandom(seed))!;
    expect(shuffled.board.map((face) => face === EMPTY)).toEqual(board.map((face) => face === EMPTY));
    expect(clearsBoard(shuffled.board, shuffled.solution)).toBe(true);
  }
});

test('a place may rest on a place that is left out of the fill: that one counts as there', () => {
  // Place 1 lies on place 0, which gets no tile; place 2 is on its own.
  const neighbours = neighboursOf([
    { x: 0, y: 0, layer: 0 },
    { x: 0, y: 0, layer: 1 },
    { x: 4, y: 0, layer: 0 },
  ]);
  const filled = fillSolvable(3, [1, 2], [[7, 7]], seededRandom(1), neighbours);
  expect(filled?.board).toEqual([EMPTY, 7, 7]);
  expect(filled?.solution.map((pair) => [...pair].sort((x, y) => x - y))).toEqual([[1, 2]]);
});

/**
 * A layout of `height` places stacked on each other beside `singles` places on their own: each
 * tile of the stack can only go with a single one, so the places can be filled just when there
 * are as many singles as stacked places.
 */
const stackBeside = (height: number, singles: number) => {
  const places: Place[] = [];
  for (let layer = 0; layer < height; layer++) places.push({ x: 0, y: 0, layer });
  for (let i = 0; i < singles; i++) places.push({ x: 4 + 4 * i, y: 0, layer: 0 });
  const pairs: [number, number][] = [];
  for (let face = 0; face < places.length / 2; face++) pairs.push([face, face]);
  return { neighbours: neighboursOf(places), targets: places.map((_, index) => index), pairs };
};

test('the dealer steps back out of a dead end: a stack of six beside six single places is filled for every seed', () => {
  // Filled at random without stepping back, this layout nearly always ends with stacked places left.
  const { neighbours, targets, pairs } = stackBeside(6, 6);
  for (let seed = 0; seed < 10; seed++) {
    const filled = fillSolvable(targets.length, targets, pairs, seededRandom(seed), neighbours);
    expect(filled, `seed ${seed}`).not.toBeNull();
    expect(clearsBoard(filled!.board, filled!.solution, neighbours)).toBe(true);
  }
});

test('the dealer gives up in good time on places that cannot be filled: a stack of 33 beside 31 single places', () => {
  // Every order of these places fails only near its end: without a limit on the steps tried,
  // giving up takes minutes.
  const { neighbours, targets, pairs } = stackBeside(33, 31);
  expect(fillSolvable(targets.length, targets, pairs, seededRandom(2), neighbours)).toBeNull();
});
