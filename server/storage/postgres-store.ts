import type { Pool, PoolClient } from 'pg';
import { defaultTranslations } from '../../src/content/editions';
import { GenerationCache } from './generation-cache';
import { migrate } from './postgres-migrations';
import { applyBatch, fieldKey, snapshotsDue, type BatchItem } from './apply-batch';
import { groupCommit } from './group-commit';
import { createPool, inTransaction } from './postgres-pool';
import { postgresAccounts } from '../auth/postgres-accounts';
import { COMPACT_BATCH, compactionBound, EXPIRE_BATCH, KEEP_EDITS, MAX_REVISION, touchThrottle } from './history-bounds';
import type { Generation, PreviewStore, StoreOptions } from './preview-store';
import { toEdit, toGeneration, type EditRow, type GenerationRow } from './stored-rows';

/** Either the pool or one connection in a transaction: what a query runs on. */
type Queryable = Pick<Pool | PoolClient, 'query'>;

/**
 * A statement every save runs, prepared once per connection under its name (the server then
 * skips parsing and planning it again).
 */
const prepared =
  (name: string, text: string) =>
  (...values: unknown[]) => ({ name, text, values });
/** The generations a batch edits, locked in the order of their ids, so that instances locking several never deadlock. */
const lockGenerations = prepared('lock-generations', 'SELECT id, revision, snapshot_revision FROM generations WHERE id = ANY($1) ORDER BY id FOR UPDATE');
const latestRevision = prepared('latest-revision', 'SELECT revision FROM generations WHERE id = $1');
/** The revision of the latest stored edit of each field asked for (0 when never edited), by position in the arrays. */
const fieldRevisions = prepared(
  'field-revisions',
  `SELECT f.n::int AS n, COALESCE((SELECT MAX(e.revision) FROM edits e WHERE e.generation_id = f.id AND e.kind = f.kind AND e.path = f.path AND e.locale IS NOT DISTINCT FROM f.locale), 0) AS revision
   FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS f(id, kind, path, locale, n)`,
);
/**
 * A batch's edit rows, and each of its generations' revisions moved on (from the revision it was
 * locked at) without rewriting their JSON: one statement, one round trip. Returns a row per
 * generation moved.
 */
const recordEdits = prepared(
  'record-edits',
  `WITH edit AS (
     INSERT INTO edits (generation_id, kind, path, locale, old_value, new_value, revision, created_at, author)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::timestamptz[], $13::text[])
   )
   UPDATE generations AS g SET revision = m.revision, updated_at = $9
   FROM unnest($10::text[], $11::int[], $12::int[]) AS m(id, revision, locked)
   WHERE g.id = m.id AND g.revision = m.locked
   RETURNING g.id`,
);

/** The columns of an edit every read takes: the author too, which the History dialog shows. */
const EDIT_COLUMNS = 'generation_id, kind, path, locale, old_value, new_value, revision, created_at, author';
/** One page of history, newest first (the unique index on generation and revision serves it). */
const historyPage = prepared('history-page', `SELECT ${EDIT_COLUMNS} FROM edits WHERE generation_id = $1 AND revision < $2 ORDER BY revision DESC LIMIT $3`);
/** Edits already in the snapshot and older than the kept ones, but never a field's latest (history-bounds.ts). */
const compactEdits = prepared(
  'compact-edits',
  `DELETE FROM edits WHERE id IN (
     SELECT e.id FROM edits e WHERE e.generation_id = $1 AND e.revision <= $2 AND EXISTS (
       SELECT 1 FROM edits later WHERE later.generation_id = e.generation_id AND later.kind = e.kind
         AND later.path = e.path AND later.locale IS NOT DISTINCT FROM e.locale AND later.revision > e.revision)
     ORDER BY e.revision LIMIT ${COMPACT_BATCH})`,
);
/** Unused generations: neither opened nor edited since the cutoff (updated_at moves with every edit), locked, a few at a time. */
const selectUnused = prepared('select-unused', `SELECT id FROM generations WHERE used_at < $1 AND updated_at < $1 ORDER BY used_at LIMIT ${EXPIRE_BATCH} FOR UPDATE SKIP LOCKED`);

/** A generation's row as a snapshot: its JSON is its state at snapshot_revision (toGeneration replays the rest). */
const SNAPSHOT_COLUMNS = 'id, content, translations, styles, snapshot_revision AS revision, created_at, updated_at';

