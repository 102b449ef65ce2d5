import type Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaultTranslations, type Translations } from '../../src/content/editions';
import type { SiteContent, StyleSet } from '../../src/content/schema';
import { SQLITE_ACCOUNTS_MIGRATION, sqliteAccounts } from '../auth/sqlite-accounts';
import { INVITATION_REFUSALS_MIGRATION } from '../auth/account-tables';
import { GenerationCache } from './generation-cache';
import { applyBatch, snapshotsDue, type BatchItem } from './apply-batch';
import { groupCommit, type ItemOutcome } from './group-commit';
import { batchWriter, openConnection, type WriteBatch } from './sqlite-batch-writer';
import { writerThread } from './sqlite-writer-thread';
import { accountsWritingThrough, connectionWrites } from './sqlite-writes';
import { settle } from './settle';
import { compactionBound, KEEP_EDITS, MAX_REVISION, touchThrottle } from './history-bounds';
import type { EditedField, PreviewStore, StoreOptions } from './preview-store';
import { toEdit, toGeneration, type EditRow, type GenerationRow } from './stored-rows';

/** One item of a group commit: a generation to create or an edit. */
type StoreItem =
  | {
      kind: 'create';
      create: { id: string; content: SiteContent; translations: Translations; styles: StyleSet; owner: string | null };
    }
  | { kind: 'edit'; edit: BatchItem };

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
  // Every save reads its generation's revision, and every create counts its maker's generations:
  // both from an index, never from the row, whose later columns sit behind up to 256 KB of content.
  `CREATE INDEX generations_revision ON generations (id, revision);
   CREATE INDEX generations_by_owner ON generations (owner_id);`,
  // Each invitation counts its "this email has an account" answers, to spend it at the limit (auth-routes.ts).
  INVITATION_REFUSALS_MIGRATION,
];

/** The revision a save checks its cached generation against: from the indexes alone. */
export const LATEST_REVISION_SQL =
  'SELECT COALESCE((SELECT MAX(e.revision) FROM edits e WHERE e.generation_id = g.id), g.revision) AS revision FROM generations g INDEXED BY generations_revision WHERE g.id = ?';

/**
 * Opens (creating and migrating) the SQLite file at `path` in WAL mode, synced to disk at every
 * commit. The work is synchronous (better-sqlite3); edits are committed in groups (group-commit.ts),
 * and an edit's promise resolves only once its group is on disk. The edits table is the record: a
 * generation's row holds a snapshot of its state at the row's `revision`, and reading replays the
 * edits after it (replay-edits.ts). Parsed generations are kept in a small cache checked against
 * each generation's latest revision (generation-cache.ts).
 */
