import { expect, test } from 'vitest';
import { applyAction, discard, drawDiscard, drawStock, knock, passUpcard, takeUpcard } from './actions';
import { topDiscard, type GinState } from './game-state';
import { card, cards, makeState, notation, oneKnockFromTheEnd } from './test-fixtures';

const PLAYER_HAND = '2S 3S 4S 5H 6H 7H 9C 9D 9H KD';
const COMPUTER_HAND = 'KS KH QD QC JS JH 10D 10C 8S 8D';

function offer(): GinState {
  return makeState({ phase: 'upcard-offer', turn: 'player', discardPile: 'AD', hands: { player: PLAYER_HAND, computer: COMPUTER_HAND } });
}

const illegal = (reason: string) => expect.objectContaining({ name: 'IllegalMoveError', reason });

test('the non-dealer may take the upcard, then must discard a different card', () => {
  const taken = takeUpcard(offer(), 'player');
  expect(taken).toMatchObject({ phase: 'discard', turn: 'player', takenDiscard: card('AD'), discardPile: [] });
  expect(taken.hands.player).toHaveLength(11);
  expect(() => discard(taken, 'player', card('AD'))).toThrow(illegal('just-taken-discard'));
  const after = discard(taken, 'player', card('KD'));
  expect(after).toMatchObject({ phase: 'draw', turn: 'computer', takenDiscard: null, discardPile: [card('KD')] });
});

test('after the non-dealer passes, the dealer is offered the upcard', () => {
  const passed = passUpcard(offer(), 'player');
  expect(passed).toMatchObject({ phase: 'upcard-offer', turn: 'computer' });
  const taken = takeUpcard(passed, 'computer');
  const after = discard(taken, 'computer', card('KS'));
  expect(after).toMatchObject({ phase: 'draw', turn: 'player' });
});

test('when both pass, the non-dealer must draw from the stock', () => {
  const bothPassed = passUpcard(passUpcard(offer(), 'player'), 'computer');
  expect(bothPassed).toMatchObject({ phase: 'draw', turn: 'player', stockOnly: true });
  expect(() => drawDiscard(bothPassed, 'player')).toThrow(illegal('stock-only'));
  const drawn = drawStock(bothPassed, 'player');
  expect(drawn).toMatchObject({ phase: 'discard', stockOnly: false, takenDiscard: null });
  expect(drawn.stock).toHaveLength(bothPassed.stock.length - 1);
  expect(drawn.hands.player.at(-1)).toEqual(bothPassed.stock.at(-1));
});

test('moves out of turn or out of phase are refused', () => {
  expect(() => takeUpcard(offer(), 'computer')).toThrow(illegal('not-your-turn'));
  expect(() => drawStock(offer(), 'player')).toThrow(illegal('wrong-phase'));
  expect(() => discard(offer(), 'player', card('KD'))).toThrow(illegal('wrong-phase'));
  const drawing = makeState({ discardPile: 'AD', hands: { player: PLAYER_HAND, computer: COMPUTER_HAND } });
  expect(() => passUpcard(drawing, 'player')).toThrow(illegal('wrong-phase'));
  const drawn = drawStock(drawing, 'player');
  expect(() => drawStock(drawn, 'player')).toThrow(illegal('wrong-phase'));
  expect(() => discard(drawn, 'player', card('QH'))).toThrow(illegal('card-not-in-hand'));
});

test('a card taken from the discard pile cannot go straight back, but can on a later turn', () => {
  const drawing = makeState({ discardPile: '8C QH', hands: { player: PLAYER_HAND, computer: COMPUTER_HAND } });
  const taken = drawDiscard(drawing, 'player');
  expect(taken.takenDiscard).toEqual(card('QH'));
  expect(topDiscard(taken)).toEqual(card('8C'));
  expect(() => discard(taken, 'player', card('QH'))).toThrow(illegal('just-taken-discard'));
  expect(() => knock(taken, 'player', card('QH'))).toThrow(illegal('just-taken-discard'));
  const later = { ...discard(taken, 'player', card('KD')), turn: 'player' as const, phase: 'discard' as const };
  expect(discard(later, 'player', card('QH')).discardPile.at(-1)).toEqual(card('QH'));
});

