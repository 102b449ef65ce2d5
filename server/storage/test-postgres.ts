import { randomBytes } from 'node:crypto';
import { Client, escapeIdentifier } from 'pg';

/**
 * The PostgreSQL server the tests use: TEST_DATABASE_URL, or the role and database that
 * scripts/start-postgres.sh (run by .ci/run) creates. The role must be allowed to create databases.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://brightmoose:brightmoose@127.0.0.1:5432/brightmoose';

/** A fresh, empty database of its own for one test, and how to drop it afterwards. */
export type TestDatabase = { url: string; drop: () => Promise<void> };

/**
 * Creates a uniquely named database beside the one `serverUrl` names. When the server cannot be
 * reached the error says how to start it: the PostgreSQL tests fail rather than skip.
 */
export async function createTestDatabase(serverUrl = TEST_DATABASE_URL): Promise<TestDatabase> {
  const name = `brightmoose_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${escapeIdentifier(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // FORCE ends any connection a failed test left open, so the database always goes.
    drop: () => asAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${escapeIdentifier(name)} WITH (FORCE)`)),
  };
}

async function asAdmin(serverUrl: string, work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(unreachable(serverUrl, (error as Error).message));
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Why the tests cannot run, and the commands that fix it. */
function unreachable(serverUrl: string, reason: string): string {
  const shown = new URL(serverUrl);
  if (shown.password) shown.password = '***';
  return [
    `Cannot reach PostgreSQL at ${shown.href} (${reason}).`,
    'The storage tests need a real PostgreSQL server. Start one and create the test role (as root, on Debian):',
    '  scripts/start-postgres.sh        (installs nothing: apt-get install postgresql first if needed)',
    'or point TEST_DATABASE_URL at a server where the role may CREATE DATABASE.',
  ].join('\n');
}
