/**
 * The board drawn as one SVG: each place a tile with a visible edge, higher layers shifted up and
 * left so the layers read as a stack, free tiles bright and blocked tiles shaded. Free tiles are
 * buttons: clicked or tapped, or reached with the arrow keys (one tab stop, moved by arrows) and
 * picked with Enter or Space. A blocked tile with nothing on it is an image named by its face and
 * "blocked", as a sighted player sees it shaded; a tile under another is hidden from assistive
 * technology, as its face is hidden from sight.
 */
import { afterFirstPaint as afterFrame, svgFragment } from '../kit/ui/dom';
import { pick } from '../kit/locale';
import { EMPTY, isFree, type Board } from './board';
import { TURTLE, TURTLE_NEIGHBOURS } from './layout';
import { mahjongStrings } from './strings';
import { faceSymbols } from './tile-faces';
import { faceName } from './tile-names';

const UNIT_X = 20;
const UNIT_Y = 26;
const EDGE = 6;
const LIFT = 7;
const W = 2 * UNIT_X;
const H = 2 * UNIT_Y;
const NS = 'http://www.w3.org/2000/svg';

/** Where a place's tile is drawn, in the board's own units. */
const origin = (index: number) => {
  const p = TURTLE[index]!;
  return { x: p.x * UNIT_X - p.layer * LIFT + 2, y: p.y * UNIT_Y - p.layer * LIFT + 2 };
};

/** What the board shows besides the tiles themselves. */
export type BoardLook = {
  selected: number | null;
  hint: readonly number[];
  /** Before the first deal: the turtle shown face down. */
  faceDown: boolean;
  /** No game in play: tiles shown as they lie, none to pick. */
  idle: boolean;
};

export type BoardView = {
  element: SVGSVGElement;
  show(board: Board, look: BoardLook): void;
  /** Moves keyboard focus onto the board's current tab stop. */
  focus(): void;
  /** Makes a free tile the board's tab stop and moves keyboard focus onto it (a hinted tile). */
  focusTile(index: number): void;
};

