import type { Card } from '../kit/cards';
import { cardView } from '../kit/ui/card-view';
import { h } from '../kit/ui/dom';
import { LOCALE, pick, type Locale } from '../kit/locale';
import type { GinEvent, GinState } from './game-state';
import type { PlayerId } from './players';
import { LINE_BONUS } from './scoring';
import { ginStrings } from './strings';

/** One event of the hand as a sentence ("The computer drew from the stock."). */
export function describeEvent(event: GinEvent, locale: Locale = LOCALE): string {
  return pick(ginStrings, locale).summary.events[event.type](event.player, event.card);
}

const cards = (list: readonly Card[]) => h('div', { class: 'cards gin__mini' }, ...list.map((card) => cardView(card)));

/** The end of a hand: both hands laid out, deadwood, layoffs, points and the running score. */
export function handSummaryView(state: GinState, locale: Locale = LOCALE): HTMLElement {
  const t = pick(ginStrings, locale).summary;
  const last = state.lastHand!;
  const headline = last.outcome === 'void' ? t.voidHand : t.won(last.winner!, last.points, last.outcome);
  const side = (seat: PlayerId) => {
    const hand = last.hands[seat];
    return h(
      'section',
      { class: 'gin__summary-side' },
      h('h3', {}, seat === 'player' ? t.yourHand : t.computerHand),
      ...hand.melds.map((meld) => cards(meld)),
      hand.laidOff.length ? h('p', {}, t.laidOff(hand.laidOff)) : null,
      h('p', {}, t.deadwood(hand.deadwoodTotal)),
      hand.deadwood.length ? cards(hand.deadwood) : null,
    );
  };
  const final = state.result ? h('p', { class: 'gin__final' }, t.final(state.result.lines.player.total, state.result.lines.computer.total, LINE_BONUS, state.result.shutout)) : null;
  return h('div', {}, h('p', { class: 'gin__headline' }, headline), h('div', { class: 'gin__summary-sides' }, side('player'), side('computer')), final);
}
