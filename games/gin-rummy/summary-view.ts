import { cardName, type Card } from '../kit/cards';
import { cardView } from '../kit/card-view';
import { h } from '../kit/dom';
import type { GinEvent, GinState } from './game-state';
import type { PlayerId } from './players';
import { LINE_BONUS } from './scoring';

const WHO: Record<PlayerId, string> = { player: 'You', computer: 'The computer' };

/** One event of the hand as a sentence ("The computer drew from the stock."). */
export function describeEvent(event: GinEvent): string {
  const who = WHO[event.player];
  const card = event.card ? cardName(event.card) : '';
  switch (event.type) {
    case 'take-upcard':
      return `${who} took the upcard, the ${card}.`;
    case 'pass-upcard':
      return `${who} passed on the upcard.`;
    case 'draw-stock':
      return `${who} drew from the stock.`;
    case 'draw-discard':
      return `${who} took the ${card} from the discard pile.`;
    case 'discard':
      return `${who} discarded the ${card}.`;
    case 'knock':
      return `${who} knocked.`;
  }
}

const cards = (list: readonly Card[]) => h('div', { class: 'cards gin__mini' }, ...list.map((card) => cardView(card)));

/** The end of a hand: both hands laid out, deadwood, layoffs, points and the running score. */
export function handSummaryView(state: GinState): HTMLElement {
  const last = state.lastHand!;
  const headline =
    last.outcome === 'void'
      ? 'Void hand: the stock ran down with no knock. Nobody scores.'
      : `${WHO[last.winner!]} ${last.winner === 'player' ? 'win' : 'wins'} ${last.points} ${last.points === 1 ? 'point' : 'points'} by ${last.outcome === 'gin' ? 'gin' : last.outcome === 'undercut' ? 'undercut' : 'knock'}.`;
  const side = (seat: PlayerId) => {
    const hand = last.hands[seat];
    return h(
      'section',
      { class: 'gin__summary-side' },
      h('h3', {}, seat === 'player' ? 'Your hand' : "Computer's hand"),
      ...hand.melds.map((meld) => cards(meld)),
      hand.laidOff.length ? h('p', {}, `Laid off: ${hand.laidOff.map(cardName).join(', ')}`) : null,
      h('p', {}, `Deadwood ${hand.deadwoodTotal}`),
      hand.deadwood.length ? cards(hand.deadwood) : null,
    );
  };
  const final = state.result
    ? h(
        'p',
        { class: 'gin__final' },
        `Game over. You ${state.result.lines.player.total}, computer ${state.result.lines.computer.total} (hand points, ${LINE_BONUS} per hand won and the game bonus${state.result.shutout ? ', doubled for a shutout' : ''}).`,
      )
    : null;
  return h('div', {}, h('p', { class: 'gin__headline' }, headline), h('div', { class: 'gin__summary-sides' }, side('player'), side('computer')), final);
}
