import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { WriteBatch } from './sqlite-batch-writer';
import { openSqliteStore } from './sqlite-store';
import { writerThread } from './sqlite-writer-thread';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sqlite-writer-'));
  path = join(dir, 'previews.db');
  // The store makes the file and its tables; the writer thread writes into them.
  await openSqliteStore(path).close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const now = '2026-11-26T12:00:00.000Z';
const create = (id: string) => ({ id, content: '{}', translations: '{}', styles: '{}', owner: null });
const edit = (id: string, revision: number) => ({
  generation_id: id,
  kind: 'content' as const,
  path: 'site_name',
  locale: 'en' as const,
  old_value: 'a',
  new_value: 'b',
  revision,
  created_at: now,
  author: null,
});
const rows = (sql: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};

test('a batch is on disk when its write resolves; a create refused (a taken id) is refused alone', async () => {
  const writer = writerThread(path);
  const batch: WriteBatch = { now, creates: [create('one'), create('one'), create('two')], edits: [edit('one', 1)], snapshots: [] };
  expect(await writer.write(batch)).toEqual([{ ok: true }, { ok: false, message: expect.stringMatching(/UNIQUE constraint failed: generations\.id/) }, { ok: true }]);
  expect(rows('SELECT id, owner_id FROM generations ORDER BY id')).toEqual([
    { id: 'one', owner_id: null },
    { id: 'two', owner_id: null },
  ]);
  expect(rows('SELECT generation_id, revision FROM edits')).toEqual([{ generation_id: 'one', revision: 1 }]);
  await writer.close();
});

test('a batch whose snapshot finds its generation changed is refused whole: nothing of it is stored', async () => {
  const writer = writerThread(path);
  await writer.write({ now, creates: [create('one')], edits: [], snapshots: [] });
  const stale = { id: 'one', content: '{"x":1}', translations: '{}', styles: '{}', revision: 1, previous: 7, compactTo: 0 };
  await expect(writer.write({ now, creates: [create('two')], edits: [edit('one', 1)], snapshots: [stale] })).rejects.toThrow('generation changed during the edit');
  expect(rows('SELECT id FROM generations')).toEqual([{ id: 'one' }]);
  expect(rows('SELECT * FROM edits')).toEqual([]);
  await writer.close();
});

test('closing waits for the batch already posted, and a closed writer takes no more', async () => {
  const writer = writerThread(path);
  const written = writer.write({ now, creates: [create('last')], edits: [], snapshots: [] });
  await writer.close();
  expect(await written).toEqual([{ ok: true }]);
  expect(rows('SELECT id FROM generations')).toEqual([{ id: 'last' }]);
  await expect(writer.write({ now, creates: [create('late')], edits: [], snapshots: [] })).rejects.toThrow('the store is closed');
});
