import { SNAPSHOT_EVERY } from './replay-edits';

/**
 * The compaction rule (docs/decisions/027): each time a store writes a generation's snapshot, it
 * deletes the edits that are both older than its newest KEEP_EDITS and already in that snapshot,
 * except the latest edit of each field, which conflict checks read (a save that saw an older
 * revision of the field must still be refused). A generation thus keeps at most
 * KEEP_EDITS + SNAPSHOT_EVERY edits, plus one per field it ever edited (bounded by the content's
 * own bounds); the history shows what is kept.
 */
export const KEEP_EDITS = 1_000;

/** The most edits a generation keeps beyond one per field: what one page of replay or history can meet. */
export const MOST_KEPT = KEEP_EDITS + SNAPSHOT_EVERY;

/**
 * The revision up to which a generation at `revision`, with its snapshot at `snapshot`, may drop
 * edits (0: none): never one the snapshot lacks, never one of the newest `keep`.
 */
export const compactionBound = (revision: number, snapshot: number, keep: number) => Math.max(0, Math.min(snapshot, revision - Math.max(1, keep)));

/**
 * Edits one compaction deletes at most, so that a snapshot's transaction stays short even on a
 * generation stored before compaction existed (its backlog goes a batch per snapshot); in normal
 * use a compaction deletes about SNAPSHOT_EVERY edits.
 */
export const COMPACT_BATCH = 2_000;

/** The largest revision a store holds (PostgreSQL's integer): a history page with no `before` starts below it. */
export const MAX_REVISION = 2_147_483_647;

/** The least time between two notes that a generation was opened (preview pages). */
export const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Generations one expiry statement deletes at most, so that no transaction holds the store long. */
export const EXPIRE_BATCH = 100;

/**
 * Whether a generation's opening should be written now: once per TOUCH_EVERY_MS per generation
 * and process (a preview page must not cost a write each time). Forgets old entries as it goes.
 */
export function touchThrottle(now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (id: string): boolean => {
    const time = now();
    const previous = last.get(id);
    if (previous !== undefined && time - previous < TOUCH_EVERY_MS) return false;
    last.delete(id);
    last.set(id, time);
    // Oldest first: drop the entries past their hour, so the map holds an hour's generations at most.
    for (const [key, at] of last) {
      if (time - at < TOUCH_EVERY_MS) break;
      last.delete(key);
    }
    return true;
  };
}
