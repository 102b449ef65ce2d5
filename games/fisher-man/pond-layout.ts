/**
 * Where things sit in the pond for a canvas of a given size, in CSS pixels: the sky, the lanes
 * the fish swim in (smallest fish shallowest), the boat and the rod tip. Pure numbers, so the
 * drawing code and the hit-testing agree and tests can check the geometry.
 */

/** Length of each species' sprite, nose to tail, in layout units (smallest first). */
export const FISH_LENGTHS = [26, 32, 42, 52, 64, 84] as const;

/** Depth of each species' body as a share of its length. */
export const FISH_DEPTHS = [0.3, 0.42, 0.4, 0.34, 0.36, 0.3] as const;

/** Width of a multiplier tag in layout units; tags trail their fish. */
export const TAG_WIDTH = 40;

export type PondLayout = {
  width: number;
  height: number;
  /** One layout unit in CSS pixels: the pond scales with its frame. */
  unit: number;
  /** Where the water's surface is. */
  surface: number;
  /** Centre line of each species' lane. */
  lanes: number[];
  /** Half the gap between two lanes: how far a tap may be from a fish's line and still pick it. */
  laneReach: number;
  /** Sprite length of each species. */
  lengths: number[];
  /** Leftmost and rightmost centre of each species, so fish and tags stay inside the pond. */
  minX: number[];
  maxX: number[];
  boatX: number;
  rodTipX: number;
  rodTipY: number;
};

/** The layout for a pond of `width` × `height` CSS pixels with `count` species. */
export function pondLayout(width: number, height: number, count: number = FISH_LENGTHS.length): PondLayout {
  const unit = Math.max(0.5, Math.min(height / 260, width / 360, 1.8));
  const surface = Math.round(height * 0.22);
  const top = surface + 14 * unit;
  const floor = height - 12 * unit;
  const gap = (floor - top) / count;
  const lanes = Array.from({ length: count }, (_, i) => top + (i + 0.5) * gap);
  const lengths = Array.from({ length: count }, (_, i) => FISH_LENGTHS[i % FISH_LENGTHS.length]! * unit);
  const margin = lengths.map((length) => length / 2 + (TAG_WIDTH + 6) * unit);
  const boatX = width * 0.5;
  return {
    width,
    height,
    unit,
    surface,
    lanes,
    laneReach: gap / 2,
    lengths,
    minX: margin,
    maxX: margin.map((m) => Math.max(m, width - m)),
    boatX,
    rodTipX: boatX + 34 * unit,
    rodTipY: surface - 40 * unit,
  };
}
