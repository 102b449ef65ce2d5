import type { PreviewStore } from './preview-store';

/** How often the sweep looks for unused generations. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ExpirySweep = {
  /** One sweep now: deletes what has been unused for the stated days; resolves with how many. */
  runOnce(): Promise<number>;
  /** Stops the timer (a sweep already running finishes). */
  stop(): void;
};

/**
 * Deletes generations neither edited nor opened for `days` days (GENERATION_EXPIRY_DAYS), once
 * soon after start and then every SWEEP_EVERY_MS, on an unref'd timer so it never keeps the
 * process alive. One sweep at a time; a failure is reported to `log` and the next one tries again.
 */
export function startExpirySweep(
  store: Pick<PreviewStore, 'expireUnused'>,
  { days, everyMs = SWEEP_EVERY_MS, now = Date.now, log = console.error }: { days: number; everyMs?: number; now?: () => number; log?: (message: string) => void },
): ExpirySweep {
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= store
      .expireUnused(new Date(now() - days * DAY_MS))
      .catch((error: unknown) => {
        log(`The expiry of unused generations failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void runOnce(), Math.min(everyMs, 10_000)).unref();
  const timer = setInterval(() => void runOnce(), everyMs).unref();
  return {
    runOnce,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
