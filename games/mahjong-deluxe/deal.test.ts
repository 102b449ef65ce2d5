import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { availableMatches, EMPTY, removePair, tilesLeft } from './board';
import { dealTurtle, reshuffle } from './deal';
import { TURTLE } from './layout';
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
    const groups = (b: readonly number[]) => b.filter((f) => f !== EMPTY).map(matchGroup).sort((x, y) => x - y);
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
