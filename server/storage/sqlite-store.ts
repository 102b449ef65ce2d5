import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultTranslations } from '../../src/content/editions';
import { SQLITE_ACCOUNTS_MIGRATION } from '../auth/sqlite-accounts';
import { sqliteAccounts } from '../auth/sqlite-accounts';
import { GenerationCache } from './generation-cache';
import { applyBatch, snapshotsDue, type BatchItem } from './apply-batch';
import { groupCommit, type ItemOutcome } from './group-commit';
import { COMPACT_BATCH, compactionBound, EXPIRE_BATCH, KEEP_EDITS, MAX_REVISION, touchThrottle } from './history-bounds';
import type { EditedField, PreviewStore, StoreOptions } from './preview-store';
import { toEdit, toGeneration, type EditRow, type GenerationRow } from './stored-rows';

/** One item of a group commit: a generation to create (its JSON columns) or an edit. */
type StoreItem = { kind: 'create'; id: string; content: string; translations: string; styles: string } | { kind: 'edit'; edit: BatchItem };

/** Schema migrations, applied in order; PRAGMA user_version records how many have run. */
const MIGRATIONS = [
  `CREATE TABLE generations (
     id TEXT PRIMARY KEY,
     content TEXT NOT NULL,
     styles TEXT NOT NULL,
     revision INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   CREATE TABLE edits (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     generation_id TEXT NOT NULL REFERENCES generations(id),
     kind TEXT NOT NULL CHECK (kind IN ('content', 'style')),
     path TEXT NOT NULL,
     old_value TEXT NOT NULL,
     new_value TEXT NOT NULL,
     revision INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX edits_by_generation ON edits (generation_id, revision);`,
  // The latest edit of one field, asked for by every save.
  `CREATE INDEX edits_by_field ON edits (generation_id, kind, path, revision);`,
  // A second language: each generation keeps its other editions (French) beside its English
  // content, and each text edit names the edition it changed (earlier ones were English).
  `ALTER TABLE generations ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
   ALTER TABLE edits ADD COLUMN locale TEXT;
   UPDATE edits SET locale = 'en' WHERE kind = 'content';`,
  // When a generation was last opened or created, for the expiry of unused ones (history-bounds.ts).
  `ALTER TABLE generations ADD COLUMN used_at TEXT;
   UPDATE generations SET used_at = updated_at;
   CREATE INDEX generations_by_use ON generations (used_at);`,
  // Accounts, sessions and one-time links; each generation's maker and each edit's author (docs/decisions/031).
  SQLITE_ACCOUNTS_MIGRATION,
];

/**
 * Opens (creating and migrating) the SQLite file at `path` in WAL mode, synced to disk at every
 * commit. The work is synchronous (better-sqlite3); edits are committed in groups (group-commit.ts),
 * and an edit's promise resolves only once its group is on disk. The edits table is the record: a
 * generation's row holds a snapshot of its state at the row's `revision`, and reading replays the
 * edits after it (replay-edits.ts). Parsed generations are kept in a small cache checked against
 * each generation's latest revision (generation-cache.ts).
 */