export function openSqliteStore(path: string, { keepEdits = KEEP_EDITS }: StoreOptions = {}): PreviewStore & { ready: Promise<void> } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = openConnection(path);
  migrate(db);

  const selectGeneration = db.prepare<[string], GenerationRow>('SELECT * FROM generations WHERE id = ?');
  const selectLatest = db.prepare<[], GenerationRow>('SELECT * FROM generations ORDER BY created_at DESC, rowid DESC LIMIT 1');
  const selectEdits = db.prepare<[string], EditRow>('SELECT * FROM edits WHERE generation_id = ? ORDER BY revision');
  const selectFieldRevision = db.prepare<[string, string, string, string | null], { revision: number | null }>(
    'SELECT MAX(revision) AS revision FROM edits WHERE generation_id = ? AND kind = ? AND path = ? AND locale IS ?',
  );

  const selectLatestRevision = db.prepare<[string], { revision: number }>(LATEST_REVISION_SQL);
  const selectEditsAfter = db.prepare<[string, number], EditRow>('SELECT * FROM edits WHERE generation_id = ? AND revision > ? ORDER BY revision');
  const selectPage = db.prepare<[string, number, number], EditRow>('SELECT * FROM edits WHERE generation_id = ? AND revision < ? ORDER BY revision DESC LIMIT ?');
  const touched = touchThrottle();
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

  // Writes go to a thread of their own (sqlite-writer-thread.ts) so that their transaction, their
  // sync to disk and any wait for the file's write lock never hold up the serving thread: the group
  // commits below and every other write (sqlite-writes.ts). An in-memory database has no file to share.
  const writer = path === ':memory:' ? inlineWriter(db) : writerThread(path);

  /**
   * The items of one batch: the edits applied in memory here, in order, each seeing the ones
   * before it (a change that throws stores nothing of itself; apply-batch.ts), then the generations
   * created, the edit rows and the snapshots due written in one transaction by the writer. The edit
   * rows are the record; a generation's row (its content as a snapshot) is rewritten only when a
   * snapshot is due, since rewriting a whole site's content at every save would cost more than
   * everything else a save does. Cache and snapshot marks learn the new states only once committed.
   * Saves and creates arriving while a batch commits share the next transaction and its one sync to
   * disk; each is answered after that commit (an import flood then costs no sync of its own).
   */
  const commit = groupCommit(async (batch: StoreItem[]): Promise<ItemOutcome<{ revision: number } | undefined>[]> => {
    const now = new Date().toISOString();
    const creates = batch.flatMap((item) => (item.kind === 'create' ? [item.create] : []));
    const edits = batch.flatMap((item) => (item.kind === 'edit' ? [item.edit] : []));
    const { outcomes, rows, after } = applyBatch(edits, get, fieldRevision, now);
    const due = snapshotsDue(
      after.values(),
      (id) => snapshots.get(id)!.revision,
      (id) => snapshots.get(id)!.due,
    );
    const created = await writer.write({
      now,
      creates: creates.map(({ id, content, translations, styles, owner }) => ({
        id,
        owner,
        content: JSON.stringify(content),
        translations: JSON.stringify(translations),
        styles: JSON.stringify(styles),
      })),
      edits: rows,
      snapshots: due.map(({ id, content, translations, styles, revision }) => ({
        id,
        content: JSON.stringify(content),
        translations: JSON.stringify(translations),
        styles: JSON.stringify(styles),
        revision,
        previous: snapshots.get(id)!.revision,
        compactTo: compactionBound(revision, revision, keepEdits),
      })),
    });
    for (const generation of after.values()) cache.remember(generation);
    for (const { id, revision } of due) snapshots.set(id, { revision, due: false });
    // A generation made here is in today's shape already: it is cached as given, not read back.
    creates.forEach(({ id, content, translations, styles }, index) => {
      if (!created[index]!.ok) return;
      cache.remember({ id, content, translations, styles, revision: 0, createdAt: now, updatedAt: now });
      snapshots.set(id, { revision: 0, due: true });
    });
    let edit = 0;
    let create = 0;
    return batch.map((item) => {
      if (item.kind === 'edit') return outcomes[edit++]!;
      const outcome = created[create++]!;
      return outcome.ok ? { ok: true, value: undefined } : { ok: false, error: new Error(outcome.message) };
    });
  });

  return {
    /** Resolves once the writer thread has opened the file: the first save then waits for no start-up. */
    ready: writer.ready,
    create: async (id, content, styles, translations = defaultTranslations, owner = null) => {
      await commit({ kind: 'create', create: { id, content, translations, styles, owner } });
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
    accounts: accountsWritingThrough(sqliteAccounts(db), (call) => writer.call(call)),
    history: (id, { before = MAX_REVISION, limit }) =>
      settle(() => {
        const rows = selectPage.all(id, before, limit + 1);
        return { edits: rows.slice(0, limit).map(toEdit), more: rows.length > limit };
      }),
    touch: async (id) => {
      if (touched(id)) await writer.call({ kind: 'touch', id, at: new Date().toISOString() });
    },
    // In batches of EXPIRE_BATCH, each its own transaction, so saves are not held up behind a long sweep.
    expireUnused: async (cutoff) => {
      let deleted = 0;
      for (;;) {
        const ids = (await writer.call({ kind: 'expire', cutoff: cutoff.toISOString() })) as string[];
        if (ids.length === 0) return deleted;
        for (const id of ids) snapshots.delete(id);
        deleted += ids.length;
      }
    },
    close: async () => {
      await writer.close();
      db.close();
    },
  };
}

/** The batch writer on the store's own connection, for a database no other connection can open. */
function inlineWriter(db: Database.Database) {
  const write = batchWriter(db);
  return { ready: Promise.resolve(), write: (batch: WriteBatch) => settle(() => write(batch)), call: connectionWrites(db), close: () => Promise.resolve() };
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
