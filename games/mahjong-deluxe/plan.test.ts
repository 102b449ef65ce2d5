import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { availableMatches, canRemove, EMPTY, removePair, type Board } from './board';
import { dealTurtle } from './deal';
import { replan, searchOrder } from './plan';
import { clearsBoard } from './solution-check';

/** A turtle board with only the given faces on it, by place. */
const boardWith = (faces: Record<number, number>): Board => {
  const board = new Array<number>(144).fill(EMPTY);
  for (const [index, face] of Object.entries(faces)) board[Number(index)] = face;
  return board;
};

// Places of the turtle used below: the top row of the table (0 to 11, x = 2 to 24) and the bottom
// row (72 to 83); every second place of a row has no neighbours, so its tile is always free.
// Place 87 (layer 1) lies on place 13 (layer 0, second row).

test('removing a pair of the known order, its tiles picked in either order, keeps the rest of the order as it was', () => {
  const board = boardWith({ 0: 1, 2: 1, 8: 2, 10: 2, 72: 3, 74: 3 });
  const plan: [number, number][] = [
    [10, 8],
    [74, 72],
    [2, 0],
  ];
  const after = removePair(board, 72, 74);
  expect(replan(after, plan, 74, 72)).toEqual([plan[0], plan[2]]);
  expect(replan(after, plan, 72, 74)).toEqual([plan[0], plan[2]]);
  // The first pair, or the last, just as well.
  expect(replan(removePair(board, 8, 10), plan, 8, 10)).toEqual([plan[1], plan[2]]);
  expect(replan(removePair(board, 0, 2), plan, 2, 0)).toEqual([plan[0], plan[1]]);
});

test('after a pair across two pairs of the known order, the two tiles left are paired where the later pair was, the rest keep their turn', () => {
  // The known order: 8-10, 72-74, 0-2, 4-6; faces 1 (four tiles), 2 and 3. All tiles are free.
  const board = boardWith({ 8: 1, 10: 1, 72: 2, 74: 2, 0: 1, 2: 1, 4: 3, 6: 3 });
  const plan: [number, number][] = [
    [8, 10],
    [72, 74],
    [0, 2],
    [4, 6],
  ];
  expect(clearsBoard(board, plan)).toBe(true);
  // The player pairs 8 (of the first pair) with 0 (of the third).
  const after = removePair(board, 8, 0);
  const order = replan(after, plan, 8, 0);
  expect(order).toEqual([
    [72, 74],
    [2, 10],
    [4, 6],
  ]);
  expect(clearsBoard(after, order!)).toBe(true);
});

test('a pair of the known order that a tile left over closes in waits, and the later pairs of the order stay together', () => {
  // The known order: 0-10 (face 5), 1-2 (face 9), 4-6 (face 9), 8-72 (face 5). Places 0, 1 and 2
  // are side by side: 1 is free once 0 has gone, as the order has it.
  const board = boardWith({ 0: 5, 10: 5, 1: 9, 2: 9, 4: 9, 6: 9, 8: 5, 72: 5 });
  const plan: [number, number][] = [
    [0, 10],
    [1, 2],
    [4, 6],
    [8, 72],
  ];
  expect(clearsBoard(board, plan)).toBe(true);
  // The player pairs 10 with 72: the 0 left over keeps 1 closed in, so 1-2 cannot go second.
  const after = removePair(board, 10, 72);
  expect(canRemove(after, 1, 2)).toBe(false);
  const order = replan(after, plan, 10, 72);
  // Not 2 with 4 (free too): 4-6 stays a pair, and 1-2 goes once 0 has gone with 8.
  expect(order).toEqual([
    [4, 6],
    [0, 8],
    [1, 2],
  ]);
  expect(clearsBoard(after, order!)).toBe(true);
});

// Four tiles of one face: 0 and 2 on the top row, 13 with 87 lying on it. Taking 0 and 2 first
// leaves 87 on 13, a dead end; 87 must go with 0 or 2.
const trap = boardWith({ 0: 4, 2: 4, 13: 4, 87: 4 });

test('a search that runs into a dead end steps back and finds an order that clears the board', () => {
  expect(availableMatches(trap)[0]).toEqual([0, 2]);
  const order = searchOrder(trap, []);
  expect(order).toEqual([
    [0, 87],
    [2, 13],
  ]);
  expect(clearsBoard(trap, order!)).toBe(true);
});

test('a board no order can clear has no order', () => {
  expect(searchOrder(boardWith({ 13: 4, 87: 4, 0: 6, 2: 6 }), [])).toBeNull();
});

test('when its budget of positions runs out the search reports no order rather than a wrong one', () => {
  // The start, the dead end and the way through: three positions.
  expect(searchOrder(trap, [], 2)).toBeNull();
  expect(searchOrder(trap, [], 3)).toEqual([
    [0, 87],
    [2, 13],
  ]);
  // The old order leads straight through, so two positions are enough.
  expect(
    searchOrder(
      trap,
      [
        [0, 87],
        [2, 13],
      ],
      2,
    ),
  ).toEqual([
    [0, 87],
    [2, 13],
  ]);
  // Three pairs cleared one after another are three positions.
  const three = boardWith({ 0: 1, 2: 1, 4: 2, 6: 2, 8: 3, 10: 3 });
  expect(searchOrder(three, [], 2)).toBeNull();
  expect(clearsBoard(three, searchOrder(three, [], 3)!)).toBe(true);
});

test('after random pairs in and out of the known order, the order kept or found again clears the board', () => {
  let found = 0;
  let lost = 0;
  for (let seed = 0; seed < 10; seed++) {
    const random = seededRandom(900 + seed);
    const deal = dealTurtle(random);
    let board = deal.board;
    let plan: [number, number][] | null = deal.solution;
    for (let move = 0; move < 12 && plan; move++) {
      const matches = availableMatches(board);
      const [a, b] = matches[random.nextInt(matches.length)]!;
      const crosses = !plan.some(([p, q]) => (p === a && q === b) || (p === b && q === a));
      board = removePair(board, a, b);
      plan = replan(board, plan, a, b);
      if (plan) expect(clearsBoard(board, plan), `seed ${seed}, move ${move}`).toBe(true);
      if (crosses && plan) found += 1;
      if (crosses && !plan) lost += 1;
    }
  }
  // The loop alone would pass if no order were ever found: most of these searches find one.
  expect(found).toBeGreaterThan(lost);
});
