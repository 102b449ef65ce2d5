import { afterFirstPaint, h, svgFragment } from '../kit/ui/dom';
import { decimal, percent, pick } from '../kit/locale';
import { multiplierText, SEGMENTS, TOTAL_WEIGHT } from './rules';
import { rotationAt, segmentArc, SPIN_MS } from './spin-plan';
import { wheelStrings } from './strings';
import { slicePath, wheelMarkup } from './wheel-markup';

/** The wheel on the page: turns to a rotation, marks the segment under the pointer, and stops at once when asked. */
export type WheelView = {
  element: HTMLElement;
  /** Turns to `to` degrees (instantly when `animate` is false); `done` runs once, when it stands still. */
  spinTo(to: number, animate: boolean, done: () => void): void;
  /** Ends a spin at once, where it was going to stop. */
  finish(): void;
  /** The rotation the wheel stands at (or is turning to), in degrees. */
  rotation(): number;
  /** Marks the segment that won (steadily, no blinking) and shows its multiplier in the hub; null clears it. */
  mark(segment: number | null): void;
};

/** What the wheel says to assistive technology: each segment's multiplier and chance, in order. */
function wheelLabel(): string {
  const parts = SEGMENTS.map((segment) => `${decimal(multiplierText(segment.multiplier))} (${percent(`${(100 * segment.weight) / TOTAL_WEIGHT}%`)})`);
  return pick(wheelStrings).wheelLabel(SEGMENTS.length, parts.join(', '));
}

/** Draws the wheel from the weights, standing still with the first segment's start under the pointer. */
export function createWheelView(): WheelView {
  const element = h('div', { class: 'wof__wheel', role: 'img', 'aria-label': wheelLabel() });
  const drawing = svgFragment(wheelMarkup());
  const spinner = drawing.querySelector<SVGGElement>('.wof__spinner')!;
  const highlight = drawing.querySelector<SVGPathElement>('.wof__highlight')!;
  const hub = drawing.querySelector<SVGTextElement>('.wof__hub-text')!;
  // The box keeps its size meanwhile; drawing it a frame later splits start-up rendering in two short frames.
  afterFirstPaint(() => element.append(drawing));
  let rotation = 0;
  let frame = 0;
  let ending: (() => void) | null = null;

  const turn = (degrees: number) => {
    rotation = degrees;
    spinner.setAttribute('transform', `rotate(${(degrees % 360).toFixed(2)})`);
  };

  return {
    element,
    spinTo(to, animate, done) {
      const from = rotation;
      let finished = false;
      ending = () => {
        if (finished) return;
        finished = true;
        cancelAnimationFrame(frame);
        turn(to);
        ending = null;
        done();
      };
      if (!animate) return ending();
      const started = performance.now();
      const step = (now: number) => {
        if (now - started >= SPIN_MS) return ending?.();
        turn(rotationAt(from, to, now - started));
        frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    },
    finish: () => ending?.(),
    rotation: () => rotation,
    mark(segment) {
      if (segment === null) {
        highlight.setAttribute('d', '');
        hub.textContent = '★';
        element.setAttribute('aria-label', wheelLabel());
        return;
      }
      const { start, end } = segmentArc(segment);
      highlight.setAttribute('d', slicePath(start, end));
      hub.textContent = decimal(multiplierText(SEGMENTS[segment]!.multiplier));
      // What the hub shows, in the wheel's name too, so the result stays readable after it is announced.
      element.setAttribute('aria-label', `${wheelLabel()}${pick(wheelStrings).stoppedOn(hub.textContent)}`);
    },
  };
}
