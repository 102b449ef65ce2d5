import { cardName, cardSvg, type Card } from '../cards';
import { h, svgFragment } from './dom';
import { pick } from '../locale';
import { cardStrings } from '../strings';

/** A card as a labelled image (face down when `card` is null). */
export function cardView(card: Card | null, animate = false): HTMLElement {
  const view = h('span', { class: animate ? 'card card--dealt' : 'card', role: 'img', 'aria-label': card ? cardName(card) : pick(cardStrings).faceDown });
  view.append(svgFragment(cardSvg(card)));
  return view;
}
