/**
 * The pond on screen: a still background canvas and a canvas redrawn each frame with the fish,
 * their tags, the aim, the boat and the cast being shown. It draws what the rules decided and
 * never decides anything itself.
 */
import { h } from '../kit/ui/dom';
import { ease, isRevealed, showLength, showPoint, type CastShow, type ShowPoint } from './cast-show';
import { createFrameLoop } from './frame-loop';
import { createPond, fishAt, place, startle, swim } from './pond';
import { FISH_DEPTHS, pondLayout, type PondLayout } from './pond-layout';
import { createBubbles, drawBobber, drawBubbles, drawLine, drawRing, drawRipple, drawSprite, drawSurface } from './pond-paint';
import { boatSprite, paintBackground } from './scenery';
import { fishSprites, tagSprite, type Sprite } from './sprites';

export type PondView = {
  /** The pond's box (both canvases). */
  element: HTMLElement;
  /** The canvas that takes focus, keys and taps. */
  canvas: HTMLCanvasElement;
  setAim(index: number): void;
  /**
   * Shows a cast at fish `target` whose outcome is already drawn; a cast still being shown is
   * finished first. The aim stays where the player has it (setAim), which may have moved on.
   */
  play(target: number, landed: boolean, tag: string, reveal: () => void): void;
  /** Skips to the end of the cast being shown, revealing it now. */
  finish(): void;
  /** The fish under a tap at client coordinates, or −1. */
  pick(clientX: number, clientY: number): number;
};

type Art = { right: Sprite[]; left: Sprite[]; tags: Sprite[]; aimedTags: Sprite[]; boat: Sprite; ratio: number };

