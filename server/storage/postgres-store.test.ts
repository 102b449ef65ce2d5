import { Client } from 'pg';
import { expect, test } from 'vitest';
import { openPostgresStore } from './postgres-store';
import { testPreviewStore } from './store-suite';
import { createTestDatabase } from './test-postgres';

// Each test gets a database of its own on the server of TEST_DATABASE_URL (see README, "Tests").
testPreviewStore('PostgreSQL', async () => {
  const database = await createTestDatabase();
  return { open: () => openPostgresStore(database.url, { maxConnections: 4 }), dispose: database.drop };
});

test('PostgreSQL: migrations are numbered in schema_migrations, and one generation cannot have two edits of one revision', async () => {
  const database = await createTestDatabase();
  const client = new Client({ connectionString: database.url });
  try {
    await (await openPostgresStore(database.url)).close();
    await (await openPostgresStore(database.url)).close();
    await client.connect();
    expect((await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([{ version: 1 }]);
    const constraint = await client.query("SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'edits_one_per_revision'");
    expect(constraint.rows).toEqual([{ definition: 'UNIQUE (generation_id, revision)' }]);
  } finally {
    await client.end();
    await database.drop();
  }
});

test('PostgreSQL: an unreachable server fails the tests with how to start one', async () => {
  await expect(createTestDatabase('postgres://brightmoose:secret@127.0.0.1:1/brightmoose')).rejects.toThrow(/Cannot reach PostgreSQL at postgres:\/\/brightmoose:\*\*\*@127\.0\.0\.1:1\/brightmoose[\s\S]*scripts\/start-postgres\.sh/);
});
