import Database from 'better-sqlite3';
import { COMPACT_BATCH } from './history-bounds';
import type { EditRow } from './stored-rows';

/**
 * The writes of one group commit, worked out on the serving thread (sqlite-store.ts) and handed
 * over as plain data, so that the transaction and its sync to disk can run on a thread of their
 * own (docs/decisions/027, "Writes off the serving thread").
 */
export type WriteBatch = {
  now: string;
  /** Generations to insert, their JSON columns as text; each one that fails is refused alone. */
  creates: { id: string; content: string; translations: string; styles: string; owner: string | null }[];
  /** Edit rows, in order. */
  edits: EditRow[];
  /**
   * Generations whose row is rewritten as a snapshot at `revision`, replacing the one at
   * `previous` (the whole batch fails when it is no longer there), then compacted up to `compactTo`
   * (0: nothing to drop).
   */
  snapshots: { id: string; content: string; translations: string; styles: string; revision: number; previous: number; compactTo: number }[];
};

/** What became of each create of a batch, in order: stored, or refused with its reason. */
export type CreateOutcome = { ok: true } | { ok: false; message: string };

/**
 * The synchronous writer over one connection: each batch in one transaction (all of it or, when
 * it throws, nothing). The connection is the caller's, opened on the database's file.
 */
export function batchWriter(db: Database.Database): (batch: WriteBatch) => CreateOutcome[] {
  const insertGeneration = db.prepare('INSERT INTO generations (id, content, translations, styles, revision, created_at, updated_at, used_at, owner_id) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)');
  const insertEdit = db.prepare('INSERT INTO edits (generation_id, kind, path, locale, old_value, new_value, revision, created_at, author) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const updateGeneration = db.prepare('UPDATE generations SET content = ?, translations = ?, styles = ?, revision = ?, updated_at = ? WHERE id = ? AND revision = ?');
  // Edits already in the snapshot and older than the kept ones, but never a field's latest (history-bounds.ts).
  const compact = db.prepare<[string, number]>(
    `DELETE FROM edits WHERE id IN (
       SELECT e.id FROM edits e WHERE e.generation_id = ? AND e.revision <= ? AND EXISTS (
         SELECT 1 FROM edits later WHERE later.generation_id = e.generation_id AND later.kind = e.kind
           AND later.path = e.path AND later.locale IS e.locale AND later.revision > e.revision)
       ORDER BY e.revision LIMIT ${COMPACT_BATCH})`,
  );

  return db.transaction(({ now, creates, edits, snapshots }: WriteBatch): CreateOutcome[] => {
    const outcomes = creates.map(({ id, content, translations, styles, owner }): CreateOutcome => {
      try {
        insertGeneration.run(id, content, translations, styles, now, now, now, owner);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: (error as Error).message };
      }
    });
    for (const row of edits) insertEdit.run(row.generation_id, row.kind, row.path, row.locale, row.old_value, row.new_value, row.revision, row.created_at, row.author);
    for (const { id, content, translations, styles, revision, previous, compactTo } of snapshots) {
      if (updateGeneration.run(content, translations, styles, revision, now, id, previous).changes !== 1) throw new Error('generation changed during the edit');
      if (compactTo > 0) compact.run(id, compactTo);
    }
    return outcomes;
  });
}

/**
 * Opens a connection on the store's file as every connection to it is opened (the store's own and
 * the writer thread's): WAL, synced to disk at every commit, foreign keys on, waiting for a lock.
 */
export function openConnection(path: string): Database.Database {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
