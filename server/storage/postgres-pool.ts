import { Pool, TypeOverrides, types, type PoolClient } from 'pg';

/**
 * Rows read in the shape SQLite gives them (stored-rows.ts): json columns as their text, so one
 * upgrade path parses both stores' content, and times as ISO strings, as the API sends them.
 */
function rowTypes(): TypeOverrides {
  const overrides = new TypeOverrides();
  const parseTimestamp = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date;
  overrides.setTypeParser(types.builtins.JSON, (text) => text);
  overrides.setTypeParser(types.builtins.TIMESTAMPTZ, (text) => parseTimestamp(text).toISOString());
  return overrides;
}

/** A pool of connections to the database at `url` (postgres://user:password@host:port/database). */
export function createPool(url: string, max = 10): Pool {
  const pool = new Pool({ connectionString: url, max, types: rowTypes(), connectionTimeoutMillis: 10_000 });
  // A connection that breaks while idle (the database restarted) is dropped by the pool and the
  // next query opens a new one; without a listener the 'error' event would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/**
 * Runs `work` in one transaction on one connection of the pool: committed when it resolves,
 * rolled back when it throws (its error is passed on). A connection that cannot even roll back
 * is broken and is closed rather than returned to the pool.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
