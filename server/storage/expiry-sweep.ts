import { AUTH_POLICY } from '../auth/policy';
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

/** What a sweep deletes: unused generations, and what the accounts no longer need. */
export type SweptStore = Pick<PreviewStore, 'expireUnused'> & { accounts: Pick<PreviewStore['accounts'], 'purge'> };

/**
 * Deletes generations neither edited nor opened for `days` days (GENERATION_EXPIRY_DAYS), once
 * soon after start and then every SWEEP_EVERY_MS, on an unref'd timer so it never keeps the
 * process alive. Each sweep also forgets the sessions that have ended, and the one-time links and
 * sign-in failures (with the address each names) older than the throttling window, which nothing
 * reads any more: without it they were kept for ever. One sweep at a time; a failure is reported
 * to `log` and the next one tries again.
 */
export function startExpirySweep(
  store: SweptStore,
  { days, everyMs = SWEEP_EVERY_MS, now = Date.now, log = console.error }: { days: number; everyMs?: number; now?: () => number; log?: (message: string) => void },
): ExpirySweep {
  let running: Promise<number> | undefined;
  const purge = () => {
    const time = now();
    return store.accounts.purge(new Date(time).toISOString(), new Date(time - AUTH_POLICY.failureWindowMs).toISOString()).catch((error: unknown) => {
      log(`The purge of ended sessions, links and sign-in failures failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const runOnce = () => {
    running ??= store
      .expireUnused(new Date(now() - days * DAY_MS))
      .catch((error: unknown) => {
        log(`The expiry of unused generations failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .then(async (deleted) => {
        await purge();
        return deleted;
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
