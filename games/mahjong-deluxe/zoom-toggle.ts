/**
 * On a phone the whole turtle fits the width only with small tiles, so the player may zoom in:
 * the board grows and the table scrolls sideways (by finger, or by itself as the keyboard moves
 * between tiles). The toggle shows only on narrow screens (see the stylesheet).
 */
import { h } from '../kit/ui/dom';
import { pick } from '../kit/locale';
import { mahjongStrings } from './strings';

/** A button that zooms the board inside `scroller` in and out, starting centred. */
export function zoomToggle(scroller: HTMLElement): HTMLButtonElement {
  const t = pick(mahjongStrings);
  const button = h('button', { type: 'button', class: 'mj__zoom', 'aria-pressed': 'false' }, t.zoom);
  button.addEventListener('click', () => {
    const zoomed = !scroller.classList.contains('is-zoomed');
    scroller.classList.toggle('is-zoomed', zoomed);
    button.setAttribute('aria-pressed', String(zoomed));
    // The scroller holds the tiles (focusable in play); named, so it reads as a region when it scrolls.
    if (zoomed) scroller.setAttribute('aria-label', t.zoomedIn);
    else scroller.removeAttribute('aria-label');
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
  });
  return button;
}