export function openSqliteStore(path: string, { keepEdits = KEEP_EDITS }: StoreOptions = {}): PreviewStore {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const insertGeneration = db.prepare(
    'INSERT INTO generations (id, content, translations, styles, revision, created_at, updated_at, used_at) VALUES (?, ?, ?, ?, 0, ?, ?, ?)',
  );
  const selectGeneration = db.prepare<[string], GenerationRow>('SELECT * FROM generations WHERE id = ?');
  const selectLatest = db.prepare<[], GenerationRow>('SELECT * FROM generations ORDER BY created_at DESC, rowid DESC LIMIT 1');
  const updateGeneration = db.prepare(
    'UPDATE generations SET content = ?, translations = ?, styles = ?, revision = ?, updated_at = ? WHERE id = ? AND revision = ?',
  );
  const insertEdit = db.prepare(
    'INSERT INTO edits (generation_id, kind, path, locale, old_value, new_value, revision, created_at, author) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const selectEdits = db.prepare<[string], EditRow>('SELECT * FROM edits WHERE generation_id = ? ORDER BY revision');
  const selectFieldRevision = db.prepare<[string, string, string, string | null], { revision: number | null }>(
    'SELECT MAX(revision) AS revision FROM edits WHERE generation_id = ? AND kind = ? AND path = ? AND locale IS ?',
  );

  const selectLatestRevision = db.prepare<[string], { revision: number }>(
    'SELECT COALESCE((SELECT MAX(e.revision) FROM edits e WHERE e.generation_id = g.id), g.revision) AS revision FROM generations g WHERE g.id = ?',
  );
  const selectEditsAfter = db.prepare<[string, number], EditRow>('SELECT * FROM edits WHERE generation_id = ? AND revision > ? ORDER BY revision');
  const selectPage = db.prepare<[string, number, number], EditRow>('SELECT * FROM edits WHERE generation_id = ? AND revision < ? ORDER BY revision DESC LIMIT ?');
  // Edits already in the snapshot and older than the kept ones, but never a field's latest (history-bounds.ts).
  const compact = db.prepare<[string, number]>(
    `DELETE FROM edits WHERE id IN (
       SELECT e.id FROM edits e WHERE e.generation_id = ? AND e.revision <= ? AND EXISTS (
         SELECT 1 FROM edits later WHERE later.generation_id = e.generation_id AND later.kind = e.kind
           AND later.path = e.path AND later.locale IS e.locale AND later.revision > e.revision)
       ORDER BY e.revision LIMIT ${COMPACT_BATCH})`,
  );
  const touchGeneration = db.prepare<[string, string]>('UPDATE generations SET used_at = ? WHERE id = ?');
  // Unused: neither opened (used_at) nor edited (its latest edit, or its row's time) since the cutoff.
  const selectUnused = db.prepare<[string, string, string], { id: string }>(
    `SELECT id FROM generations g WHERE COALESCE(g.used_at, g.updated_at) < ? AND g.updated_at < ?
       AND COALESCE((SELECT e.created_at FROM edits e WHERE e.generation_id = g.id ORDER BY e.revision DESC LIMIT 1), '') < ?
     LIMIT ${EXPIRE_BATCH}`,
  );
  const deleteEdits = db.prepare<[string]>('DELETE FROM edits WHERE generation_id = ?');
  // Its grants and links go with it (accounts refer to generations).
  const deleteGrants = db.prepare<[string]>('DELETE FROM account_generations WHERE generation_id = ?');
  const deleteLinks = db.prepare<[string]>('DELETE FROM one_time_links WHERE generation_id = ?');
  const deleteGeneration = db.prepare<[string]>('DELETE FROM generations WHERE id = ?');
  const touched = touchThrottle();
  const expireBatch = db.transaction((cutoff: string) => {
    const ids = selectUnused.all(cutoff, cutoff, cutoff).map((row) => row.id);
    for (const id of ids) {
      deleteGrants.run(id);
      deleteLinks.run(id);
      deleteEdits.run(id);
      deleteGeneration.run(id);
      snapshots.delete(id);
    }
    return ids.length;
  });
  const cache = new GenerationCache();
  /** Per generation read from the file: the revision of its row's snapshot, and whether a new one is due. */
  const snapshots = new Map<string, { revision: number; due: boolean }>();

  const get = (id: string) => {
    const cached = cache.fresh(id, selectLatestRevision.get(id)?.revision);
    if (cached) return cached;
    const row = selectGeneration.get(id);
    if (!row) return undefined;
    const generation = toGeneration(row, selectEditsAfter.all(id, row.revision));
    cache.remember(generation);
    // The first save after a read writes a snapshot in today's shape, so that later edits always
    // replay on the shape they were made on (replay-edits.ts).
    snapshots.set(id, { revision: row.revision, due: true });
    return generation;
  };
  const fieldRevision = (id: string, { kind, path, locale }: EditedField) => selectFieldRevision.get(id, kind, path, locale)?.revision ?? 0;

  /**
   * The items of one batch, in one transaction: first the generations created (each insert that
   * fails is refused alone; SQLite undoes only that statement), then the edits in order, each seeing
   * the ones before it, and a change that throws stores nothing of itself. The edit rows are the
   * record; a generation's row (its content as a snapshot) is rewritten only when a snapshot is
   * due, since rewriting a whole site's content at every save would cost more than everything else
   * a save does.
   */
  const commitBatch = db.transaction((batch: StoreItem[]) => {
    const now = new Date().toISOString();
    const created = new Map<StoreItem, ItemOutcome<undefined>>();
    for (const item of batch) {
      if (item.kind !== 'create') continue;
      try {
        insertGeneration.run(item.id, item.content, item.translations, item.styles, now, now, now);
        created.set(item, { ok: true, value: undefined });
      } catch (error) {
        created.set(item, { ok: false, error });
      }
    }
    const edits = batch.flatMap((item) => (item.kind === 'edit' ? [item.edit] : []));
    const { outcomes, rows, after } = applyBatch(edits, get, fieldRevision, now);
    for (const row of rows) insertEdit.run(row.generation_id, row.kind, row.path, row.locale, row.old_value, row.new_value, row.revision, row.created_at, row.author);
    const written = new Map<string, { revision: number; due: boolean }>();
    for (const { id, content, translations, styles, revision } of snapshotsDue(after.values(), (id) => snapshots.get(id)!.revision, (id) => snapshots.get(id)!.due)) {
      const updated = updateGeneration.run(JSON.stringify(content), JSON.stringify(translations), JSON.stringify(styles), revision, now, id, snapshots.get(id)!.revision);
      if (updated.changes !== 1) throw new Error('generation changed during the edit');
      written.set(id, { revision, due: false });
      const bound = compactionBound(revision, revision, keepEdits);
      if (bound > 0) compact.run(id, bound);
    }
    let edit = 0;
    const all = batch.map((item) => (item.kind === 'create' ? created.get(item)! : outcomes[edit++]!));
    return { outcomes: all, generations: [...after.values()], written };
  });
  // Saves and creates arriving while the process is busy share one transaction and one sync to
  // disk; each is answered after that commit (an import flood then costs no sync of its own).
  // Cache and snapshot marks learn the new states only once committed.
  const commit = groupCommit((batch: StoreItem[]): ItemOutcome<{ revision: number } | undefined>[] => {
    const { outcomes, generations, written } = commitBatch(batch);
    for (const generation of generations) cache.remember(generation);
    for (const [id, snapshot] of written) snapshots.set(id, snapshot);
    return outcomes;
  });

  return {
    create: async (id, content, styles, translations = defaultTranslations) => {
      await commit({ kind: 'create', id, content: JSON.stringify(content), translations: JSON.stringify(translations), styles: JSON.stringify(styles) });
      return get(id)!;
    },
    get: (id) => settle(() => get(id)),
    latest: () =>
      settle(() => {
        const row = selectLatest.get();
        return row ? get(row.id) : undefined;
      }),
    applyEdit: (id, change, author) => commit({ kind: 'edit', edit: { id, change, author } }),
    edits: (id) => settle(() => selectEdits.all(id).map(toEdit)),
    accounts: sqliteAccounts(db),
    history: (id, { before = MAX_REVISION, limit }) =>
      settle(() => {
        const rows = selectPage.all(id, before, limit + 1);
        return { edits: rows.slice(0, limit).map(toEdit), more: rows.length > limit };
      }),
    touch: (id) => settle(() => void (touched(id) && touchGeneration.run(new Date().toISOString(), id))),
    expireUnused: (cutoff) =>
      settle(() => {
        let deleted = 0;
        for (let batch = expireBatch(cutoff.toISOString()); batch > 0; batch = expireBatch(cutoff.toISOString())) deleted += batch;
        return deleted;
      }),
    close: () => settle(() => void db.close()),
  };
}

/** Synchronous work as the interface's promise: its value, or its throw as a rejection. */
function settle<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}

function migrate(db: Database.Database) {
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let index = version; index < MIGRATIONS.length; index++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[index]!);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}
