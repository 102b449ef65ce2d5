import { expect, test } from 'vitest';
import { nextComputerAction, playComputerTurn } from './computer-turn';
import { card, makeState, notation } from './test-fixtures';

const player = '2S 3S 4S 5H 6H 7H 9C 9D QH KD';

test('takes a discard that completes a meld, then throws its highest useless card', () => {
  const state = makeState({ turn: 'computer', discardPile: '8C', hands: { player, computer: '8H 8D 2C 3C 4C JS JH 10D KC 5S' } });
  expect(nextComputerAction(state)).toEqual({ type: 'draw-discard' });
  const after = playComputerTurn(state);
  expect(after).toMatchObject({ phase: 'draw', turn: 'player' });
  expect(after.events.map((e) => e.type)).toEqual(['draw-discard', 'discard']);
  expect(after.discardPile.at(-1)).toEqual(card('KC'));
  expect(notation(after.hands.computer)).toContain('8C');
});

test('draws from the stock when the discard is no use', () => {
  const state = makeState({ turn: 'computer', discardPile: 'QC', hands: { player, computer: '8H 8D 2C 3C 4C JS JH 10D KC 5S' } });
  const after = playComputerTurn(state);
  expect(after.events[0]).toEqual({ player: 'computer', type: 'draw-stock' });
  expect(after.hands.computer).toHaveLength(10);
  expect(after.turn).toBe('player');
});

test('passes an upcard it cannot use, leaving the offer with the player', () => {
  const state = makeState({ phase: 'upcard-offer', turn: 'computer', dealer: 'player', discardPile: 'QC', hands: { player, computer: '8H 8D 2C 3C 4C JS JH 10D KC 5S' } });
  const after = playComputerTurn(state);
  expect(after).toMatchObject({ phase: 'upcard-offer', turn: 'player' });
});

test('knocks as soon as it can', () => {
  const state = makeState({ turn: 'computer', discardPile: '7C', hands: { player, computer: '2C 3C 4C 8S 8D 8C 5C 6C 9H KH' } });
  const after = playComputerTurn(state);
  expect(after.phase).toBe('hand-over');
  expect(after.lastHand?.knocker).toBe('computer');
  expect(after.events.map((e) => e.type)).toEqual(['draw-discard', 'knock']);
  expect(after.lastHand?.knockCard).toEqual(card('KH'));
  expect(after.lastHand?.hands.computer.deadwoodTotal).toBe(9);
});

test('does nothing when it is not its move', () => {
  const state = makeState({ hands: { player, computer: '8H 8D 2C 3C 4C JS JH 10D KC 5S' } });
  expect(nextComputerAction(state)).toBeNull();
  expect(playComputerTurn(state)).toBe(state);
  expect(nextComputerAction({ ...state, phase: 'hand-over', turn: 'computer' })).toBeNull();
});

test('takes an upcard that completes a meld', () => {
  const state = makeState({ phase: 'upcard-offer', turn: 'computer', dealer: 'player', discardPile: '8C', hands: { player, computer: '8H 8D 2C 3C 4C JS JH 10D KC 5S' } });
  expect(nextComputerAction(state)).toEqual({ type: 'take-upcard' });
  const after = playComputerTurn(state);
  expect(after.events.map((e) => e.type)).toEqual(['take-upcard', 'discard']);
  expect(notation(after.hands.computer)).toContain('8C');
});
