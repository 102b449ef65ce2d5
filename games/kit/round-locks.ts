/**
 * A Web Lock is held for every round in play, for as long as its page is open. A game that opens
 * and finds a pending round of its own can then tell a round still being played in another tab
 * (its lock is held) from one abandoned by a reload or a closed tab (nobody holds it).
 */
const lockName = (roundId: string) => `brightmoose-round-${roundId}`;

/** Holds the round's lock until the returned function is called. */
export function holdRoundLock(roundId: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  void navigator.locks?.request(lockName(roundId), () => held).catch(() => {});
  return release;
}

/** The ids of rounds some open page is playing; null where the browser has no Web Locks. */
export async function liveRoundIds(): Promise<Set<string> | null> {
  if (!navigator.locks) return null;
  try {
    const { held = [] } = await navigator.locks.query();
    return new Set(held.flatMap((lock) => (lock.name?.startsWith('brightmoose-round-') ? [lock.name.slice('brightmoose-round-'.length)] : [])));
  } catch {
    return null;
  }
}
