import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openSqliteStore } from './storage/sqlite-store';

test('the preview:new command creates a generation in the database and prints its URL', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-'));
  const databasePath = join(dir, 'previews.db');
  const output = execFileSync(process.execPath, ['scripts/new-preview.mjs'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: databasePath, PORT: '9123' },
    encoding: 'utf8',
  });
  const id = /Preview ready at http:\/\/127\.0\.0\.1:9123\/api\/preview\/(gen-[A-Za-z0-9_-]{22,})\//.exec(output)?.[1];
  expect(id).toBeDefined();
  const store = openSqliteStore(databasePath);
  expect((await store.get(id!))?.revision).toBe(0);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});
