import { expect, test } from 'vitest';
import { buildDeck } from '../kit/cards';
import { seededRandom, type RandomSource } from '../kit/random';
import { applyAction, type GinAction } from './actions';
import { containsCard, sameCard } from './card-identity';
import { nextComputerAction } from './computer-turn';
import { newGame, newHand } from './game';
import type { GinState } from './game-state';
import { legalMoves } from './legal-moves';
import { isValidMeld } from './melds';
import { PLAYERS, type PlayerId } from './players';
import { KNOCK_LIMIT, VOID_STOCK_COUNT } from './scoring';

/** Everything the rules promise about any reachable state. */
function checkInvariants(state: GinState, before: GinState) {
  const everything = [...state.hands.player, ...state.hands.computer, ...state.stock, ...state.discardPile];
  expect(everything).toHaveLength(52);
  expect(buildDeck().every((c) => containsCard(everything, c))).toBe(true);
  for (const seat of PLAYERS) {
    const size = state.phase === 'discard' && state.turn === seat ? 11 : 10;
    expect(state.hands[seat]).toHaveLength(size);
    expect(state.scores[seat]).toBeGreaterThanOrEqual(before.scores[seat]);
  }
  expect(state.stock.length).toBeGreaterThanOrEqual(VOID_STOCK_COUNT);
  const summary = state.lastHand;
  if (summary && summary !== before.lastHand) {
    for (const seat of PLAYERS) {
      const shown = summary.hands[seat];
      expect(shown.melds.every(isValidMeld)).toBe(true);
      expect([...shown.melds.flat(), ...shown.deadwood, ...shown.laidOff]).toHaveLength(10);
    }
    expect(summary.knockerMelds.every(isValidMeld)).toBe(true);
    if (summary.knocker) expect(summary.hands[summary.knocker].deadwoodTotal).toBeLessThanOrEqual(KNOCK_LIMIT);
    const gained = PLAYERS.map((seat) => state.scores[seat] - before.scores[seat]);
    expect(gained.reduce((a, b) => a + b, 0)).toBe(summary.points);
  }
}

type Chooser = (state: GinState, seat: PlayerId) => GinAction | null;

/** Plays one whole game, checking every state; returns the final state and how many hands were dealt. */
function playGame(seed: number, chooser: Record<PlayerId, Chooser>, check: (state: GinState) => void = () => {}) {
  const random = seededRandom(seed);
  let state = newGame(random, seed % 2 === 0 ? 'computer' : 'player');
  for (let steps = 0; state.phase !== 'game-over'; steps++) {
    if (steps > 20_000) throw new Error('the game did not end');
    check(state);
    const before = state;
    if (state.phase === 'hand-over') state = newHand(state, random);
    else {
      const action = chooser[state.turn](state, state.turn);
      if (!action) throw new Error(`no move in phase ${state.phase}`);
      state = applyAction(state, state.turn, action);
    }
    checkInvariants(state, before);
  }
  return state;
}

/** A scripted opponent: any legal move, picked at random (knocking whenever the dice say so). */
function randomLegalPlayer(random: RandomSource): Chooser {
  return (state, seat) => {
    const moves = legalMoves(state, seat);
    const options: GinAction[] = [
      ...(moves.canTakeUpcard ? [{ type: 'take-upcard' as const }] : []),
      ...(moves.canPassUpcard ? [{ type: 'pass-upcard' as const }] : []),
      ...(moves.canDrawStock ? [{ type: 'draw-stock' as const }] : []),
      ...(moves.canDrawDiscard ? [{ type: 'draw-discard' as const }] : []),
      ...moves.discardable.map((card) => ({ type: 'discard' as const, card })),
      ...moves.knockable.map(({ card }) => ({ type: 'knock' as const, card })),
    ];
    return options[random.nextInt(options.length)] ?? null;
  };
}

/** Every action either seat could try is refused exactly when legalMoves leaves it out. */
function checkLegalityAgreement(state: GinState) {
  for (const seat of PLAYERS) {
    const moves = legalMoves(state, seat);
    const tries: [GinAction, boolean][] = [
      [{ type: 'take-upcard' }, moves.canTakeUpcard],
      [{ type: 'pass-upcard' }, moves.canPassUpcard],
      [{ type: 'draw-stock' }, moves.canDrawStock],
      [{ type: 'draw-discard' }, moves.canDrawDiscard],
      ...state.hands[seat].map((card): [GinAction, boolean] => [{ type: 'discard', card }, containsCard(moves.discardable, card)]),
      ...state.hands[seat].map((card): [GinAction, boolean] => [{ type: 'knock', card }, moves.knockable.some((k) => sameCard(k.card, card))]),
    ];
    for (const [action, allowed] of tries) {
      if (allowed) expect(() => applyAction(state, seat, action)).not.toThrow();
      else expect(() => applyAction(state, seat, action)).toThrow(expect.objectContaining({ name: 'IllegalMoveError' }));
    }
  }
}

test('computer against computer plays whole seeded games to 100 through the state machine', () => {
  const computer: Chooser = (state, seat) => nextComputerAction(state, seat);
  for (const seed of [1, 2, 3, 4]) {
    const final = playGame(seed, { player: computer, computer });
    const { result } = final;
    expect(result).not.toBeNull();
    if (!result) continue;
    expect(final.scores[result.winner]).toBeGreaterThanOrEqual(100);
    expect(final.scores[result.loser]).toBeLessThan(100);
    expect(result.lines[result.winner].total).toBe(final.scores[result.winner] + final.handsWon[result.winner] * 25 + (result.shutout ? 200 : 100));
  }
});

test('the computer beats a random legal player, and every action agrees with legalMoves', () => {
  let computerWins = 0;
  for (const seed of [10, 11, 12]) {
    let checked = 0;
    const final = playGame(seed, { player: randomLegalPlayer(seededRandom(seed * 7)), computer: (state, seat) => nextComputerAction(state, seat) }, (state) => {
      if (checked++ < 150) checkLegalityAgreement(state);
    });
    if (final.result?.winner === 'computer') computerWins++;
  }
  expect(computerWins).toBe(3);
});
