/**
 * The render loop: one requestAnimationFrame callback at a time, stopped while the page is
 * hidden and idle whenever the frame says nothing moves (reduced motion, no cast in flight).
 * The time step is capped, so a tab coming back does not jump the animation forward.
 */

/** What the loop needs from the browser; tests pass a fake. */
export type LoopHost = {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
  hidden(): boolean;
  onVisibilityChange(listener: () => void): void;
};

/** Draws one frame `dt` milliseconds after the last; returns whether another frame is wanted. */
export type DrawFrame = (dt: number) => boolean;

export type FrameLoop = {
  /** Asks for a frame (after a tap, a key, a resize); does nothing while hidden. */
  wake(): void;
  /** Whether a frame is scheduled. */
  running(): boolean;
};

/** Longest step one frame may take, in milliseconds. */
export const MAX_STEP = 50;

/** The page's own host: requestAnimationFrame and the Page Visibility API. */
export function browserHost(): LoopHost {
  return {
    request: (callback) => requestAnimationFrame(callback),
    cancel: (id) => cancelAnimationFrame(id),
    hidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => document.addEventListener('visibilitychange', listener),
  };
}

/** Starts a loop over `draw` (nothing is drawn until the first wake). */
export function createFrameLoop(draw: DrawFrame, host: LoopHost = browserHost()): FrameLoop {
  let id = 0;
  let last = -1;

  const tick = (now: number) => {
    id = 0;
    const dt = last < 0 ? 1000 / 60 : Math.min(MAX_STEP, Math.max(0, now - last));
    last = now;
    if (draw(dt) && !host.hidden()) id = host.request(tick);
    else last = -1;
  };

  const wake = () => {
    if (id !== 0 || host.hidden()) return;
    id = host.request(tick);
  };

  host.onVisibilityChange(() => {
    if (!host.hidden()) return wake();
    if (id !== 0) host.cancel(id);
    id = 0;
    last = -1;
  });

  return { wake, running: () => id !== 0 };
}