/**
 * Opens (migrating) the PostgreSQL database at `url`, for several server instances sharing one
 * database. Edits are committed in groups, as in the SQLite store: the saves that arrive while
 * one group commits make the next, one transaction for all of them. A group locks its
 * generations' rows (SELECT ... FOR UPDATE) for the length of its transaction, so concurrent
 * edits of one generation, from any instance, take turns: each sees the one before it, and
 * revisions run 1, 2, 3 ... without a gap or a repeat. Parsed generations are cached per process
 * and used only while the locked row's revision is the cached one's, so an edit made by another
 * instance is always read anew (docs/decisions/020).
 */
export async function openPostgresStore(url: string, { maxConnections = 10, keepEdits = KEEP_EDITS }: StoreOptions & { maxConnections?: number } = {}): Promise<PreviewStore> {
  const pool = createPool(url, maxConnections);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const cache = new GenerationCache();
  const touched = touchThrottle();
  /**
   * Generations this process has read from the database and not yet written a snapshot of: their
   * next edit writes one, in today's shape, so that later edits always replay on the shape they
   * were made on (replay-edits.ts), as in the SQLite store.
   */
  const readNotWritten = new Set<string>();

  /**
   * A generation read from the database: its row's snapshot with the edits stored after it
   * replayed, remembered in the cache. Edits are never changed or removed, so the two reads
   * agree even when another instance writes in between (a newer snapshot is only a shortcut).
   */
  const read = async (query: Queryable, id: string) => {
    const { rows } = await query.query<GenerationRow>(`SELECT ${SNAPSHOT_COLUMNS} FROM generations WHERE id = $1`, [id]);
    const row = rows[0];
    if (!row) return undefined;
    const later = await query.query<EditRow>(`SELECT ${EDIT_COLUMNS} FROM edits WHERE generation_id = $1 AND revision > $2 ORDER BY revision`, [id, row.revision]);
    const generation = toGeneration(row, later.rows);
    cache.remember(generation);
    readNotWritten.add(id);
    return generation;
  };
  /** A generation, from the cache while the database's revision of it is the cached one's. */
  const get = async (id: string) => {
    const { rows } = await pool.query<{ revision: number }>(latestRevision(id));
    if (!rows[0]) return undefined;
    return cache.fresh(id, rows[0].revision) ?? read(pool, id);
  };

  /**
   * The edits of one batch, in order, in one transaction, as in the SQLite store: each edit sees
   * the ones before it, and a change that throws stores nothing of itself. The batch's generations
   * are locked first (SELECT ... FOR UPDATE): under READ COMMITTED each later statement then sees
   * every edit committed before, by any instance, and the locked revision tells whether a cached
   * copy is still the stored state. The edit rows are the record; a generation's JSON is rewritten
   * as a snapshot only when one is due: after this process read it, or every SNAPSHOT_EVERY edits.
   */
  const commitBatch = (batch: BatchItem[]) =>
    inTransaction(pool, async (client) => {
      const ids = [...new Set(batch.map((item) => item.id))].sort();
      const locked = await client.query<{ id: string; revision: number; snapshot_revision: number }>(lockGenerations(ids));
      const before = new Map<string, Generation>();
      const snapshotAt = new Map<string, number>();
      for (const row of locked.rows) {
        const generation = cache.fresh(row.id, row.revision) ?? (await read(client, row.id));
        if (!generation) continue;
        before.set(row.id, generation);
        snapshotAt.set(row.id, row.snapshot_revision);
      }
      // The latest stored revision of every field the batch edits, in one query.
      const asked = batch.filter((item) => before.has(item.id));
      const stored = new Map<string, number>();
      if (asked.length > 0) {
        const { rows } = await client.query<{ n: number; revision: number }>(
          fieldRevisions(
            asked.map((item) => item.id),
            asked.map((item) => item.change.field.kind),
            asked.map((item) => item.change.field.path),
            asked.map((item) => item.change.field.locale),
          ),
        );
        for (const row of rows) stored.set(fieldKey(asked[row.n - 1]!.id, asked[row.n - 1]!.change.field), row.revision);
      }
      const now = new Date().toISOString();
      const { outcomes, rows, after } = applyBatch(
        batch,
        (id) => before.get(id),
        (id, field) => stored.get(fieldKey(id, field)) ?? 0,
        now,
      );
      const moved = [...after.values()];
      if (moved.length > 0) {
        const column = <K extends keyof EditRow>(key: K) => rows.map((row) => row[key]);
        const recorded = await client.query(
          recordEdits(
            column('generation_id'),
            column('kind'),
            column('path'),
            column('locale'),
            column('old_value'),
            column('new_value'),
            column('revision'),
            column('created_at'),
            now,
            moved.map((generation) => generation.id),
            moved.map((generation) => generation.revision),
            moved.map((generation) => before.get(generation.id)!.revision),
            column('author'),
          ),
        );
        if (recorded.rowCount !== moved.length) throw new Error('generation changed during the edit');
      }
      const snapshots: string[] = [];
      for (const { id, content, translations, styles, revision } of snapshotsDue(
        moved,
        (id) => snapshotAt.get(id)!,
        (id) => readNotWritten.has(id),
      )) {
        await client.query('UPDATE generations SET content = $1, translations = $2, styles = $3, snapshot_revision = $4 WHERE id = $5', [
          JSON.stringify(content),
          JSON.stringify(translations),
          JSON.stringify(styles),
          revision,
          id,
        ]);
        snapshots.push(id);
        const bound = compactionBound(revision, revision, keepEdits);
        if (bound > 0) await client.query(compactEdits(id, bound));
      }
      return { outcomes, generations: moved, snapshots };
    });
  // Saves arriving while a batch commits wait for the next one: one transaction (and one wait for
  // the disk) for many saves, each answered only after its batch is committed. The cache and the
  // snapshot marks learn the new states only once committed.
  const applyEdit = groupCommit(async (batch: BatchItem[]) => {
    const { outcomes, generations, snapshots } = await commitBatch(batch);
    for (const generation of generations) cache.remember(generation);
    for (const id of snapshots) readNotWritten.delete(id);
    return outcomes;
  });

  return {
    async create(id, content, styles, translations = defaultTranslations, owner = null) {
      const now = new Date().toISOString();
      await pool.query(
        'INSERT INTO generations (id, content, translations, styles, revision, snapshot_revision, created_at, updated_at, used_at, owner_id) VALUES ($1, $2, $3, $4, 0, 0, $5, $5, $5, $6)',
        [id, JSON.stringify(content), JSON.stringify(translations), JSON.stringify(styles), now, owner],
      );
      return (await read(pool, id))!;
    },
    get,
    async latest() {
      const { rows } = await pool.query<{ id: string }>('SELECT id FROM generations ORDER BY created_at DESC, created_order DESC LIMIT 1');
      return rows[0] ? get(rows[0].id) : undefined;
    },
    applyEdit: (id, change, author) => applyEdit({ id, change, author }),
    accounts: postgresAccounts(pool),
    async history(id, { before = MAX_REVISION, limit }) {
      const { rows } = await pool.query<EditRow>(historyPage(id, before, limit + 1));
      return { edits: rows.slice(0, limit).map(toEdit), more: rows.length > limit };
    },
    async touch(id) {
      if (touched(id)) await pool.query('UPDATE generations SET used_at = $1 WHERE id = $2', [new Date().toISOString(), id]);
    },
    async expireUnused(cutoff) {
      let deleted = 0;
      for (;;) {
        const batch = await inTransaction(pool, async (client) => {
          // Locked, so that an edit arriving now waits and then finds no generation (404), never half of one.
          const { rows } = await client.query<{ id: string }>(selectUnused(cutoff.toISOString()));
          const ids = rows.map((row) => row.id);
          if (ids.length === 0) return 0;
          // Its grants, links and the setting naming it as the operator's start go with it, as in a deletion (postgres-accounts.ts).
          await client.query('DELETE FROM account_generations WHERE generation_id = ANY($1)', [ids]);
          await client.query('DELETE FROM one_time_links WHERE generation_id = ANY($1)', [ids]);
          await client.query("DELETE FROM settings WHERE name = 'start_generation' AND value = ANY($1)", [ids]);
          await client.query('DELETE FROM edits WHERE generation_id = ANY($1)', [ids]);
          await client.query('DELETE FROM generations WHERE id = ANY($1)', [ids]);
          return ids.length;
        });
        deleted += batch;
        if (batch === 0) return deleted;
      }
    },
    async edits(id) {
      const { rows } = await pool.query<EditRow>(`SELECT ${EDIT_COLUMNS} FROM edits WHERE generation_id = $1 ORDER BY revision`, [id]);
      return rows.map(toEdit);
    },
    async close() {
      await pool.end();
    },
  };
}
