/**
 * The fish in the water and how they swim: one fish of each species in its own lane, back and
 * forth. Purely decorative (a cast's outcome never depends on where a fish is), kept DOM-free so
 * it can be tested, and written to allocate nothing per frame: positions go into typed arrays
 * made once.
 */
import type { PondLayout } from './pond-layout';

export type Pond = {
  /** Where each fish is along its lane, 0 (left bound) to 1 (right bound). */
  along: Float64Array;
  /** +1 swimming right, −1 left. */
  heading: Int8Array;
  /** Share of its lane each fish crosses per second. */
  speed: Float64Array;
  /** Milliseconds of a startled dash left (after a fish gets away). */
  dash: Float64Array;
  /** A hooked fish holds still while it is reeled in or fights free. */
  hooked: number;
  /** Swimming time in milliseconds (paused while the page is hidden). */
  time: number;
  /** The centres drawn last frame, in CSS pixels: what taps are tested against. */
  x: Float64Array;
  y: Float64Array;
};

/** A pond with `count` fish, spread out and heading both ways; small fish swim faster. */
export function createPond(count: number): Pond {
  const along = new Float64Array(count);
  const heading = new Int8Array(count);
  const speed = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    along[i] = (0.15 + i * 0.37) % 1;
    heading[i] = i % 2 === 0 ? 1 : -1;
    speed[i] = 0.16 - i * 0.018;
  }
  return { along, heading, speed, dash: new Float64Array(count), hooked: -1, time: 0, x: new Float64Array(count), y: new Float64Array(count) };
}

/** Moves every fish on by `dt` milliseconds, turning at the ends of its lane. */
export function swim(pond: Pond, dt: number): void {
  pond.time += dt;
  for (let i = 0; i < pond.along.length; i++) {
    if (i === pond.hooked) continue;
    const dashing = pond.dash[i]! > 0;
    if (dashing) pond.dash[i] = Math.max(0, pond.dash[i]! - dt);
    let along = pond.along[i]! + (pond.heading[i]! * pond.speed[i]! * (dashing ? 5 : 1) * dt) / 1000;
    if (along > 1 || along < 0) {
      along = along > 1 ? 2 - along : -along;
      pond.heading[i] = -pond.heading[i]!;
    }
    pond.along[i] = Math.min(1, Math.max(0, along));
  }
}

/** Startles a fish that got away: it turns away from the hook and dashes off. */
export function startle(pond: Pond, index: number): void {
  pond.heading[index] = pond.along[index]! < 0.5 ? 1 : -1;
  pond.dash[index] = 450;
}

/** Works out each fish's centre for a layout; `bob` (0 with reduced motion) rocks them gently. */
export function place(pond: Pond, layout: PondLayout, bob: number): void {
  for (let i = 0; i < pond.along.length; i++) {
    const min = layout.minX[i]!;
    pond.x[i] = min + pond.along[i]! * (layout.maxX[i]! - min);
    pond.y[i] = layout.lanes[i]! + bob * Math.sin(pond.time * 0.002 + i * 1.7) * 3 * layout.unit;
  }
}

/**
 * The fish a tap at (x, y) picks, or −1: the nearest within its reach, which is never smaller
 * than a fingertip (22 px) around its body.
 */
export function fishAt(pond: Pond, layout: PondLayout, x: number, y: number): number {
  let best = -1;
  let bestDistance = 1;
  for (let i = 0; i < pond.x.length; i++) {
    const reachX = Math.max(layout.lengths[i]! / 2 + 6, 22);
    const reachY = Math.max(layout.laneReach, 22);
    const distance = ((x - pond.x[i]!) / reachX) ** 2 + ((y - pond.y[i]!) / reachY) ** 2;
    if (distance <= bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** The aim after an arrow key: one fish on, wrapping round at either end. */
export function stepAim(aim: number, delta: number, count: number): number {
  return (((aim + delta) % count) + count) % count;
}
