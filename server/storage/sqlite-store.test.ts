import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { contentChange, styleChange } from '../preview/edits';
import { newGenerationId } from '../preview/generation-id';
import { AccountExists } from '../auth/account-store';
import { OWNED_COUNT_SQL } from '../auth/sqlite-accounts';
import { LATEST_REVISION_SQL, openSqliteStore } from './sqlite-store';
import { testPreviewStore } from './store-suite';

// Each test gets a file of its own in a fresh temporary folder.
testPreviewStore('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const path = join(dir, 'previews.db');
  const dispose = () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
  return Promise.resolve({ open: (options) => Promise.resolve(openSqliteStore(path, options)), dispose });
});

test('SQLite: the file records its migrations in user_version, is opened with full sync, and the hot queries read indexes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const path = join(dir, 'previews.db');
  try {
    await openSqliteStore(path).close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(7);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // A save's revision check and a create's count read indexes only, never a row behind its content.
    const plan = (sql: string) =>
      db
        .prepare<[string], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all('x')
        .map((step) => step.detail);
    expect(plan(LATEST_REVISION_SQL)).toEqual(expect.arrayContaining([expect.stringMatching(/^SEARCH g USING COVERING INDEX generations_revision/)]));
    expect(plan(OWNED_COUNT_SQL)).toEqual([expect.stringMatching(/^SEARCH generations USING COVERING INDEX generations_by_owner/)]);
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SQLite: a file from before invitations counted their "taken" answers opens, and its unused invitation still works and is counted from zero', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const path = join(dir, 'previews.db');
  try {
    await openSqliteStore(path).close();
    // Back to migration 6: one_time_links without its count, holding an unused invitation.
    const old = new Database(path);
    old.exec('ALTER TABLE one_time_links DROP COLUMN refusals');
    old.pragma('user_version = 6');
    const expires = new Date(Date.now() + 60_000).toISOString();
    old.prepare("INSERT INTO one_time_links (token_hash, kind, role, created_at, expires_at) VALUES (?, 'invitation', 'editor', ?, ?)").run('hash-old', new Date().toISOString(), expires);
    old.close();

    const store = openSqliteStore(path);
    const now = new Date().toISOString();
    expect(await store.accounts.link('hash-old')).toMatchObject({ kind: 'invitation', usedAt: null });
    expect(await store.accounts.refuseInvitation('hash-old', 2, now)).toEqual({ refusals: 1, spent: false });
    expect(await store.accounts.useLink('hash-old', now)).toMatchObject({ kind: 'invitation', role: 'editor', usedAt: now });
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// SQLite commits the saves that arrive in one turn of the event loop as one transaction, in the
// order they came (PostgreSQL's pool gives no such order, so this is SQLite's own test).
test('SQLite: saves submitted together are settled each on its own, in order: refused ones store nothing, later ones see earlier ones', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const store = openSqliteStore(join(dir, 'previews.db'));
  const text = (path: string, content: string, revision?: number) => contentChange({ path, content, ...(revision === undefined ? {} : { revision }) });
  try {
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    const outcomes = await Promise.allSettled([
      store.applyEdit(id, text('hero.title', 'First')),
      store.applyEdit(id, text('hero.nothingHere', 'x')),
      // Saw the title at revision 0: the first save of this same batch changed it since.
      store.applyEdit(id, text('hero.title', 'Stale', 0)),
      store.applyEdit(id, styleChange({ componentName: 'hero', stylePath: 'background', value: '#123456' })),
      store.applyEdit(id, text('hero.title', 'Second', 1)),
    ]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).constructor.name))).toEqual([
      { revision: 1 },
      'EditRejected',
      'EditConflict',
      { revision: 2 },
      { revision: 3 },
    ]);
    expect((await store.edits(id)).map(({ path, newValue, revision }) => [revision, path, newValue])).toEqual([
      [1, 'hero.title', 'First'],
      [2, 'hero.background', '#123456'],
      [3, 'hero.title', 'Second'],
    ]);
    expect(await store.get(id)).toMatchObject({ revision: 3, content: { hero: { title: 'Second' } }, styles: { hero: { background: '#123456' } } });
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SQLite: a generation read back is its snapshot row with the later edits replayed, so the row need not be rewritten at every save', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const path = join(dir, 'previews.db');
  try {
    const store = openSqliteStore(path);
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    for (let index = 1; index <= 6; index++) await store.applyEdit(id, contentChange({ path: 'hero.title', content: `Title ${index}`, locale: index % 2 ? 'en' : 'fr' }));
    await store.applyEdit(id, styleChange({ componentName: 'hero', stylePath: 'background', value: '#010203' }));
    await store.close();

    const db = new Database(path, { readonly: true });
    const row = db.prepare<[string], { revision: number }>('SELECT revision FROM generations WHERE id = ?').get(id)!;
    db.close();
    expect(row.revision).toBeLessThan(7);

    const reopened = openSqliteStore(path);
    expect(await reopened.get(id)).toMatchObject({
      revision: 7,
      content: { hero: { title: 'Title 5' } },
      translations: { fr: { hero: { title: 'Title 6' } } },
      styles: { hero: { background: '#010203' } },
    });
    expect(await reopened.applyEdit(id, contentChange({ path: 'hero.title', content: 'After', revision: 7 }))).toEqual({ revision: 8 });
    await reopened.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SQLite: a create that cannot be stored is refused alone; the save and the create submitted with it are stored', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const store = openSqliteStore(join(dir, 'previews.db'));
  try {
    const existing = (await store.create(newGenerationId(), defaultContent, defaultStyles)).id;
    const fresh = newGenerationId();
    // Submitted in one turn: one transaction holds them all.
    const [save, duplicate, created] = await Promise.allSettled([
      store.applyEdit(existing, contentChange({ path: 'hero.title', content: 'Saved beside two creates' })),
      store.create(existing, defaultContent, defaultStyles),
      store.create(fresh, { ...defaultContent, site_name: 'Fresh' }, defaultStyles),
    ]);
    expect(save).toEqual({ status: 'fulfilled', value: { revision: 1 } });
    expect(duplicate.status).toBe('rejected');
    expect(created).toMatchObject({ status: 'fulfilled', value: { id: fresh, revision: 0, content: { site_name: 'Fresh' } } });
    await store.close();
    // On disk, after reopening: the save and the fresh generation; the existing one untouched by the refused create.
    const reopened = openSqliteStore(join(dir, 'previews.db'));
    expect((await reopened.get(existing))?.content.hero.title).toBe('Saved beside two creates');
    expect((await reopened.get(fresh))?.content.site_name).toBe('Fresh');
    expect((await reopened.latest())?.id).toBe(fresh);
    await reopened.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SQLite: account writes, a generation touched and the expiry sweep wait for the write lock on the writer thread, never on the serving thread', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-store-'));
  const path = join(dir, 'previews.db');
  const store = openSqliteStore(path);
  const other = new Database(path);
  try {
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    const at = new Date().toISOString();
    // Another process (a command, a second instance) holds the file's write lock. Here it is this
    // thread's own connection: a write that waited for the lock on this thread would hold up the
    // timer that lets the lock go, and fail after its busy timeout with "database is locked".
    other.exec('BEGIN IMMEDIATE');
    other.prepare("INSERT INTO settings (name, value) VALUES ('held', 'yes')").run();
    setTimeout(() => other.exec('COMMIT'), 200);
    const writes = await Promise.all([
      store.accounts.recordFailure(['account:a@example.com'], at),
      store.accounts.setSetting('greeting', 'hello'),
      store.accounts.createAccount({ email: 'a@example.com', role: 'editor', passwordHash: null, generations: [id] }, at),
      store.touch(id),
      store.expireUnused(new Date(Date.parse(at) - 60_000)),
    ]);
    expect(writes[2]).toMatchObject({ email: 'a@example.com', generations: [id] });
    expect(writes[4]).toBe(0);
    // Each is stored, and read back on the serving thread's connection.
    expect(await store.accounts.failures('account:a@example.com', '2000-01-01T00:00:00.000Z')).toEqual({ count: 1, oldest: at });
    expect([await store.accounts.setting('greeting'), await store.accounts.setting('held')]).toEqual(['hello', 'yes']);
    expect((await store.accounts.accountByEmail('a@example.com'))?.generations).toEqual([id]);
    // An error thrown on the writer thread reaches the caller as the same kind of error.
    await expect(store.accounts.createAccount({ email: 'a@example.com', role: 'editor', passwordHash: null, generations: [] }, at)).rejects.toBeInstanceOf(AccountExists);
  } finally {
    other.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
