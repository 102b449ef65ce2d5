/**
 * What Mahjong Deluxe saves after every move of a game in play (see games/kit/wallet/saved-round.ts):
 * the game's state and the time played so far, checked field by field when read back.
 */
import { EMPTY } from './board';
import type { GameState } from './game';
import { TURTLE } from './layout';
import { FACE_COUNT } from './tiles';

/** A game in play as saved: its state and the milliseconds played so far. */
export type MahjongSave = { game: GameState; playedMs: number };

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isPlace = (value: unknown): value is number => isCount(value) && value < TURTLE.length;
const isBoard = (value: unknown): boolean => Array.isArray(value) && value.length === TURTLE.length && value.every((face) => face === EMPTY || (isCount(face) && face < FACE_COUNT));
const isPlan = (value: unknown): boolean => value === null || (Array.isArray(value) && value.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every(isPlace)));
const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether `value` is a saved game this page can resume: a board of the turtle, its plan, history and help counts. */
export function isMahjongSave(value: unknown): value is MahjongSave {
  if (!isRecord(value) || !isCount(value.playedMs) || !isRecord(value.game)) return false;
  const game = value.game;
  const history = game.history;
  return (
    isBoard(game.board) &&
    (game.selected === null || isPlace(game.selected)) &&
    isPlan(game.plan) &&
    Array.isArray(history) &&
    history.every((step) => isRecord(step) && isBoard(step.board) && isPlan(step.plan)) &&
    isCount(game.hints) &&
    isCount(game.shuffles)
  );
}