test('knocking needs 10 or less deadwood after the discard', () => {
  const tooHigh = makeState({ phase: 'discard', hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D QH KD 3C', computer: COMPUTER_HAND } });
  expect(() => knock(tooHigh, 'player', card('KD'))).toThrow(illegal('deadwood-too-high'));
  const atTen = makeState({ phase: 'discard', hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D 9H QH KD', computer: COMPUTER_HAND } });
  const over = knock(atTen, 'player', card('KD'));
  expect(over.phase).toBe('hand-over');
  expect(over.lastHand).toMatchObject({ knocker: 'player', knockCard: card('KD') });
  expect(over.lastHand?.hands.player.deadwoodTotal).toBe(10);
  expect(over.discardPile.at(-1)).toEqual(card('KD'));
});

test('a knock scores the difference after the defender lays off', () => {
  const state = makeState({ phase: 'discard', hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD KC', computer: '5S 6S 8H 4H 9S KS QD JC 10C 2D' } });
  const over = knock(state, 'player', card('KC'));
  const summary = over.lastHand;
  expect(summary).toMatchObject({ outcome: 'knock', knocker: 'player', winner: 'player' });
  expect(notation(summary?.hands.computer.laidOff ?? [])).toBe('4H 5S 6S 8H 9S');
  expect(summary?.hands.computer.deadwoodTotal).toBe(10 + 10 + 10 + 10 + 2);
  expect(summary?.points).toBe(42 - 1);
  expect(summary?.knockerMelds.map(notation)).toEqual(['2S 3S 4S 5S 6S', '4H 5H 6H 7H 8H', '9C 9D 9H 9S']);
  expect(over.scores).toEqual({ player: 41, computer: 0 });
  expect(over.handsWon).toEqual({ player: 1, computer: 0 });
});

test('an undercut gives the defender the difference plus 25', () => {
  const state = makeState({ phase: 'discard', turn: 'computer', hands: { computer: '2S 3S 4S 5H 6H 7H 9C 9D 9H 8C KC', player: 'AC AD AH 2C 3C 4C JS QS KS 2H' } });
  const over = knock(state, 'computer', card('KC'));
  expect(over.lastHand).toMatchObject({ outcome: 'undercut', knocker: 'computer', winner: 'player', points: 8 - 2 + 25 });
});

test('gin scores 25 plus all the defender deadwood, with no layoffs', () => {
  const state = makeState({ phase: 'discard', hands: { player: '2S 3S 4S 5S 5H 6H 7H 9C 9D 9H KC', computer: '6S 8H 9S KS QD JC 10C 2D 3D 4D' } });
  const over = knock(state, 'player', card('KC'));
  expect(over.lastHand).toMatchObject({ outcome: 'gin', winner: 'player' });
  expect(over.lastHand?.hands.computer.laidOff).toEqual([]);
  expect(over.lastHand?.hands.computer.deadwoodTotal).toBe(6 + 8 + 9 + 10 + 10 + 10 + 10);
  expect(over.lastHand?.points).toBe(25 + 63);
});

test('the hand is void when a discard leaves 2 cards in the stock, but a knock is still allowed', () => {
  const state = makeState({ stockCount: 3, discardPile: '2C', hands: { player: 'KS KH QD QC JS JH 10D 10C 8S 8D', computer: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD' } });
  const drawn = drawStock(state, 'player');
  expect(drawn.stock).toHaveLength(2);
  const over = discard(drawn, 'player', drawn.hands.player.at(-1) ?? card('KS'));
  expect(over.phase).toBe('hand-over');
  expect(over.lastHand).toMatchObject({ outcome: 'void', winner: null, knocker: null, points: 0 });
  expect(over.scores).toEqual({ player: 0, computer: 0 });
  const knocking = makeState({ phase: 'discard', turn: 'computer', stockCount: 2, hands: { player: 'KS KH QD QC JS JH 10D 10C 8S 8D', computer: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD QH' } });
  expect(knock(knocking, 'computer', card('QH')).lastHand).toMatchObject({ outcome: 'knock', winner: 'computer' });
});

test('reaching 100 ends the game with the final account', () => {
  const state = oneKnockFromTheEnd();
  const over = knock(state, 'player', card('KC'));
  expect(over.phase).toBe('game-over');
  expect(over.scores.player).toBeGreaterThanOrEqual(100);
  expect(over.result).toMatchObject({ winner: 'player', shutout: false });
  expect(over.result?.lines.player.total).toBe(over.scores.player + 100 + 5 * 25);
});

test('every action is recorded, and stock draws do not name the card', () => {
  const state = makeState({ discardPile: 'AD', hands: { player: PLAYER_HAND, computer: COMPUTER_HAND } });
  let next = applyAction(state, 'player', { type: 'draw-stock' });
  next = applyAction(next, 'player', { type: 'discard', card: card('KD') });
  next = applyAction(next, 'computer', { type: 'draw-discard' });
  expect(next.events).toEqual([
    { player: 'player', type: 'draw-stock' },
    { player: 'player', type: 'discard', card: card('KD') },
    { player: 'computer', type: 'draw-discard', card: card('KD') },
  ]);
  expect(cards('KD')).toEqual([next.takenDiscard]);
});

test('a refused move tells the player why', () => {
  const refusal = (move: () => unknown, reason: string, message: string) => expect(move).toThrow(expect.objectContaining({ reason, message }));
  refusal(() => drawStock(offer(), 'player'), 'wrong-phase', 'cannot do that during upcard-offer');
  refusal(() => takeUpcard(offer(), 'computer'), 'not-your-turn', "it is the player's move");
  const drawn = drawStock(makeState({ discardPile: 'AD', hands: { player: PLAYER_HAND, computer: COMPUTER_HAND } }), 'player');
  refusal(() => discard(drawn, 'player', card('QH')), 'card-not-in-hand', 'that card is not in your hand');
  refusal(() => knock(drawn, 'player', card('KS')), 'card-not-in-hand', 'that card is not in your hand');
  const taken = takeUpcard(offer(), 'player');
  refusal(() => discard(taken, 'player', card('AD')), 'just-taken-discard', 'a card taken from the discard pile cannot be discarded on the same turn');
  const bothPassed = passUpcard(passUpcard(offer(), 'player'), 'computer');
  refusal(() => drawDiscard(bothPassed, 'player'), 'stock-only', 'both players passed the upcard: draw from the stock');
  const tooHigh = makeState({ phase: 'discard', hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D QH KD 3C', computer: COMPUTER_HAND } });
  refusal(() => knock(tooHigh, 'player', card('KD')), 'deadwood-too-high', '31 deadwood is too much to knock');
});

test('taking and passing the upcard are recorded for the narration', () => {
  expect(takeUpcard(offer(), 'player').events).toEqual([{ player: 'player', type: 'take-upcard', card: card('AD') }]);
  const passed = passUpcard(passUpcard(offer(), 'player'), 'computer');
  expect(passed.events).toEqual([
    { player: 'player', type: 'pass-upcard' },
    { player: 'computer', type: 'pass-upcard' },
  ]);
});

test('every kind of action is applied as its own move', () => {
  expect(applyAction(offer(), 'player', { type: 'take-upcard' })).toEqual(takeUpcard(offer(), 'player'));
  expect(applyAction(offer(), 'player', { type: 'pass-upcard' })).toEqual(passUpcard(offer(), 'player'));
  const drawing = makeState({ discardPile: 'AD', hands: { player: PLAYER_HAND, computer: COMPUTER_HAND } });
  expect(applyAction(drawing, 'player', { type: 'draw-stock' })).toEqual(drawStock(drawing, 'player'));
  expect(applyAction(drawing, 'player', { type: 'draw-discard' })).toEqual(drawDiscard(drawing, 'player'));
  const eleven = makeState({ phase: 'discard', hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD KC', computer: COMPUTER_HAND } });
  expect(applyAction(eleven, 'player', { type: 'discard', card: card('KC') })).toEqual(discard(eleven, 'player', card('KC')));
  expect(applyAction(eleven, 'player', { type: 'knock', card: card('KC') })).toEqual(knock(eleven, 'player', card('KC')));
});

test('exactly 100 points ends the game', () => {
  // The knock wins 41 (as above): 59 + 41 is exactly the target.
  const state = makeState({
    phase: 'discard',
    scores: { player: 59, computer: 30 },
    handsWon: { player: 4, computer: 1 },
    hands: { player: '2S 3S 4S 5H 6H 7H 9C 9D 9H AD KC', computer: '5S 6S 8H 4H 9S KS QD JC 10C 2D' },
  });
  const over = knock(state, 'player', card('KC'));
  expect(over.scores.player).toBe(100);
  expect(over.phase).toBe('game-over');
  expect(over.result).toMatchObject({ winner: 'player', lines: { player: { handPoints: 100 } } });
});
