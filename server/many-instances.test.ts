import { afterEach, beforeEach, expect, test } from 'vitest';
import type { HistoryReply } from '../core/preview-requests';
import { createTestDatabase, type TestDatabase } from './storage/test-postgres';
import { TestPreviewServer } from './test-app';

// Two server instances, each with its own pool, on one fresh database of the test PostgreSQL server.
let database: TestDatabase;
let instances: TestPreviewServer[];
beforeEach(async () => {
  database = await createTestDatabase();
  instances = [];
  for (let index = 0; index < 2; index++) instances.push(await new TestPreviewServer({ databaseUrl: database.url }).start());
});
afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.dispose()));
  await database.drop();
});

/** Fields the editors share, so their saves contend: texts in both languages and colours. */
const FIELDS = [
  { key: 'en:hero.title', url: 'content', body: (value: string) => ({ path: 'hero.title', content: value }) },
  { key: 'fr:hero.title', url: 'content', body: (value: string) => ({ path: 'hero.title', content: value, locale: 'fr' }) },
  { key: 'en:faq.title', url: 'content', body: (value: string) => ({ path: 'faq.title', content: value }) },
  { key: 'hero.background', url: 'styles/v2', body: (value: string) => ({ componentName: 'hero', stylePath: 'background', value }) },
  { key: 'faq.background', url: 'styles/v2', body: (value: string) => ({ componentName: 'faq', stylePath: 'background', value }) },
] as const;
const EDITORS = 50;
const SAVES_EACH = 4;

test('two instances on one database keep every acknowledged save of 50 concurrent editors, revisions 1..N, last value wins', { timeout: 60_000 }, async () => {
  const id = await instances[0]!.newGeneration();
  /** revision -> the save the server acknowledged with it. */
  const acknowledged = new Map<number, { key: string; value: string }>();

  const editor = async (number: number) => {
    for (let save = 0; save < SAVES_EACH; save++) {
      const k = number * SAVES_EACH + save;
      const field = FIELDS[k % FIELDS.length]!;
      const value = field.url === 'content' ? `Editor ${number}, save ${save}` : `#${k.toString(16).padStart(6, '0')}`;
      // Each editor alternates between the instances, as a load balancer might send it.
      const response = await instances[k % 2]!.postJson(`/api/preview/${id}/${field.url}`, field.body(value));
      expect(response.statusCode, response.body).toBe(200);
      const { revision } = response.json<{ revision: number }>();
      expect(acknowledged.has(revision), `revision ${revision} acknowledged twice`).toBe(false);
      acknowledged.set(revision, { key: field.key, value });
    }
  };
  await Promise.all(Array.from({ length: EDITORS }, (_, number) => editor(number)));

  const total = EDITORS * SAVES_EACH;
  const history = (await instances[1]!.app.inject(`/api/preview/${id}/history?limit=500`)).json<HistoryReply>();
  expect(history.revision).toBe(total);
  const edits = history.edits.toReversed();
  expect(edits.map((edit) => edit.revision)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
  for (const edit of edits) {
    const key = edit.kind === 'style' ? edit.path : `${edit.locale}:${edit.path}`;
    expect({ key, value: edit.newValue }, `revision ${edit.revision}`).toEqual(acknowledged.get(edit.revision));
  }

  // Each field holds the value of its last acknowledged save, whichever instance reads it.
  const latest = new Map([...acknowledged].toSorted(([a], [b]) => a - b).map(([, save]) => [save.key, save.value]));
  for (const instance of instances) {
    const generation = (await instance.store.get(id))!;
    expect(generation.revision).toBe(total);
    expect({
      'en:hero.title': generation.content.hero.title,
      'fr:hero.title': generation.translations.fr.hero.title,
      'en:faq.title': generation.content.faq.title,
      'hero.background': generation.styles.hero?.background,
      'faq.background': generation.styles.faq?.background,
    }).toEqual(Object.fromEntries(latest));
  }
});
