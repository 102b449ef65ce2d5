/**
 * One lock for every read-modify-write of the games' stored state (the wallet and the player's
 * state), across tabs and games: the games share one origin, so a Web Lock of one name is one
 * lock for all of them. Without it, two tabs that read the same balance at the same moment each
 * write their own result and one is lost (see docs/decisions/025-coins-across-tabs-and-reloads.md).
 *
 * A lock alone is not enough in Chromium: a tab's view of localStorage is a copy that other tabs'
 * writes reach a little later, and a tab granted the lock can still read the value from before the
 * last holder's write. So each holder that changed the stored state leaves a mark, a held lock
 * whose name carries a count and a fingerprint of what it stored; the next holder first waits
 * (briefly) until its own view of storage shows that fingerprint. Lock names are kept by the
 * browser in one place, so every tab sees the latest mark at once.
 */

/** The lock's name: one for the wallet and the player's state together, so no step waits on two locks. */
// Stryker disable next-line StringLiteral: a module constant (its mutant runs at import); the tests state its value
export const COINS_LOCK = 'brightmoose-coins';
/** The start of a mark's name: `brightmoose-stored-{count}-{fingerprint}`. */
// Stryker disable next-line StringLiteral: a module constant (its mutant runs at import); the tests state its value
export const MARK_PREFIX = 'brightmoose-stored-';
/** How long a holder waits for its view of storage to catch up before it goes on regardless. */
export const CATCH_UP_MS = 1_000;

/** The part of the Web Locks API (navigator.locks) the lock uses. */
export type LockRequester = {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T> | T): Promise<T>;
  query(): Promise<{ held?: { name?: string }[] }>;
};

/** Runs `work` alone: no other step under the same lock, in this page or another, runs until it ends. */
export type Exclusive = <T>(work: () => T | Promise<T>) => Promise<T>;

/** What the coins lock needs besides the locks: a fingerprint of the stored state as this page sees it, a clock and a pause. */
export type LockSurroundings = { fingerprint: () => string; now: () => number; pause: (ms: number) => Promise<void> };

/** FNV-1a of a text, in base 36: a short fingerprint of stored values. */
export function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The latest mark among held lock names: its count and fingerprint, or null when there is none. */
export function latestMark(names: readonly (string | undefined)[]): { count: number; fingerprint: string } | null {
  let latest: { count: number; fingerprint: string } | null = null;
  for (const name of names) {
    const match = name?.startsWith(MARK_PREFIX) ? /^(\d+)-(\w+)$/.exec(name.slice(MARK_PREFIX.length)) : null;
    if (!match) continue;
    const count = Number(match[1]);
    if (!latest || count > latest.count) latest = { count, fingerprint: match[2]! };
  }
  return latest;
}

/**
 * The lock runner for a page. With Web Locks, every step waits for the origin-wide lock and for
 * this page's view of storage to show the last holder's write. A browser without them (or a page
 * where the request fails) still never runs two of its own steps at once: they queue in the page.
 */
export function coinsLock(locks: LockRequester | undefined, around: LockSurroundings): Exclusive {
  let queue: Promise<unknown> = Promise.resolve();
  const inPage: Exclusive = (work) => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
  // Stryker disable next-line ConditionalExpression: without locks the request below throws before any work runs and the catch queues the work in the page just the same
  if (!locks) return inPage;
  let dropMark = () => {};
  /** The name of the mark this page holds, if any. */
  let ownMark = '';

  /** Holds a mark for what this page just stored, and lets its earlier mark go. */
  async function leaveMark(count: number, fingerprint: string) {
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    await new Promise<void>((held) => {
      locks!
        .request(`${MARK_PREFIX}${count}-${fingerprint}`, { mode: 'exclusive' }, () => {
          held();
          return done;
        })
        .catch(() => held());
    });
    dropMark();
    dropMark = release;
    ownMark = `${count}-${fingerprint}`;
  }

  async function underLock<T>(work: () => T | Promise<T>): Promise<T> {
    const { held } = await locks!.query();
    const mark = latestMark(held?.map((lock) => lock.name) ?? []);
    // This page's own mark needs no wait: its view showed that value, so a view showing another holds a later write
    // (one whose mark went with its closed tab), and waiting for the old value would only stall the step.
    const awaited = mark && `${mark.count}-${mark.fingerprint}` !== ownMark ? mark : null;
    const since = around.now();
    while (awaited && around.fingerprint() !== awaited.fingerprint && around.now() - since < CATCH_UP_MS) await around.pause(4);
    const before = around.fingerprint();
    const result = await work();
    const after = around.fingerprint();
    if (after !== before) await leaveMark((mark?.count ?? 0) + 1, after);
    return result;
  }

  return async (work) => {
    let ran = false;
    try {
      return await locks.request(COINS_LOCK, { mode: 'exclusive' }, () => {
        ran = true;
        return underLock(work);
      });
    } catch (error) {
      // An error from the work itself is the caller's; a refused request falls back to the page's queue.
      if (ran) throw error;
      return inPage(work);
    }
  };
}

/** The browser's Web Locks, where it has them. */
// Stryker disable next-line all: Node (the unit tests) has no navigator; the tests pass their locks in
const browserLocks = (): LockRequester | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** The lock runner of this page: navigator.locks where the browser has it, over the stored values under `keys`. */
export function pageCoinsLock(storage: Pick<Storage, 'getItem'> | null, keys: readonly string[], locks: LockRequester | undefined = browserLocks()): Exclusive {
  const read = (key: string) => {
    try {
      // Without a storage, getItem on null throws and the catch reads it as empty, as for a refused read.
      return storage!.getItem(key) ?? '';
    } catch {
      return '';
    }
  };
  return coinsLock(locks, {
    fingerprint: () => fingerprintOf(keys.map(read).join('\u0000')),
    now: () => Date.now(),
    // Stryker disable next-line ArrowFunction: a pause that does not wait only polls faster; the tests count reads, not time
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}
