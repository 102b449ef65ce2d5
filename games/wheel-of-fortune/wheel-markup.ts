/**
 * The wheel as SVG markup, drawn from the weights: each segment's arc is its share of the total
 * weight (segmentArc), so what the player sees is the true chance. Plain strings, no DOM, so a
 * test can read what is drawn. The pointer and the hub stay still; the group `.wof__spinner`
 * turns.
 */
import { decimal, LOCALE, type Locale } from '../kit/locale';
import { prizeColour } from './palette';
import { multiplierText, SEGMENTS } from './rules';
import { segmentArc } from './spin-plan';

/** Radius of the segments, in the SVG's units (the view box is 220 wide, centred on 0). */
export const WHEEL_RADIUS = 96;
/** Where labels sit along each segment's middle. */
const LABEL_RADIUS = 72;

const round = (n: number) => Math.round(n * 100) / 100;

/** The point at `degrees` clockwise from the top, `radius` from the centre. */
export function pointAt(degrees: number, radius: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  return { x: round(radius * Math.sin(radians)), y: round(-radius * Math.cos(radians)) };
}

/** A pie slice from `start` to `end` degrees, clockwise. */
export function slicePath(start: number, end: number, radius = WHEEL_RADIUS): string {
  const a = pointAt(start, radius);
  const b = pointAt(end, radius);
  return `M0 0L${a.x} ${a.y}A${radius} ${radius} 0 ${end - start > 180 ? 1 : 0} 1 ${b.x} ${b.y}Z`;
}

/** The label of one segment: its multiplier, along the radius, sized to fit a narrow slice. */
function label(segment: number, locale: Locale): string {
  const { start, end } = segmentArc(segment);
  const middle = (start + end) / 2;
  const width = ((end - start) * Math.PI * LABEL_RADIUS) / 180;
  // Wide slices get a steady size; narrow ones as large as their width allows, never unreadably small.
  const size = round(Math.min(15, Math.max(9, width * 0.95)));
  return `<text transform="rotate(${round(middle - 90)}) translate(${LABEL_RADIUS} 0)" font-size="${size}">${decimal(multiplierText(SEGMENTS[segment]!.multiplier), locale)}</text>`;
}

/** The whole wheel: rim, turning segments with labels and pegs, the highlight, the hub and the pointer. */
export function wheelMarkup(locale: Locale = LOCALE): string {
  const slices = SEGMENTS.map((segment, i) => {
    const { start, end } = segmentArc(i);
    return `<path class="wof__slice" d="${slicePath(start, end)}" fill="${prizeColour(segment.multiplier)}"/>`;
  }).join('');
  const pegs = SEGMENTS.map((_, i) => {
    const p = pointAt(segmentArc(i).start, WHEEL_RADIUS - 3);
    return `<circle cx="${p.x}" cy="${p.y}" r="2.2"/>`;
  }).join('');
  const labels = SEGMENTS.map((_, i) => label(i, locale)).join('');
  return `<svg class="wof__svg" viewBox="-110 -110 220 220" aria-hidden="true" focusable="false">
<circle class="wof__rim" r="106"/>
<g class="wof__spinner">${slices}<path class="wof__highlight" d=""/><g class="wof__labels">${labels}</g><g class="wof__pegs">${pegs}</g></g>
<circle class="wof__hub" r="21"/><text class="wof__hub-text" y="1">★</text>
<path class="wof__pointer" d="M-11 -112L11 -112L0 -84Z"/>
</svg>`;
}