/** Builds the pond for fish with these multiplier tags; `moving` says whether motion is welcome. */
export function createPondView(tags: string[], label: string, moving: () => boolean): PondView {
  const back = h('canvas', { class: 'fm__layer', 'aria-hidden': 'true' });
  const canvas = h('canvas', { class: 'fm__layer fm__canvas', tabindex: 0, role: 'application', 'aria-label': label });
  const element = h('div', { class: 'fm__pond' }, back, canvas);
  const pond = createPond(tags.length);
  const bubbles = createBubbles();
  const point: ShowPoint = { phase: 'flight', progress: 0 };
  const hook = { x: 0, y: 0 };
  /** Where the outcome was revealed: the result tag floats up from there. */
  const spot = { x: 0, y: 0 };
  const dash = [5, 6];
  const solid: number[] = [];
  let layout: PondLayout | null = null;
  let art: Art | null = null;
  let context: CanvasRenderingContext2D | null = null;
  let aim = 0;
  let show: (CastShow & { float: Sprite }) | null = null;
  /** The next painting task after a resize, cancelled when another resize comes first. */
  let pending = 0;

  /** Sizes both canvases to the pond's box and paints the still scene; false while the pond has no size. */
  function paintScene(): boolean {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    // 1.5 device pixels per CSS pixel at most: sharp enough for a moving scene, and 44% fewer pixels
    // to clear and composite each frame than 2 on a phone.
    const ratio = Math.min(1.5, window.devicePixelRatio || 1);
    layout = pondLayout(box.width, box.height, tags.length);
    for (const layer of [back, canvas]) {
      layer.width = Math.round(box.width * ratio);
      layer.height = Math.round(box.height * ratio);
    }
    const backContext = back.getContext('2d')!;
    backContext.setTransform(ratio, 0, 0, ratio, 0, 0);
    paintBackground(backContext, layout);
    context = canvas.getContext('2d')!;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    dash[0] = 5 * layout.unit;
    dash[1] = 6 * layout.unit;
    return true;
  }

  /**
   * Paints the fish, then the tags and boat, for the current size, each in a task of its own (so
   * no start-up task is long), then asks for a frame.
   */
  function paintSprites(l: PondLayout, then: () => void) {
    const ratio = Math.min(1.5, window.devicePixelRatio || 1);
    const u = l.unit;
    const fish = fishSprites(l.lengths, ratio);
    pending = window.setTimeout(() => {
      art = { ...fish, tags: tags.map((t) => tagSprite(t, u, ratio, false)), aimedTags: tags.map((t) => tagSprite(t, u, ratio, true)), boat: boatSprite(u, ratio), ratio };
      if (show) show.float = tagSprite(show.tag, u, ratio, show.landed);
      then();
    }, 0);
  }

  /** Reveals the show's outcome once: the result is announced and a fish that got away dashes off. */
  function revealShow() {
    if (!show?.reveal) return;
    const reveal = show.reveal;
    show.reveal = null;
    spot.x = hook.x;
    spot.y = hook.y;
    if (!show.landed) {
      pond.hooked = -1;
      startle(pond, show.target);
    }
    reveal();
  }

  /** Ends the show; a landed fish is replaced by a new one swimming in from the far side. */
  function endShow() {
    if (!show) return;
    revealShow();
    if (show.landed) {
      pond.along[show.target] = pond.along[show.target]! < 0.5 ? 1 : 0;
      pond.heading[show.target] = pond.along[show.target] === 1 ? -1 : 1;
    }
    pond.hooked = -1;
    show = null;
  }

  function frame(dt: number): boolean {
    if (!layout || !art || !context) return false;
    const motion = moving();
    if (motion) swim(pond, dt);
    if (show) {
      show.elapsed += dt;
      showPoint(show, motion, point);
      if (motion && point.phase !== 'flight' && pond.hooked < 0 && show.reveal) pond.hooked = show.target;
      if (isRevealed(show, motion)) revealShow();
      if (motion && show.elapsed >= showLength(show.landed)) endShow();
    }
    place(pond, layout, motion ? 1 : 0);
    draw(context, layout, art, motion, dt);
    return motion;
  }

  function draw(c: CanvasRenderingContext2D, l: PondLayout, a: Art, motion: boolean, dt: number) {
    const u = l.unit;
    const time = motion ? pond.time : 0;
    c.clearRect(0, 0, l.width, l.height);
    if (motion) {
      drawSurface(c, l, time);
      drawBubbles(c, l, bubbles, dt);
    }
    const target = show ? show.target : -1;
    const phase = show ? point.phase : 'result';
    const p = ease(point.progress);
    for (let i = 0; i < tags.length; i++) {
      let x = pond.x[i]!;
      let y = pond.y[i]!;
      const right = pond.heading[i]! > 0;
      if (i === target && phase === 'bite') x += Math.sin(show!.elapsed * 0.07) * 2 * u;
      if (i === target && phase === 'reel') {
        x += (l.rodTipX - 14 * u - x) * p;
        y += (l.surface - 4 * u - y) * p;
        c.globalAlpha = 1 - p * p;
      }
      drawSprite(c, right ? a.right[i]! : a.left[i]!, x, y);
      c.globalAlpha = 1;
      if (i === target) {
        // The hook sits at the fish's mouth, wherever the fish is drawn.
        hook.x = x + (right ? 0.4 : -0.4) * l.lengths[i]!;
        hook.y = y;
        if (phase === 'reel') continue;
      }
      const tag = i === aim ? a.aimedTags[i]! : a.tags[i]!;
      const offset = l.lengths[i]! / 2 + tag.width / 2 + 3 * u;
      drawSprite(c, tag, right ? x - offset : x + offset, y);
      if (i === aim && (!show || phase === 'result')) drawRing(c, x, y, l.lengths[i]! / 2 + 6 * u, l.lengths[i]! * FISH_DEPTHS[i]! * 0.5 + 7 * u);
    }
    const tipY = l.rodTipY + (motion ? Math.sin(time * 0.0025) * 1.5 * u : 0);
    c.lineWidth = 1.2;
    c.strokeStyle = 'rgb(240 240 240 / 0.85)';
    if (!show || phase === 'result') {
      const t = show ? show.target : aim;
      c.setLineDash(show ? solid : dash);
      c.lineDashOffset = -time * 0.02;
      c.strokeStyle = show ? 'rgb(240 240 240 / 0.85)' : 'rgb(255 224 138 / 0.6)';
      drawLine(c, l.rodTipX, tipY, pond.x[t]!, pond.y[t]!, 10 * u);
      c.setLineDash(solid);
    } else if (phase === 'flight') {
      const hx = l.rodTipX + (hook.x - l.rodTipX) * p;
      const hy = tipY + (hook.y - tipY) * p - Math.sin(point.progress * Math.PI) * 30 * u;
      drawLine(c, l.rodTipX, tipY, hx, hy, 4 * u);
      drawBobber(c, hx, hy, u);
    } else if (phase === 'escape') {
      const hx = hook.x + (l.rodTipX - hook.x) * p;
      const hy = hook.y + (tipY - hook.y) * p;
      drawLine(c, l.rodTipX, tipY, hx, hy, 6 * u * (1 - p));
    } else if (phase === 'reel') {
      drawLine(c, l.rodTipX, tipY, hook.x, hook.y, 0);
    } else {
      drawLine(c, l.rodTipX, tipY, hook.x, hook.y, 0);
      drawRipple(c, hook.x, l.surface + 2 * u, point.progress, u);
    }
    drawSprite(c, a.boat, l.boatX, l.surface + (motion ? Math.sin(time * 0.0025) * 1.5 * u : 0));
    if (show && (phase === 'reel' || phase === 'escape' || phase === 'result')) {
      const still = phase === 'result';
      const rise = still ? 0 : p * 18 * u;
      c.globalAlpha = still ? 1 : Math.min(1, 2.5 * (1 - point.progress));
      drawSprite(c, show.float, still ? pond.x[target]! : spot.x, (still ? pond.y[target]! : spot.y) - 18 * u - rise);
      c.globalAlpha = 1;
    }
  }

  const loop = createFrameLoop(frame);
  new ResizeObserver(() => {
    window.clearTimeout(pending);
    // The scene and the sprites are painted in two tasks of their own, so no start-up task is long.
    pending = window.setTimeout(() => {
      if (!paintScene()) return;
      pending = window.setTimeout(() => paintSprites(layout!, () => loop.wake()), 0);
    }, 0);
  }).observe(element);
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', () => loop.wake());

  return {
    element,
    canvas,
    setAim(index) {
      aim = index;
      // With reduced motion a still result stays until the next move; aiming clears it.
      if (show && !moving()) endShow();
      loop.wake();
    },
    play(target, landed, tag, reveal) {
      endShow();
      const float = tagSprite(tag, layout?.unit ?? 1, art?.ratio ?? 1, landed);
      show = { target, landed, tag, elapsed: 0, reveal, float };
      if (!moving()) revealShow();
      loop.wake();
    },
    finish: () => {
      endShow();
      loop.wake();
    },
    pick(clientX, clientY) {
      if (!layout) return -1;
      const box = canvas.getBoundingClientRect();
      return fishAt(pond, layout, clientX - box.left, clientY - box.top);
    },
  };
}