/** Builds the board; `onPick` gets the place of a free tile the player picked. */
export function createBoardView(onPick: (index: number) => void): BoardView {
  const t = pick(mahjongStrings);
  // Drawn bottom layer first, then left to right and top to bottom, so edges fall under neighbours.
  const order = TURTLE.map((_, index) => index).sort((a, b) => TURTLE[a]!.layer - TURTLE[b]!.layer || TURTLE[a]!.x - TURTLE[b]!.x || TURTLE[a]!.y - TURTLE[b]!.y);
  const tileMarkup = (index: number) => {
    const { x, y } = origin(index);
    return `<g class="mj-tile is-down" aria-hidden="true" data-place="${index}" transform="translate(${x} ${y})"><rect class="mj-tile__edge" x="${EDGE}" y="${EDGE}" width="${W}" height="${H}" rx="5"/><rect class="mj-tile__face" width="${W}" height="${H}" rx="5"/><use class="mj-tile__art" width="${W}" height="${H}"/><rect class="mj-tile__shade" width="${W}" height="${H}" rx="5"/><rect class="mj-tile__ring" x="-2" y="-2" width="${W + 4}" height="${H + 4}" rx="7"/></g>`;
  };
  // The frame is made at once; its tiles are parsed a quarter at a time, each quarter in a task
  // of its own after a frame, so that start-up never blocks the page for long (a show() before
  // the last quarter is applied after it).
  const svg = document.createElementNS(NS, 'svg');
  for (const [name, value] of Object.entries({ class: 'mj-board', role: 'group', 'aria-label': t.board, viewBox: `0 0 ${30 * UNIT_X + EDGE + 4} ${16 * UNIT_Y + EDGE + 4}` }))
    svg.setAttribute(name, value);
  const tiles: SVGGElement[] = [];
  const art: SVGUseElement[] = [];
  let pending: [Board, BoardLook] | null = null;
  let mark: Element | null = null;
  let built = false;
  const parse = (markup: string) => svgFragment(`<svg xmlns="${NS}">${markup}</svg>`).firstElementChild!.childNodes;
  const build = (from: number) => {
    if (from === 0) svg.append(...parse(`<defs aria-hidden="true">${faceSymbols()}</defs>`));
    svg.append(
      ...parse(
        order
          .slice(from, from + 36)
          .map(tileMarkup)
          .join(''),
      ),
    );
    if (from + 36 < order.length) return afterFrame(() => build(from + 36));
    // The focus mark last, so that it is painted over every tile (a tile's own ring lies under
    // the tiles above it and to its right).
    svg.append(
      ...parse(
        `<g class="mj-board__focus" aria-hidden="true" display="none"><rect class="mj-board__focus-outer" x="-4" y="-4" width="${W + 8}" height="${H + 8}" rx="8"/><rect class="mj-board__focus-inner" x="-1" y="-1" width="${W + 2}" height="${H + 2}" rx="6"/></g>`,
      ),
    );
    mark = svg.lastElementChild;
    for (const g of svg.querySelectorAll<SVGGElement>('.mj-tile')) {
      const index = Number(g.getAttribute('data-place'));
      tiles[index] = g;
      art[index] = g.querySelector('use')!;
    }
    built = true;
    if (pending) view.show(...pending);
  };
  afterFrame(() => build(0));

  let current: Board = [];
  let stop: number | null = null;
  const freeNow = () => current.flatMap((face, index) => (face !== EMPTY && isFree(current, index) ? [index] : []));

  svg.addEventListener('click', (event) => {
    const tile = (event.target as Element).closest('.mj-tile');
    if (!tile || tile.classList.contains('is-down') || tile.classList.contains('is-idle')) return;
    const index = Number(tile.getAttribute('data-place'));
    // A blocked tile is passed on too, so the player hears why it cannot be taken.
    if (tile.classList.contains('is-free')) moveStop(index);
    onPick(index);
  });
  // The mark follows the focus from tile to tile; the style shows it only for a keyboard's focus.
  svg.addEventListener('focusin', (event) => {
    const tile = (event.target as Element).closest('.mj-tile');
    if (!tile || !mark) return;
    mark.setAttribute('transform', tile.getAttribute('transform') ?? '');
    mark.setAttribute('display', 'inline');
  });
  svg.addEventListener('focusout', () => mark?.setAttribute('display', 'none'));
  svg.addEventListener('keydown', (event) => {
    const tile = (event.target as Element).closest('.mj-tile');
    if (!tile) return;
    const from = Number(tile.getAttribute('data-place'));
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(from);
      return;
    }
    const next = nearest(from, event.key, freeNow());
    if (next === undefined) return;
    event.preventDefault();
    moveStop(next);
    tiles[next]!.focus();
  });

  function moveStop(index: number) {
    if (stop !== null) tiles[stop]?.setAttribute('tabindex', '-1');
    stop = index;
    tiles[index]!.setAttribute('tabindex', '0');
  }

  const view: BoardView = {
    element: svg,
    show(board, look) {
      current = board;
      if (!built) {
        // Tiles are made face down, so only a deal made before they are all there waits.
        pending = look.faceDown ? null : [board, look];
        return;
      }
      const hadFocus = svg.contains(document.activeElement);
      const free = new Set(freeNow());
      const neighbours = TURTLE_NEIGHBOURS();
      const inView = (index: number) => board[index] !== EMPTY && neighbours[index]!.above.every((above) => board[above] === EMPTY);
      if (stop === null || !free.has(stop)) stop = [...free][0] ?? null;
      board.forEach((face, index) => {
        const g = tiles[index]!;
        const open = !look.idle && free.has(index);
        const kind = look.faceDown ? 'is-down' : look.idle ? 'is-idle' : open ? 'is-free' : 'is-blocked';
        g.setAttribute('display', face === EMPTY ? 'none' : 'inline');
        g.setAttribute('class', `mj-tile ${kind}${look.selected === index ? ' is-selected' : ''}${look.hint.includes(index) ? ' is-hint' : ''}`);
        if (face !== EMPTY) art[index]!.setAttribute('href', `#mj-face-${face}`);
        for (const name of ['role', 'tabindex', 'aria-label', 'aria-pressed', 'aria-hidden']) g.removeAttribute(name);
        if (open) {
          g.setAttribute('role', 'button');
          g.setAttribute('tabindex', index === stop ? '0' : '-1');
          g.setAttribute('aria-label', `${faceName(face)}${look.hint.includes(index) ? t.hinted : ''}`);
          g.setAttribute('aria-pressed', String(look.selected === index));
        } else if (!look.faceDown && !look.idle && inView(index)) {
          g.setAttribute('role', 'img');
          g.setAttribute('aria-label', `${faceName(face)}${t.blockedTile}`);
        } else {
          g.setAttribute('aria-hidden', 'true');
        }
      });
      if (hadFocus && stop !== null) tiles[stop]!.focus();
    },
    focus() {
      if (stop !== null) tiles[stop]?.focus();
    },
    focusTile(index) {
      const tile = tiles[index];
      if (tile?.getAttribute('role') !== 'button') return;
      moveStop(index);
      tile.focus();
    },
  };
  return view;
}

/** The free tile nearest to `from` in the arrow's direction (rows weigh more across than along). */
function nearest(from: number, key: string, free: number[]): number | undefined {
  const direction = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  if (!direction) return undefined;
  const a = origin(from);
  let best: number | undefined;
  let bestScore = Infinity;
  for (const index of free) {
    const b = origin(index);
    const along = (b.x - a.x) * direction[0]! + (b.y - a.y) * direction[1]!;
    const across = Math.abs((b.x - a.x) * direction[1]!) + Math.abs((b.y - a.y) * direction[0]!);
    if (index === from || along <= 0) continue;
    const score = along + 2 * across;
    if (score < bestScore) [best, bestScore] = [index, score];
  }
  return best;
}
