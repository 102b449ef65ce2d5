/**
 * A Web Lock is held for every round in play, for as long as its page is open. A game that opens
 * and finds a pending round of its own can then tell a round still being played in another tab
 * (its lock is held) from one left by a reload, a crash or a closed tab (nobody holds it).
 */
// Stryker disable next-line StringLiteral: a module constant (its mutant runs at import); the tests state the lock names
const PREFIX = 'brightmoose-round-';
/** The lock of one round. */
function lockName(roundId: string): string {
  return `${PREFIX}${roundId}`;
}

/** The part of the Web Locks API the round locks use. */
export type RoundLockManager = {
  request(name: string, callback: () => Promise<void>): Promise<void>;
  query(): Promise<{ held?: { name?: string }[] }>;
};

// Stryker disable next-line all: the browser's own locks; Node (the unit tests) has no navigator, and the tests pass their locks in
const pageLocks = (): RoundLockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** A held round lock: `held` settles once the lock is held (or could not be), `release` gives it up. */
export type RoundLock = { held: Promise<void>; release: () => void };

/** Takes the round's lock and holds it until `release` is called. */
export function holdRoundLock(roundId: string, locks: RoundLockManager | undefined = pageLocks()): RoundLock {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  if (!locks) return { held: Promise.resolve(), release };
  const held = new Promise<void>((resolve) => {
    locks
      .request(lockName(roundId), () => {
        resolve();
        return done;
      })
      .catch(() => resolve());
  });
  return { held, release };
}

/** The ids of rounds some open page is playing; null where the browser has no Web Locks. */
export async function liveRoundIds(locks: RoundLockManager | undefined = pageLocks()): Promise<Set<string> | null> {
  try {
    // Without Web Locks, `locks` is undefined and the call throws: the catch answers null.
    const { held } = await locks!.query();
    return new Set((held ?? []).flatMap((lock) => (lock.name?.startsWith(PREFIX) ? [lock.name.slice(PREFIX.length)] : [])));
  } catch {
    return null;
  }
}
