import { expect, test } from 'vitest';
import type { Card } from '../kit/cards';
import { allowedStakes } from '../kit/wallet/wallet';
import { BET_LIMITS, bankerDraws, cardValue, handTotal, PAYOUTS, playCoup, playerDraws, settle, type Side } from './rules';

/** A card of the given rank (suits never matter in baccarat). */
const card = (rank: number): Card => ({ rank, suit: 'hearts' });
const ranks = (cards: readonly Card[]) => cards.map((c) => c.rank);

/** A draw that deals exactly these ranks in order and fails the test if asked for more. */
function scripted(...order: number[]) {
  const queue = [...order];
  const draw = () => {
    const rank = queue.shift();
    if (rank === undefined) throw new Error('the coup drew more cards than scripted');
    return card(rank);
  };
  return { draw, left: () => queue.length };
}

test('card values: ace 1, two to nine at face value, ten and court cards 0', () => {
  const values = Array.from({ length: 13 }, (_, i) => cardValue(card(i + 1)));
  expect(values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
});

test('a hand total is the sum of values mod 10', () => {
  expect(handTotal([])).toBe(0);
  expect(handTotal([card(7), card(8)])).toBe(5);
  expect(handTotal([card(13), card(9)])).toBe(9);
  expect(handTotal([card(5), card(5)])).toBe(0);
  expect(handTotal([card(9), card(9), card(9)])).toBe(7);
  expect(handTotal([card(10), card(11), card(12)])).toBe(0);
});

test('the player draws on 0-5 and stands on 6-7', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
});

// D = banker draws, S = banker stands. Columns: player stood (null), then player's third card 0..9.
const BANKER_TABLE: Record<number, string> = {
  //  null 0 1 2 3 4 5 6 7 8 9
  0: 'D DDDDDDDDDD',
  1: 'D DDDDDDDDDD',
  2: 'D DDDDDDDDDD',
  3: 'D DDDDDDDDSD',
  4: 'D SSDDDDDDSS',
  5: 'D SSSSDDDDSS',
  6: 'S SSSSSSDDSS',
  7: 'S SSSSSSSSSS',
};

test('the banker rule matches the GAMES.md table in every one of its 88 cells', () => {
  let cells = 0;
  for (let total = 0; total <= 7; total++) {
    const [stood, ...byThird] = BANKER_TABLE[total]!.replace(' ', '').split('');
    expect(bankerDraws(total, null), `banker ${total}, player stood`).toBe(stood === 'D');
    cells++;
    byThird.forEach((cell, p3) => {
      expect(bankerDraws(total, p3), `banker ${total}, player third card ${p3}`).toBe(cell === 'D');
      cells++;
    });
  }
  expect(cells).toBe(88);
});

test('naturals: a natural on either side means neither hand draws', () => {
  // Deal order is P, B, P, B.
  const tie = scripted(4, 13, 5, 9); // player 4+5 = 9, banker K+9 = 9
  expect(playCoup(tie.draw)).toMatchObject({ playerTotal: 9, bankerTotal: 9, natural: true, winner: 'tie' });
  expect(tie.left()).toBe(0);

  const playerEight = scripted(8, 1, 10, 2); // player 8 against banker 3, who would otherwise draw
  const first = playCoup(playerEight.draw);
  expect(first).toMatchObject({ playerTotal: 8, bankerTotal: 3, natural: true, winner: 'player' });
  expect(first.banker).toHaveLength(2);

  const bankerNine = scripted(10, 4, 12, 5); // banker 9 against player 0, who would otherwise draw
  const second = playCoup(bankerNine.draw);
  expect(second).toMatchObject({ playerTotal: 0, bankerTotal: 9, natural: true, winner: 'banker' });
  expect(second.player).toHaveLength(2);

  const eightVsNine = scripted(3, 6, 5, 3); // player 8, banker 9
  expect(playCoup(eightVsNine.draw)).toMatchObject({ playerTotal: 8, bankerTotal: 9, winner: 'banker' });
});

test('the player draws on 5 and the banker stands on 7', () => {
  const coup = playCoup(scripted(2, 3, 3, 4, 4).draw); // player 2+3 = 5 draws a 4; banker 3+4 = 7
  expect(ranks(coup.player)).toEqual([2, 3, 4]);
  expect(ranks(coup.banker)).toEqual([3, 4]);
  expect(coup).toMatchObject({ playerTotal: 9, bankerTotal: 7, natural: false, winner: 'player' });
});

