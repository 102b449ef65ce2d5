import { Client } from 'pg';
import { expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { defaultTranslations } from '../../src/content/editions';
import { contentChange } from '../preview/edits';
import { newGenerationId } from '../preview/generation-id';
import { openPostgresStore } from './postgres-store';
import { SNAPSHOT_EVERY } from './replay-edits';
import { testPreviewStore } from './store-suite';
import { createTestDatabase } from './test-postgres';

// Each test gets a database of its own on the test server: TEST_DATABASE_URL, or the run's own
// server from npm (server/storage/test-postgres.ts; docs/testing.md).
testPreviewStore('PostgreSQL', async () => {
  const database = await createTestDatabase();
  return { open: (options) => openPostgresStore(database.url, { maxConnections: 4, ...options }), dispose: database.drop };
});

/**
 * Runs `use` on a database of its own with a plain connection to it (to look at and change its
 * tables behind the store's back), then closes the connection and drops the database.
 */
async function withDatabase(use: (url: string, client: Client) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  const client = new Client({ connectionString: database.url });
  try {
    await client.connect();
    await use(database.url, client);
  } finally {
    await client.end();
    await database.drop();
  }
}

test('PostgreSQL: migrations are numbered in schema_migrations, and one generation cannot have two edits of one revision', () =>
  withDatabase(async (url, client) => {
    await (await openPostgresStore(url)).close();
    await (await openPostgresStore(url)).close();
    expect((await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual([1, 2, 3, 4, 5, 6].map((version) => ({ version })));
    const constraint = await client.query("SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'edits_one_per_revision'");
    expect(constraint.rows).toEqual([{ definition: 'UNIQUE (generation_id, revision)' }]);
  }));

test('PostgreSQL: a database from before snapshots keeps its generations: each row becomes a snapshot at its revision', () =>
  withDatabase(async (url, client) => {
    await (await openPostgresStore(url)).close();
    // Back to the first schema: a row holds its latest state, and edits are only its history.
    await client.query('DROP TABLE account_generations, sessions, one_time_links, sign_in_failures, settings, accounts');
    await client.query('ALTER TABLE generations DROP COLUMN snapshot_revision, DROP COLUMN used_at, DROP COLUMN owner_id');
    await client.query('ALTER TABLE edits DROP COLUMN author');
    await client.query('DELETE FROM schema_migrations WHERE version >= 2');
    const id = newGenerationId();
    const content = { ...defaultContent, hero: { ...defaultContent.hero, title: 'Third title' } };
    await client.query('INSERT INTO generations (id, content, translations, styles, revision, created_at, updated_at) VALUES ($1, $2, $3, $4, 3, now(), now())', [
      id,
      JSON.stringify(content),
      JSON.stringify(defaultTranslations),
      JSON.stringify(defaultStyles),
    ]);
    for (const [revision, from, to] of [
      [1, defaultContent.hero.title, 'First title'],
      [2, 'First title', 'Second title'],
      [3, 'Second title', 'Third title'],
    ] as const) {
      await client.query("INSERT INTO edits (generation_id, kind, path, locale, old_value, new_value, revision, created_at) VALUES ($1, 'content', 'hero.title', 'en', $2, $3, $4, now())", [
        id,
        from,
        to,
        revision,
      ]);
    }
    const store = await openPostgresStore(url);
    expect(await store.get(id)).toMatchObject({ revision: 3, content: { hero: { title: 'Third title' } } });
    expect((await client.query('SELECT revision, snapshot_revision FROM generations WHERE id = $1', [id])).rows).toEqual([{ revision: 3, snapshot_revision: 3 }]);
    expect(await store.applyEdit(id, contentChange({ path: 'hero.title', content: 'Fourth title' }))).toEqual({ revision: 4 });
    await store.close();
    const reopened = await openPostgresStore(url);
    expect((await reopened.get(id))?.content.hero.title).toBe('Fourth title');
    await reopened.close();
  }));

test('PostgreSQL: a database from before invitations counted their "taken" answers keeps its unused invitation, counted from zero', () =>
  withDatabase(async (url, client) => {
    await (await openPostgresStore(url)).close();
    // Back to migration 5: one_time_links without its count, holding an unused invitation.
    await client.query('ALTER TABLE one_time_links DROP COLUMN refusals');
    await client.query('DELETE FROM schema_migrations WHERE version >= 6');
    await client.query("INSERT INTO one_time_links (token_hash, kind, role, created_at, expires_at) VALUES ('hash-old', 'invitation', 'editor', now(), now() + interval '1 minute')");
    const store = await openPostgresStore(url);
    const now = new Date().toISOString();
    expect(await store.accounts.link('hash-old')).toMatchObject({ kind: 'invitation', usedAt: null });
    expect(await store.accounts.refuseInvitation('hash-old', 2, now)).toEqual({ refusals: 1, spent: false });
    expect(await store.accounts.useLink('hash-old', now)).toMatchObject({ kind: 'invitation', role: 'editor' });
    await store.close();
  }));

test("PostgreSQL: a generation's row is rewritten only when a snapshot is due; reading replays the edits after it", () =>
  withDatabase(async (url, client) => {
    const store = await openPostgresStore(url);
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    const snapshotOf = async () => (await client.query<{ revision: number; snapshot_revision: number }>('SELECT revision, snapshot_revision FROM generations WHERE id = $1', [id])).rows[0];
    // The first edit after the store read the generation writes a snapshot; the next ones do not.
    await store.applyEdit(id, contentChange({ path: 'hero.title', content: 'Title 1' }));
    expect(await snapshotOf()).toEqual({ revision: 1, snapshot_revision: 1 });
    for (let index = 2; index <= SNAPSHOT_EVERY; index++) await store.applyEdit(id, contentChange({ path: 'hero.title', content: `Title ${index}` }));
    expect(await snapshotOf()).toEqual({ revision: SNAPSHOT_EVERY, snapshot_revision: 1 });
    // Another store (another instance) replays the edits after the snapshot.
    const other = await openPostgresStore(url);
    expect((await other.get(id))?.content.hero.title).toBe(`Title ${SNAPSHOT_EVERY}`);
    await other.close();
    // SNAPSHOT_EVERY edits after the last snapshot, the row is written again.
    await store.applyEdit(id, contentChange({ path: 'hero.title', content: 'Title after' }));
    expect(await snapshotOf()).toEqual({ revision: SNAPSHOT_EVERY + 1, snapshot_revision: SNAPSHOT_EVERY + 1 });
    await store.close();
  }));

test('PostgreSQL: of the generations a batch finds due for a snapshot by age, only the one longest without is rewritten', () =>
  withDatabase(async (url, client) => {
    const store = await openPostgresStore(url);
    const [a, b] = [await store.create(newGenerationId(), defaultContent, defaultStyles), await store.create(newGenerationId(), defaultContent, defaultStyles)];
    const snapshots = async () =>
      (await client.query<{ id: string; snapshot_revision: number }>('SELECT id, snapshot_revision FROM generations WHERE id = ANY($1)', [[a.id, b.id]])).rows
        .map((row) => [row.id === a.id ? 'a' : 'b', row.snapshot_revision])
        .sort();
    const title = (index: number) => contentChange({ path: 'hero.title', content: `Title ${index}` });
    // Each generation's first edit after the store read it writes its snapshot at revision 1.
    for (let index = 1; index <= SNAPSHOT_EVERY; index++) await store.applyEdit(a.id, title(index));
    for (let index = 1; index < SNAPSHOT_EVERY; index++) await store.applyEdit(b.id, title(index));
    expect(await snapshots()).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    // One batch takes a to SNAPSHOT_EVERY + 1 edits past its snapshot and b to SNAPSHOT_EVERY: both
    // are due, and only a, the one longer without, is written.
    await Promise.all([store.applyEdit(a.id, title(0)), store.applyEdit(a.id, title(-1)), store.applyEdit(b.id, title(0)), store.applyEdit(b.id, title(-1))]);
    expect(await snapshots()).toEqual([
      ['a', SNAPSHOT_EVERY + 2],
      ['b', 1],
    ]);
    // b is written by its next edit.
    await store.applyEdit(b.id, title(-2));
    expect(await snapshots()).toEqual([
      ['a', SNAPSHOT_EVERY + 2],
      ['b', SNAPSHOT_EVERY + 2],
    ]);
    expect((await store.get(b.id))?.content.hero.title).toBe('Title -2');
    await store.close();
  }));

test('PostgreSQL: an unreachable server fails the tests with what to do', async () => {
  await expect(createTestDatabase('postgres://brightmoose:secret@127.0.0.1:1/brightmoose')).rejects.toThrow(
    /Cannot reach PostgreSQL at postgres:\/\/brightmoose:\*\*\*@127\.0\.0\.1:1\/brightmoose[\s\S]*TEST_DATABASE_URL/,
  );
});
