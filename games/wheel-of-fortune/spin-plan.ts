/**
 * Where the wheel turns to. Angles are in degrees, clockwise, with 0 at the pointer (the top).
 * At rotation 0, segment i covers the angles from 360 × CUMULATIVE[i] / TOTAL_WEIGHT to
 * 360 × CUMULATIVE[i + 1] / TOTAL_WEIGHT. Turning the wheel by r brings the wheel's angle -r
 * under the pointer. The segment is drawn before the spin; this module only finds a rotation
 * that stops it under the pointer. Angles are drawing, not money: floating point is fine here.
 */
import { CUMULATIVE, SEGMENTS, TOTAL_WEIGHT } from './rules';

/** The share of a segment's width kept clear at each edge, so the pointer never stops on a line. */
export const EDGE_MARGIN = 0.15;

/** Full turns the wheel makes before it stops (at least). */
export const SPIN_TURNS = 4;

/** How long a spin takes, in milliseconds (none under reduced motion). */
export const SPIN_MS = 4_200;

/** Degrees of one unit of weight. */
const UNIT = 360 / TOTAL_WEIGHT;

/** A segment's arc on the wheel at rotation 0: from `start` to `end` degrees. */
export function segmentArc(segment: number): { start: number; end: number } {
  return { start: CUMULATIVE[segment]! * UNIT, end: CUMULATIVE[segment + 1]! * UNIT };
}

/** The angle in [0, 360). */
export const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The segment under the pointer when the wheel is turned by `rotation` degrees. */
export function segmentUnderPointer(rotation: number): number {
  const units = normalize(-rotation) / UNIT;
  const index = CUMULATIVE.findIndex((sum) => sum > units) - 1;
  return index < 0 ? SEGMENTS.length - 1 : index;
}

/**
 * The rotation at which a spin from `from` stops: at least SPIN_TURNS full turns further on,
 * with the pointer inside `segment`, at `offset` (0 to 1) across the part of the segment clear
 * of its edges. The offset only varies where in the segment the wheel stops.
 */
export function landingRotation(from: number, segment: number, offset: number): number {
  if (!(offset >= 0 && offset <= 1)) throw new RangeError(`offset ${offset} is outside 0 to 1`);
  const { start, end } = segmentArc(segment);
  const angle = start + (end - start) * (EDGE_MARGIN + offset * (1 - 2 * EDGE_MARGIN));
  return from + SPIN_TURNS * 360 + normalize(-angle - from);
}

/** The rotation `elapsed` ms into a spin from `from` to `to`: fast at first, slowing smoothly to a stop (ease-out quartic). */
export function rotationAt(from: number, to: number, elapsed: number, duration = SPIN_MS): number {
  if (elapsed >= duration || duration <= 0) return to;
  const t = Math.max(0, elapsed) / duration;
  return from + (to - from) * (1 - (1 - t) ** 4);
}
