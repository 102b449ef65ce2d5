import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HISTORY_PAGE_SIZE, type HistoryReply } from '../core/preview-requests';
import { TestPreviewServer } from './test-app';

// The history is read a page at a time (docs/decisions/027): ?before=<revision>&limit=<n>,
// 100 edits unless asked, at most 500, newest first, with the cursor of the next page.

const server = new TestPreviewServer();
beforeAll(() => server.start());
afterAll(() => server.dispose());

const page = async (id: string, query = '') => {
  const response = await server.app.inject(`/api/preview/${id}/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryReply>();
};

test('the history comes in pages with a cursor; following it visits every edit once, newest first', async () => {
  const id = await server.newGeneration();
  for (let index = 1; index <= 130; index++) {
    const saved = await server.postJson(`/api/preview/${id}/content`, { path: `faq.sections.${index % 6}.items.0.answer`, content: `Answer ${index}` });
    expect(saved.statusCode).toBe(200);
  }
  const first = await page(id);
  expect(first).toMatchObject({ generationId: id, revision: 130, more: true, before: 31 });
  expect(first.edits).toHaveLength(HISTORY_PAGE_SIZE.default);
  expect(first.edits[0]).toMatchObject({ revision: 130, newValue: 'Answer 130' });
  const second = await page(id, `?before=${first.before}`);
  expect(second).toMatchObject({ more: false, before: null });
  expect(second.edits.map((edit) => edit.revision)).toEqual(Array.from({ length: 30 }, (_, index) => 30 - index));

  const seen: number[] = [];
  for (let before: number | null | undefined = undefined; before !== null;) {
    const next: HistoryReply = await page(id, `?limit=7${before ? `&before=${before}` : ''}`);
    seen.push(...next.edits.map((edit) => edit.revision));
    before = next.before;
  }
  expect(seen).toEqual(Array.from({ length: 130 }, (_, index) => 130 - index));
  expect((await page(id, '?limit=500')).edits).toHaveLength(130);
});

test('a bad page query is a 400 naming the parameter, and only plain digits count as a number', async () => {
  const id = await server.newGeneration();
  for (const [query, name] of [
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?limit=ten', 'limit'],
    ['?limit=1.5', 'limit'],
    // Only the digits of a whole number: not a figure in another notation that happens to be one.
    ['?limit=1e2', 'limit'],
    ['?limit=0x10', 'limit'],
    ['?limit=%2010', 'limit'],
    ['?limit=', 'limit'],
    ['?before=5.0', 'before'],
    ['?before=+5', 'before'],
    ['?before=0', 'before'],
    ['?before=-3', 'before'],
    ['?before=x', 'before'],
    ['?before=99999999999', 'before'],
    ['?page=2', ''],
  ] as const) {
    const response = await server.app.inject(`/api/preview/${id}/history${query}`);
    expect([query, response.statusCode]).toEqual([query, 400]);
    expect(response.json()).toEqual({ error: expect.stringContaining(name) });
  }
});

test('opening a preview page notes the generation as used, so the expiry spares it', async () => {
  const unopened = await server.newGeneration();
  const id = await server.newGeneration();
  const usedAt = () => {
    const db = new Database(server.databasePath, { readonly: true });
    try {
      return db.prepare<[string], { used_at: string }>('SELECT used_at FROM generations WHERE id = ?').get(id)!.used_at;
    } finally {
      db.close();
    }
  };
  const created = usedAt();
  await new Promise((resolve) => setTimeout(resolve, 15));
  expect((await server.app.inject(`/api/preview/${id}/`)).statusCode).toBe(200);
  expect(usedAt() > created).toBe(true);
  expect(await server.store.expireUnused(new Date(Date.parse(created) + 5))).toBeGreaterThanOrEqual(1);
  expect((await server.store.get(id))?.id).toBe(id);
  expect(await server.store.get(unopened)).toBeUndefined();
  expect((await server.app.inject(`/api/preview/${unopened}/history`)).statusCode).toBe(404);
});
