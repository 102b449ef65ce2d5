import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { newGame } from './game';
import { isGinSave } from './saved-hand';

type Loose = Record<string, unknown> & { hands: { player: { rank: number; suit: string }[]; computer: unknown[] }; stock: unknown[]; discardPile: unknown[] };
const dealt = () => JSON.parse(JSON.stringify(newGame(seededRandom(9)))) as Loose;

test('a dealt hand, saved and read back as text, can be resumed, in every phase of a hand in play', () => {
  expect(isGinSave({ game: dealt() })).toBe(true);
  for (const phase of ['upcard-offer', 'draw', 'discard']) expect(isGinSave({ game: { ...dealt(), phase } })).toBe(true);
  expect(isGinSave({ game: { ...dealt(), takenDiscard: { rank: 13, suit: 'clubs' }, stockOnly: true, lastHand: { winner: 'player' } } })).toBe(true);
});

test('anything else is refused: a hand that is over, missing or wrong fields, and cards that are not one whole deck', () => {
  const g = dealt();
  const [first, ...rest] = g.hands.player;
  const broken: unknown[] = [
    null,
    { game: null },
    { game: [] },
    { state: g },
    ...['hand-over', 'game-over', 'deal'].map((phase) => ({ game: { ...g, phase } })),
    { game: { ...g, dealer: 'nobody' } },
    { game: { ...g, turn: 'dealer' } },
    { game: { ...g, hands: null } },
    { game: { ...g, hands: { ...g.hands, player: 'cards' } } },
    { game: { ...g, hands: { ...g.hands, computer: [null] } } },
    { game: { ...g, stock: {} } },
    { game: { ...g, discardPile: [{ rank: 0, suit: 'hearts' }] } },
    { game: { ...g, hands: { ...g.hands, player: [{ ...first, rank: 14 }, ...rest] } } },
    { game: { ...g, hands: { ...g.hands, player: [{ ...first, rank: 1.5 }, ...rest] } } },
    { game: { ...g, hands: { ...g.hands, player: [{ ...first, suit: 'stars' }, ...rest] } } },
    { game: { ...g, hands: { ...g.hands, player: rest } } },
    { game: { ...g, hands: { ...g.hands, player: [...rest, rest[0]] } } },
    { game: { ...g, stockOnly: 'no' } },
    { game: { ...g, takenDiscard: { rank: 3 } } },
    { game: { ...g, scores: { player: -1, computer: 0 } } },
    { game: { ...g, scores: null } },
    { game: { ...g, handsWon: { player: 0 } } },
    { game: { ...g, handNumber: 0 } },
    { game: { ...g, handNumber: 1.5 } },
    { game: { ...g, events: null } },
    { game: { ...g, lastHand: 'won' } },
    { game: { ...g, lastHand: [] } },
    { game: { ...g, result: { winner: 'player' } } },
  ];
  for (const value of broken) expect(isGinSave(value), JSON.stringify(value)?.slice(0, 100)).toBe(false);
});