test('banker 3 stands when the player third card is an 8, and draws on a 9', () => {
  const stands = playCoup(scripted(1, 2, 1, 1, 8).draw); // player A+A = 2 draws 8; banker 2+A = 3
  expect(ranks(stands.banker)).toEqual([2, 1]);
  expect(stands).toMatchObject({ playerTotal: 0, bankerTotal: 3, winner: 'banker' });

  const draws = playCoup(scripted(1, 2, 1, 1, 9, 5).draw); // same, but the player's third is a 9
  expect(ranks(draws.banker)).toEqual([2, 1, 5]);
  expect(draws).toMatchObject({ playerTotal: 1, bankerTotal: 8, winner: 'banker' });
});

test('when the player stands the banker draws on 0-5 and stands on 6', () => {
  const bankerFive = playCoup(scripted(6, 2, 13, 3, 3).draw); // player 6 stands; banker 5 draws a 3
  expect(ranks(bankerFive.player)).toEqual([6, 13]);
  expect(bankerFive).toMatchObject({ playerTotal: 6, bankerTotal: 8, winner: 'banker' });

  const bankerSix = playCoup(scripted(7, 6, 10, 10).draw); // player 7, banker 6: both stand
  expect(bankerSix).toMatchObject({ playerTotal: 7, bankerTotal: 6, natural: false, winner: 'player' });

  const sixAll = scripted(3, 4, 3, 2); // player 6, banker 6: both stand, a tie without naturals
  expect(playCoup(sixAll.draw)).toMatchObject({ playerTotal: 6, bankerTotal: 6, natural: false, winner: 'tie' });
  expect(sixAll.left()).toBe(0);
});

test('court cards count 0: both draw, and banker 6 draws on a player third card of 7', () => {
  const zero = playCoup(scripted(10, 12, 11, 13, 13, 5).draw); // 0 v 0; player draws K; banker draws 5
  expect(zero).toMatchObject({ playerTotal: 0, bankerTotal: 5, winner: 'banker' });
  expect(zero.player).toHaveLength(3);
  expect(zero.banker).toHaveLength(3);

  const six = playCoup(scripted(1, 3, 1, 3, 7, 2).draw); // player 2 draws 7 → 9; banker 6 draws 2 → 8
  expect(six).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
});

test('settle: every bet against every winner, with a stake of 20', () => {
  const expected: Record<Side, Record<Side, [number, number, string]>> = {
    player: { player: [40, 20, 'win'], banker: [0, -20, 'lose'], tie: [20, 0, 'push'] },
    banker: { player: [0, -20, 'lose'], banker: [39, 19, 'win'], tie: [20, 0, 'push'] },
    tie: { player: [0, -20, 'lose'], banker: [0, -20, 'lose'], tie: [180, 160, 'win'] },
  };
  for (const side of ['player', 'banker', 'tie'] as const) {
    for (const winner of ['player', 'banker', 'tie'] as const) {
      const [payout, net, outcome] = expected[side][winner];
      expect(settle({ side, amount: 20 }, winner), `${side} bet, ${winner} wins`).toEqual({ payout, net, outcome });
    }
  }
});

test('a banker win pays exactly 95% of every allowed stake, never rounded', () => {
  for (const amount of allowedStakes(BET_LIMITS)) {
    const { net } = settle({ side: 'banker', amount }, 'banker');
    expect(net * 100).toBe(amount * 95);
  }
  expect(settle({ side: 'banker', amount: 1_000 }, 'banker').payout).toBe(1_950);
});

test('stakes outside the limits or off the 20-coin steps are refused', () => {
  for (const amount of [0, -20, 10, 30, 25, 2.5, 1_020, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(() => settle({ side: 'player', amount }, 'player'), String(amount)).toThrow(RangeError);
  }
});

test('the published pays name every side', () => {
  expect(PAYOUTS).toEqual([
    { side: 'player', pays: '1:1' },
    { side: 'banker', pays: '0.95:1' },
    { side: 'tie', pays: '8:1' },
  ]);
});

test('a refused stake is named, with the stakes the game takes', () => {
  expect(() => settle({ side: 'banker', amount: 30 }, 'banker')).toThrow('a Baccarat stake is a multiple of 20 from 20 to 1000 coins, not 30');
});
