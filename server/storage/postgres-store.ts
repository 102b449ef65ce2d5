import { defaultTranslations } from '../../src/content/editions';
import { migrate } from './postgres-migrations';
import { createPool, inTransaction } from './postgres-pool';
import type { PreviewStore } from './preview-store';
import { toEdit, toGeneration, type EditRow, type GenerationRow } from './stored-rows';

const GENERATION_COLUMNS = 'id, content, translations, styles, revision, created_at, updated_at';
const EDIT_COLUMNS = 'generation_id, kind, path, locale, old_value, new_value, revision, created_at';

/**
 * Opens (migrating) the PostgreSQL database at `url`, for several server instances sharing one
 * database. An edit locks its generation's row (SELECT ... FOR UPDATE) for the length of its
 * transaction, so concurrent edits of one generation, from any instance, take turns: each sees
 * the one before it, and revisions run 1, 2, 3 ... without a gap or a repeat.
 */
export async function openPostgresStore(url: string, { maxConnections = 10 } = {}): Promise<PreviewStore> {
  const pool = createPool(url, maxConnections);
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const get = async (id: string) => {
    const { rows } = await pool.query<GenerationRow>(`SELECT ${GENERATION_COLUMNS} FROM generations WHERE id = $1`, [id]);
    return rows[0] ? toGeneration(rows[0]) : undefined;
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
    applyEdit(id, change) {
      return inTransaction(pool, async (client) => {
        // The lock comes first: under READ COMMITTED each later statement then sees every edit
        // committed before this one got the row, including the field's latest revision.
        const locked = await client.query<GenerationRow>(`SELECT ${GENERATION_COLUMNS} FROM generations WHERE id = $1 FOR UPDATE`, [id]);
        if (!locked.rows[0]) return undefined;
        const generation = toGeneration(locked.rows[0]);
        const { kind, path, locale } = change.field;
        const last = await client.query<{ revision: number }>(
          'SELECT COALESCE(MAX(revision), 0) AS revision FROM edits WHERE generation_id = $1 AND kind = $2 AND path = $3 AND locale IS NOT DISTINCT FROM $4',
          [id, kind, path, locale],
        );
        // A change that throws (rejected, or a conflict) rolls the transaction back: nothing is stored.
        const next = change.apply(generation, last.rows[0]?.revision ?? 0);
        const revision = generation.revision + 1;
        const now = new Date().toISOString();
        const content = JSON.stringify(next.content ?? generation.content);
        const translations = JSON.stringify(next.translations ?? generation.translations);
        const styles = JSON.stringify(next.styles ?? generation.styles);
        const updated = await client.query(
          'UPDATE generations SET content = $1, translations = $2, styles = $3, revision = $4, updated_at = $5 WHERE id = $6 AND revision = $7',
          [content, translations, styles, revision, now, id, generation.revision],
        );
        if (updated.rowCount !== 1) throw new Error('generation changed during the edit');
        await client.query(`INSERT INTO edits (${EDIT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
          id, kind, path, locale, next.oldValue, next.newValue, revision, now,
        ]);
        return { revision };
      });
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
