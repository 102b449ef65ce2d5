import type { Pool, PoolClient } from 'pg';
import { defaultTranslations } from '../../src/content/editions';
import { GenerationCache } from './generation-cache';
import { migrate } from './postgres-migrations';
import { createPool, inTransaction } from './postgres-pool';
import type { Generation, PreviewStore } from './preview-store';
import { toEdit, toGeneration, type EditRow, type GenerationRow } from './stored-rows';

/** Either the pool or one connection in a transaction: what a query runs on. */
type Queryable = Pick<Pool | PoolClient, 'query'>;

const GENERATION_COLUMNS = 'id, content, translations, styles, revision, created_at, updated_at';
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
   * Generations this process has read from the database and not yet written whole: their stored
   * JSON may be in an older shape, so their next edit writes all three columns in today's; after
   * that an edit writes only the column it changed (a colour: styles alone).
   */
  const readNotWritten = new Set<string>();

  /** A generation read whole from the database, remembered in the cache. */
  const read = async (query: Queryable, id: string) => {
    const { rows } = await query.query<GenerationRow>(`SELECT ${GENERATION_COLUMNS} FROM generations WHERE id = $1`, [id]);
    if (!rows[0]) return undefined;
    const generation = toGeneration(rows[0]);
    cache.remember(generation);
    readNotWritten.add(id);
    return generation;
  };
  /** A generation, from the cache while the database's revision of it is the cached one's. */
  const get = async (id: string) => {
    const { rows } = await pool.query<{ revision: number }>('SELECT revision FROM generations WHERE id = $1', [id]);
    if (!rows[0]) return undefined;
    return cache.fresh(id, rows[0].revision) ?? read(pool, id);
  };

  return {
    async create(id, content, styles, translations = defaultTranslations) {
      const now = new Date().toISOString();
      const { rows } = await pool.query<GenerationRow>(
        `INSERT INTO generations (id, content, translations, styles, revision, created_at, updated_at) VALUES ($1, $2, $3, $4, 0, $5, $5) RETURNING ${GENERATION_COLUMNS}`,
        [id, JSON.stringify(content), JSON.stringify(translations), JSON.stringify(styles), now],
      );
      return toGeneration(rows[0]!);
    },
    get,
    async latest() {
      const { rows } = await pool.query<GenerationRow>(`SELECT ${GENERATION_COLUMNS} FROM generations ORDER BY created_at DESC, created_order DESC LIMIT 1`);
      return rows[0] ? toGeneration(rows[0]) : undefined;
    },
    async applyEdit(id, change) {
      const done = await inTransaction(pool, async (client) => {
        // The lock comes first: under READ COMMITTED each later statement then sees every edit
        // committed before this one got the row, including the field's latest revision. The
        // locked revision also tells whether the cached copy is still the stored state.
        const locked = await client.query<{ revision: number }>('SELECT revision FROM generations WHERE id = $1 FOR UPDATE', [id]);
        if (!locked.rows[0]) return undefined;
        const generation = cache.fresh(id, locked.rows[0].revision) ?? (await read(client, id));
        if (!generation) return undefined;
        const { kind, path, locale } = change.field;
        const last = await client.query<{ revision: number }>(
          'SELECT COALESCE(MAX(revision), 0) AS revision FROM edits WHERE generation_id = $1 AND kind = $2 AND path = $3 AND locale IS NOT DISTINCT FROM $4',
          [id, kind, path, locale],
        );
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
        const whole = readNotWritten.has(id);
        const columns = (['content', 'translations', 'styles'] as const).filter((column) => whole || next[column] !== undefined);
        const values = columns.map((column) => JSON.stringify(after[column]));
        const assignments = [...columns.map((column, index) => `${column} = $${index + 1}`), `revision = $${columns.length + 1}`, `updated_at = $${columns.length + 2}`];
        const updated = await client.query(
          `UPDATE generations SET ${assignments.join(', ')} WHERE id = $${columns.length + 3} AND revision = $${columns.length + 4}`,
          [...values, revision, now, id, generation.revision],
        );
        if (updated.rowCount !== 1) throw new Error('generation changed during the edit');
        await client.query(`INSERT INTO edits (${EDIT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
          id, kind, path, locale, next.oldValue, next.newValue, revision, now,
        ]);
        return { after, whole };
      });
      if (!done) return undefined;
      // Committed: the cache learns the new state (an edit that failed or rolled back taught it nothing).
      cache.remember(done.after);
      if (done.whole) readNotWritten.delete(id);
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
