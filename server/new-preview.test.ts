import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

test('preview:new with a bad PORT says which variable is wrong and creates nothing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-'));
  const databasePath = join(dir, 'previews.db');
  const result = spawnSync(process.execPath, ['scripts/new-preview.mjs'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: databasePath, PORT: 'eighty' },
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535, got "eighty"');
  expect(result.stdout).not.toContain('Preview ready');
  expect(existsSync(databasePath)).toBe(false);
  rmSync(dir, { recursive: true, force: true });
});
