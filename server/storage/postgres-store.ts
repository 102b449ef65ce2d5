import type { Pool, PoolClient } from 'pg';
import { defaultTranslations } from '../../src/content/editions';
import { GenerationCache } from './generation-cache';
import { migrate } from './postgres-migrations';
import { createPool, inTransaction } from './postgres-pool';
import type { Generation, PreviewStore } from './preview-store';
import { SNAPSHOT_EVERY } from './replay-edits';
import { toEdit, toGeneration, type EditRow, type GenerationRow } from './stored-rows';

/** Either the pool or one connection in a transaction: what a query runs on. */
type Queryable = Pick<Pool | PoolClient, 'query'>;

/**
 * A statement every save runs, prepared once per connection under its name (the server then
 * skips parsing and planning it again).
 */
const prepared = (name: string, text: string) => (...values: unknown[]) => ({ name, text, values });
const lockGeneration = prepared('lock-generation', 'SELECT revision, snapshot_revision FROM generations WHERE id = $1 FOR UPDATE');
const latestRevision = prepared('latest-revision', 'SELECT revision FROM generations WHERE id = $1');
const fieldRevision = prepared(
  'field-revision',
  'SELECT COALESCE(MAX(revision), 0) AS revision FROM edits WHERE generation_id = $1 AND kind = $2 AND path = $3 AND locale IS NOT DISTINCT FROM $4',
);
/** An edit's row, and its generation's revision moved on (from $9) without rewriting its JSON: one round trip. */
const recordEdit = prepared(
  'record-edit',
  `WITH edit AS (INSERT INTO edits (generation_id, kind, path, locale, old_value, new_value, revision, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8))
   UPDATE generations SET revision = $7, updated_at = $8 WHERE id = $1 AND revision = $9`,
);

/** A generation's row as a snapshot: its JSON is its state at snapshot_revision (toGeneration replays the rest). */
const SNAPSHOT_COLUMNS = 'id, content, translations, styles, snapshot_revision AS revision, created_at, updated_at';
const EDIT_COLUMNS = 'generation_id, kind, path, locale, old_value, new_value, revision, created_at';

/**
 * Opens (migrating) the PostgreSQL database at `url`, for several server instances sharing one
 * database. An edit locks its generation's row (SELECT ... FOR UPDATE) for the length of its
 * transaction, so concurrent edits of one generation, from any instance, take turns: each sees
 * the one before it, and revisions run 1, 2, 3 ... without a gap or a repeat. Parsed generations
 * are cached per process and used only while the locked row's revision is the cached one's, so an
 * edit made by another instance is always read anew (docs/decisions/020).
 */
export async function openPostgresStore(url: string, { maxConnections = 10 } = {}): Promise<PreviewStore> {
  const pool = createPool(url, maxConnections);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const cache = new GenerationCache();
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

  return {
    async create(id, content, styles, translations = defaultTranslations) {
      const now = new Date().toISOString();
      await pool.query(
        'INSERT INTO generations (id, content, translations, styles, revision, snapshot_revision, created_at, updated_at) VALUES ($1, $2, $3, $4, 0, 0, $5, $5)',
        [id, JSON.stringify(content), JSON.stringify(translations), JSON.stringify(styles), now],
      );
      return (await read(pool, id))!;
    },
    get,
    async latest() {
      const { rows } = await pool.query<{ id: string }>('SELECT id FROM generations ORDER BY created_at DESC, created_order DESC LIMIT 1');
      return rows[0] ? get(rows[0].id) : undefined;
    },
    async applyEdit(id, change) {
      const done = await inTransaction(pool, async (client) => {
        // The lock comes first: under READ COMMITTED each later statement then sees every edit
        // committed before this one got the row, including the field's latest revision. The
        // locked revision also tells whether the cached copy is still the stored state.
        const locked = await client.query<{ revision: number; snapshot_revision: number }>(lockGeneration(id));
        const row = locked.rows[0];
        if (!row) return undefined;
        const generation = cache.fresh(id, row.revision) ?? (await read(client, id));
        if (!generation) return undefined;
        const { kind, path, locale } = change.field;
        const last = await client.query<{ revision: number }>(fieldRevision(id, kind, path, locale));
        // A change that throws (rejected, or a conflict) rolls the transaction back: nothing is stored.
        const next = change.apply(generation, last.rows[0]?.revision ?? 0);
        const revision = generation.revision + 1;
        const now = new Date().toISOString();
        const after: Generation = {
          ...generation,
          content: next.content ?? generation.content,
          translations: next.translations ?? generation.translations,
          styles: next.styles ?? generation.styles,
          revision,
          updatedAt: now,
        };
        // The edit row is the record. The row's JSON is rewritten as a snapshot only when one is
        // due: after this process read it, or every SNAPSHOT_EVERY edits; otherwise only its
        // revision moves (rewriting a whole site's content at every save cost more than the rest).
        const snapshot = readNotWritten.has(id) || revision - row.snapshot_revision >= SNAPSHOT_EVERY;
        const recorded = await client.query(recordEdit(id, kind, path, locale, next.oldValue, next.newValue, revision, now, generation.revision));
        if (recorded.rowCount !== 1) throw new Error('generation changed during the edit');
        if (snapshot) {
          await client.query('UPDATE generations SET content = $1, translations = $2, styles = $3, snapshot_revision = $4 WHERE id = $5', [
            JSON.stringify(after.content), JSON.stringify(after.translations), JSON.stringify(after.styles), revision, id,
          ]);
        }
        return { after, snapshot };
      });
      if (!done) return undefined;
      // Committed: the cache learns the new state (an edit that failed or rolled back taught it nothing).
      cache.remember(done.after);
      if (done.snapshot) readNotWritten.delete(id);
      return { revision: done.after.revision };
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
