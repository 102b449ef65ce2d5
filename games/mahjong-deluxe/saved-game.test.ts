import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { EMPTY } from './board';
import { hintPair, newGame, pick, withHint } from './game';
import { isMahjongSave } from './saved-game';

const played = () => {
  let game = newGame(seededRandom(5));
  const [a, b] = hintPair(game)!;
  game = withHint(game);
  game = pick(pick(game, a).state, b).state;
  return JSON.parse(JSON.stringify({ game: { ...game, selected: 7 }, playedMs: 61_500 })) as { game: Record<string, unknown>; playedMs: number };
};

test('a game in play, saved and read back as text, is one the page can resume', () => {
  expect(isMahjongSave(played())).toBe(true);
  expect(isMahjongSave({ ...played(), game: { ...played().game, selected: null, plan: null, history: [] } })).toBe(true);
  expect(isMahjongSave({ ...played(), playedMs: 0 })).toBe(true);
  expect(isMahjongSave({ ...played(), game: { ...played().game, selected: 143, plan: [[0, 143]], board: played().game.board } })).toBe(true);
});

test('anything else is refused: missing or out-of-range fields, a board of the wrong size, bad faces, places, plans or history', () => {
  const good = played();
  const board = good.game.board as number[];
  const broken: unknown[] = [
    null,
    [],
    'game',
    { game: good.game },
    { ...good, playedMs: -1 },
    { ...good, playedMs: 1.5 },
    { ...good, game: null },
    { ...good, game: [] },
    { ...good, game: { ...good.game, board: board.slice(1) } },
    { ...good, game: { ...good.game, board: [...board.slice(1), 42] } },
    { ...good, game: { ...good.game, board: [...board.slice(1), -2] } },
    { ...good, game: { ...good.game, board: [...board.slice(1), 1.5] } },
    { ...good, game: { ...good.game, board: 'tiles' } },
    { ...good, game: { ...good.game, selected: 144 } },
    { ...good, game: { ...good.game, selected: -1 } },
    { ...good, game: { ...good.game, selected: undefined } },
    { ...good, game: { ...good.game, plan: [[0, 144]] } },
    { ...good, game: { ...good.game, plan: [[0]] } },
    { ...good, game: { ...good.game, plan: [[0, 1, 2]] } },
    { ...good, game: { ...good.game, plan: [null] } },
    { ...good, game: { ...good.game, plan: 'order' } },
    { ...good, game: { ...good.game, history: null } },
    { ...good, game: { ...good.game, history: [null] } },
    { ...good, game: { ...good.game, history: [[]] } },
    { ...good, game: { ...good.game, history: [{ board: board.slice(1), plan: null }] } },
    { ...good, game: { ...good.game, history: [{ board, plan: 'x' }] } },
    { ...good, game: { ...good.game, hints: -1 } },
    { ...good, game: { ...good.game, hints: '2' } },
    { ...good, game: { ...good.game, shuffles: 0.5 } },
  ];
  for (const value of broken) expect(isMahjongSave(value), JSON.stringify(value)?.slice(0, 120)).toBe(false);
  expect(isMahjongSave({ ...good, game: { ...good.game, board: board.map(() => EMPTY) } })).toBe(true);
  expect(isMahjongSave({ ...good, game: { ...good.game, board: [...board.slice(1), 41] } })).toBe(true);
});
