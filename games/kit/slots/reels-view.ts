/**
 * The reels on screen: five windows of three cells, the paylines drawn over them on demand, and
 * the winning lines and symbols marked after a spin. A spinning reel shows a still streak
 * ("motion blur") instead of symbols racing past, and lands by dropping its symbols one cell into
 * place: nothing on the reels changes brightness more than once as it lands (see timing.ts).
 */
import { h, svgFragment } from '../ui/dom';
import { LOCALE, pick, type Locale } from '../locale';
import type { SlotWindow, SpinResult } from './evaluate';
import type { SlotMachine, SymbolId } from './machine';
import { slotStrings } from './strings';
import type { SlotSymbol, SymbolNames } from './theme';
import { DROP_MS } from './timing';

const SVG = 'http://www.w3.org/2000/svg';
/** A colour per payline, told apart on both themes' reels. */
const LINE_COLOURS = ['#ffd447', '#ff5d73', '#4dd0e1', '#c39bff', '#69f0ae', '#ffab40', '#ff8fc8', '#82b1ff', '#d4ff4f', '#ffffff'];

export type ReelsView = {
  element: HTMLElement;
  /** Whether the reels have shown nothing yet. */
  isEmpty(): boolean;
  /** Shows a window at once, with nothing marked. */
  show(window: SlotWindow): void;
  /** Every reel starts spinning. */
  startSpin(): void;
  /** One reel stops on its column; with `animate`, it drops into place and the animation is returned. */
  land(reel: number, column: readonly SymbolId[], animate: boolean): Animation | null;
  /** Marks a spin's winning lines and symbols (null clears the marks). */
  mark(result: SpinResult | null): void;
  /** Draws every payline over the reels, or hides them. */
  showLines(on: boolean): void;
};

/** The window in words, row by row, for the reels' text alternative. */
export function describeWindow(window: SlotWindow, symbols: Readonly<Record<SymbolId, SymbolNames>>, locale: Locale = LOCALE): string {
  const t = pick(slotStrings, locale);
  return t.window(window[0]!.map((_, row) => t.rowOfReels(row, window.map((column) => symbols[column[row]!]!.name).join(', '))));
}

/** One <symbol> per symbol, drawn once and used by every cell. */
function sprite(symbols: Readonly<Record<SymbolId, SlotSymbol>>): DocumentFragment {
  const defs = Object.entries(symbols)
    .map(([id, symbol]) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${symbol.art}</symbol>`)
    .join('');
  return svgFragment(`<svg class="slot__sprite" xmlns="${SVG}" aria-hidden="true" focusable="false">${defs}</svg>`);
}

function cell(symbol: SymbolId): HTMLElement {
  const picture = document.createElementNS(SVG, 'svg');
  picture.setAttribute('viewBox', '0 0 100 100');
  picture.setAttribute('aria-hidden', 'true');
  picture.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `#sym-${symbol}`);
  picture.append(use);
  return h('div', { class: 'slot__cell', 'data-symbol': symbol }, picture as unknown as Node);
}

/** The paylines as an SVG over the reels (a 500 x 300 box: cells are 100 units square), each with its number at the left. */
function linesOverlay(machine: SlotMachine): { svg: SVGSVGElement; lines: SVGGElement[] } {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'slot__lines');
  svg.setAttribute('viewBox', `0 0 ${machine.reels.length * 100} ${machine.rows * 100}`);
  svg.setAttribute('aria-hidden', 'true');
  const startingOn = new Map<number, number>();
  const lines = machine.lines.map((rows, i) => {
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('class', 'slot__line');
    g.style.setProperty('--line-colour', LINE_COLOURS[i % LINE_COLOURS.length]!);
    const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
    const first = rows[0]!;
    const last = rows.at(-1)!;
    // Lines that start on the same row get their numbers stacked, not on top of each other.
    const nth = startingOn.get(first) ?? 0;
    startingOn.set(first, nth + 1);
    const y = first * 100 + 22 + nth * 19;
    g.innerHTML = `<polyline points="0,${first * 100 + 50} ${points.join(' ')} ${rows.length * 100},${last * 100 + 50}"/><circle cx="12" cy="${y}" r="10"/><text x="12" y="${y + 5}" text-anchor="middle">${i + 1}</text>`;
    svg.append(g);
    return g;
  });
  return { svg, lines };
}

/**
 * The reels' frame at once (it keeps its place in the layout); the drawings, the paylines and
 * the cells only when the reels first show something, so that a game's start-up is split into
 * short tasks.
 */
export function createReelsView(machine: SlotMachine, symbols: Readonly<Record<SymbolId, SlotSymbol>>): ReelsView {
  const strips = machine.reels.map(() => h('div', { class: 'slot__strip' }));
  const reels = strips.map((strip) => h('div', { class: 'slot__reel' }, strip));
  const window = h('div', { class: 'slot__reels', role: 'img', 'aria-label': pick(slotStrings).reels }, ...reels);
  const element = h('div', { class: 'slot__machine' }, window);
  const current: SymbolId[][] = machine.reels.map(() => []);
  let overlay: ReturnType<typeof linesOverlay> | null = null;
  const lines = () => {
    if (overlay) return overlay;
    overlay = linesOverlay(machine);
    element.prepend(sprite(symbols));
    window.append(overlay.svg);
    return overlay;
  };

  const put = (reel: number, column: readonly SymbolId[]) => {
    lines();
    current[reel] = [...column];
    strips[reel]!.replaceChildren(...column.map(cell));
    reels[reel]!.classList.remove('slot__reel--spinning');
    if (current.every((col) => col.length > 0)) window.setAttribute('aria-label', describeWindow(current, symbols));
  };
  const mark = (result: SpinResult | null) => {
    for (const strip of strips) for (const c of strip.children) c.classList.remove('slot__cell--win');
    lines().lines.forEach((line) => line.classList.remove('slot__line--win'));
    if (!result) return;
    const win = (reel: number, row: number) => strips[reel]!.children[row]?.classList.add('slot__cell--win');
    for (const lineWin of result.lineWins) {
      lines().lines[lineWin.line]!.classList.add('slot__line--win');
      machine.lines[lineWin.line]!.slice(0, lineWin.count).forEach((row, reel) => win(reel, row));
    }
    if (result.scatter.pay > 0 || result.scatter.freeSpins > 0) for (const [reel, row] of result.scatter.cells) win(reel, row);
  };

  return {
    element,
    isEmpty: () => overlay === null,
    show(shown) {
      shown.forEach((column, reel) => put(reel, column));
      mark(null);
    },
    startSpin() {
      mark(null);
      for (const reel of reels) reel.classList.add('slot__reel--spinning');
    },
    land(reel, column, animate) {
      put(reel, column);
      if (!animate) return null;
      // One cell's drop with a small settle: each spot on the reel changes once.
      return strips[reel]!.animate(
        [
          { transform: `translateY(${-100 / machine.rows}%)`, offset: 0 },
          { transform: 'translateY(3%)', offset: 0.75 },
          { transform: 'translateY(0)', offset: 1 },
        ],
        { duration: DROP_MS, easing: 'ease-out' },
      );
    },
    mark,
    showLines(on) {
      lines();
      window.classList.toggle('slot__reels--lines', on);
    },
  };
}
