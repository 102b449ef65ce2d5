/**
 * How a cast is shown, as a timeline. The outcome is already drawn and paid when the show starts;
 * the show only plays it out: the hook flies to the fish, the fish bites, then it is reeled in or
 * fights free. With reduced motion the show skips straight to its still result.
 */

export type CastPhase = 'flight' | 'bite' | 'reel' | 'escape' | 'result';

/** Milliseconds each moving phase lasts. */
export const CAST_TIMING = { flight: 420, bite: 380, reel: 650, escape: 520 } as const;

/** A cast being shown. */
export type CastShow = {
  /** Species index cast at. */
  target: number;
  landed: boolean;
  /** Short text floated by the fish: "+500" or "Got away". */
  tag: string;
  /** Milliseconds of show played (the loop's clock, paused while hidden). */
  elapsed: number;
  /** Runs once, when the outcome becomes visible (or the show is skipped). */
  reveal: (() => void) | null;
};

/** Where a show is: its phase and how far through it, 0 to 1. */
export type ShowPoint = { phase: CastPhase; progress: number };

/** The phase at `elapsed` ms; `moving` false (reduced motion) shows the result at once. */
export function showPoint(show: Pick<CastShow, 'landed' | 'elapsed'>, moving: boolean, out: ShowPoint): ShowPoint {
  const t = show.elapsed;
  const outcome = show.landed ? CAST_TIMING.reel : CAST_TIMING.escape;
  const revealAt = CAST_TIMING.flight + CAST_TIMING.bite;
  if (!moving || t >= revealAt + outcome) return set(out, 'result', 1);
  if (t < CAST_TIMING.flight) return set(out, 'flight', t / CAST_TIMING.flight);
  if (t < revealAt) return set(out, 'bite', (t - CAST_TIMING.flight) / CAST_TIMING.bite);
  return set(out, show.landed ? 'reel' : 'escape', (t - revealAt) / outcome);
}

/** Whether the outcome can be seen at `elapsed` (the bite is over, or nothing moves). */
export function isRevealed(show: Pick<CastShow, 'elapsed'>, moving: boolean): boolean {
  return !moving || show.elapsed >= CAST_TIMING.flight + CAST_TIMING.bite;
}

/** Total length of a moving show. */
export function showLength(landed: boolean): number {
  return CAST_TIMING.flight + CAST_TIMING.bite + (landed ? CAST_TIMING.reel : CAST_TIMING.escape);
}

/** Eases a 0-1 progress in and out (smoothstep), so the hook and fish move like things with weight. */
export function ease(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
}

function set(out: ShowPoint, phase: CastPhase, progress: number): ShowPoint {
  out.phase = phase;
  out.progress = progress;
  return out;
}
