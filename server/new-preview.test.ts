import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { tokenHash } from './auth/tokens';
import { openSqliteStore } from './storage/sqlite-store';
import { spawnCommand } from './test-command';

let dir: string;
let databasePath: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-'));
  databasePath = join(dir, 'previews.db');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs npm run generation:new's script from the project folder on this test's SQLite file, with `PORT`. */
function newPreview(port: string) {
  return spawnCommand('new-preview', [], { DATABASE_URL: '', DATABASE_PATH: databasePath, PORT: port });
}

test('the generation:new command creates a generation owned by the operator and prints a one-time sign-in link to it', async () => {
  const result = newPreview('9123');
  expect(result.status).toBe(0);
  const token = /Preview ready at http:\/\/127\.0\.0\.1:9123\/sign-in\/link\/([\w-]{43})\n/.exec(result.stdout)?.[1];
  expect(token).toBeDefined();
  const store = openSqliteStore(databasePath);
  const link = await store.accounts.link(tokenHash(token!));
  expect(link).toMatchObject({ kind: 'sign-in', usedAt: null });
  expect((await store.get(link!.generationId!))?.revision).toBe(0);
  expect(await store.accounts.generations()).toEqual([expect.objectContaining({ id: link!.generationId, owner: 'operator@localhost' })]);
  await store.close();
});

test('generation:new with a bad PORT says which variable is wrong and creates nothing', () => {
  const result = newPreview('eighty');
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535, got "eighty"');
  expect(result.stdout).not.toContain('Preview ready');
  expect(existsSync(databasePath)).toBe(false);
});
