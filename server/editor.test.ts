import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import type { HistoryReply } from '../core/preview-requests';
import { TestPreviewServer } from './test-app';

let server: TestPreviewServer;
beforeEach(async () => {
  server = await new TestPreviewServer().start();
});
afterEach(() => server.dispose());

const saveText = (id: string, path: string, content: string, revision?: number) => server.postJson(`/api/preview/${id}/content`, { path, content, ...(revision === undefined ? {} : { revision }) });
const saveColour = (id: string, componentName: string, stylePath: string, value: string, revision?: number) =>
  server.postJson(`/api/preview/${id}/styles/v2`, { componentName, stylePath, value, ...(revision === undefined ? {} : { revision }) });
const history = async (id: string) => (await server.app.inject(`/api/preview/${id}/history`)).json<HistoryReply>();

test('the history lists every edit of the generation, newest first, with old and new values, when and by whom', async () => {
  const id = await server.newGeneration();
  await saveText(id, 'hero.title', 'First title');
  await saveColour(id, 'hero', 'background', '#123456');
  await saveText(id, 'hero.title', 'Second title');
  const response = await server.app.inject(`/api/preview/${id}/history`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json<HistoryReply>();
  expect(body.generationId).toBe(id);
  expect(body.revision).toBe(3);
  expect(body.edits.map(({ createdAt: _, ...edit }) => edit)).toEqual([
    { revision: 3, kind: 'content', path: 'hero.title', locale: 'en', oldValue: 'First title', newValue: 'Second title', author: 'operator@localhost' },
    { revision: 2, kind: 'style', path: 'hero.background', locale: null, oldValue: defaultStyles.hero.background, newValue: '#123456', author: 'operator@localhost' },
    { revision: 1, kind: 'content', path: 'hero.title', locale: 'en', oldValue: defaultContent.hero.title, newValue: 'First title', author: 'operator@localhost' },
  ]);
  for (const edit of body.edits) expect(Date.parse(edit.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  expect((await history(await server.newGeneration())).edits).toEqual([]);
});

test('the history of an unknown or malformed generation is a 404 with a message', async () => {
  for (const id of ['gen-AAAAAAAAAAAAAAAAAAAAAAAA', 'gen-1', 'nope']) {
    const response = await server.app.inject(`/api/preview/${id}/history`);
    expect(response.statusCode, id).toBe(404);
    expect(response.json().error).toBe('Unknown generation');
  }
});

test('restoring an old value is a new change on top of the history', async () => {
  const id = await server.newGeneration();
  await saveText(id, 'faq.title', 'Asked and answered');
  const [latest] = (await history(id)).edits;
  const restored = await saveText(id, latest!.path, latest!.oldValue, latest!.revision);
  expect(restored.statusCode).toBe(200);
  const after = await history(id);
  expect(after.edits).toHaveLength(2);
  expect(after.edits[0]).toMatchObject({ revision: 2, path: 'faq.title', oldValue: 'Asked and answered', newValue: defaultContent.faq.title });
  expect((await server.store.get(id))!.content.faq.title).toBe(defaultContent.faq.title);
});

test('a preview page carries the revision of the content it shows', async () => {
  const id = await server.newGeneration();
  await saveText(id, 'hero.title', 'Seen at one');
  await saveText(id, 'hero.subtitle', 'Seen at two');
  const html = (await server.app.inject(`/api/preview/${id}/`)).body;
  const data = JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)![1]!);
  expect(data.revision).toBe(2);
  expect(data.content.hero.subtitle).toBe('Seen at two');
});

test('a text changed by someone else since the revision the editor saw is refused with 409, the current value and nothing stored', async () => {
  const id = await server.newGeneration();
  expect((await saveText(id, 'hero.title', 'From the other tab', 0)).statusCode).toBe(200);
  const conflict = await saveText(id, 'hero.title', 'From this tab', 0);
  expect(conflict.statusCode).toBe(409);
  expect(conflict.json()).toEqual({ error: 'Someone else changed this since you last saw it', path: 'hero.title', current: 'From the other tab', revision: 1 });
  expect((await server.store.get(id))!.content.hero.title).toBe('From the other tab');
  expect((await server.store.get(id))!.revision).toBe(1);
  // "Keep mine": the editor saves again, having now seen the revision the conflict named.
  const kept = await saveText(id, 'hero.title', 'From this tab', conflict.json().revision);
  expect(kept.statusCode).toBe(200);
  expect(kept.json()).toEqual({ path: 'hero.title', content: 'From this tab', revision: 2 });
  expect((await server.store.get(id))!.content.hero.title).toBe('From this tab');
});

test('only the same field conflicts: other fields changed since, the same text saved twice and saves without a revision go through', async () => {
  const id = await server.newGeneration();
  await saveText(id, 'hero.title', 'Changed elsewhere');
  await saveColour(id, 'hero', 'background', '#224466');
  expect((await saveText(id, 'hero.subtitle', 'A different field', 0)).statusCode).toBe(200);
  expect((await saveText(id, 'hero.title', 'Changed elsewhere', 0)).statusCode).toBe(200);
  expect((await saveText(id, 'hero.title', 'Seen it all', 4)).statusCode).toBe(200);
  // Without a revision the spec's behaviour holds: the last save wins.
  expect((await saveText(id, 'hero.title', 'Last one wins')).statusCode).toBe(200);
  expect((await server.store.get(id))!.content.hero.title).toBe('Last one wins');
});

test('a colour changed since is refused with 409; the same colour in another notation is no conflict', async () => {
  const id = await server.newGeneration();
  await saveColour(id, 'faq', 'background', '#abcdef');
  const conflict = await saveColour(id, 'faq', 'background', '#000000', 0);
  expect(conflict.statusCode).toBe(409);
  expect(conflict.json()).toMatchObject({ path: 'faq.background', current: '#abcdef', revision: 1 });
  expect((await server.store.get(id))!.styles.faq?.background).toBe('#abcdef');
  expect((await saveColour(id, 'faq', 'background', '#ABCDEF', 0)).statusCode).toBe(200);
  expect((await saveColour(id, 'faq', 'text', '#111111', 0)).statusCode).toBe(200);
});

test.each([-1, 1.5, '3', null, 2 ** 60])('a revision that is not a whole number of edits (%s) is a 400', async (revision) => {
  const id = await server.newGeneration();
  const response = await server.postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'x', revision });
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatch(/revision/);
  expect((await server.store.get(id))!.revision).toBe(0);
});

/**
 * Today's default content as an early release stored it: before the play-responsibly page, with
 * tips named by game title (a field renamed since), and without the hero's disclaimer and the
 * loading text (fields added since).
 */
function contentOfAnEarlyRelease() {
  const stored = structuredClone(defaultContent) as Record<string, unknown> & typeof defaultContent;
  delete (stored as Partial<typeof defaultContent>).responsiblePlay;
  const footer = stored.footer as Partial<typeof defaultContent.footer>;
  delete footer.noticeLink;
  footer.quickLinks = defaultContent.footer.quickLinks.filter((item) => item.link !== '/play-responsibly');
  delete (stored.hero as Partial<typeof defaultContent.hero>).disclaimer;
  delete (stored.ui as Partial<typeof defaultContent.ui>).loading;
  const titleOf = (slug: string) => defaultContent.games.items.find((item) => item.s3Path === slug)!.title;
  (stored as Record<string, unknown>).gamingTips = {
    ...defaultContent.gamingTips,
    categories: defaultContent.gamingTips.categories.map(({ slug, tips }) => ({ game: titleOf(slug), tips })),
  };
  return stored;
}

test('a generation stored in an older shape is migrated when read: it previews, edits and keeps what the editor wrote', async () => {
  const id = await server.newGeneration();
  await saveText(id, 'hero.title', 'Written before the upgrade');
  await server.stop();
  const old = contentOfAnEarlyRelease();
  old.hero.title = 'Written before the upgrade';
  const db = new Database(server.databasePath);
  db.prepare('UPDATE generations SET content = ? WHERE id = ?').run(JSON.stringify(old), id);
  db.close();
  await server.start();

  const generation = (await server.store.get(id))!;
  expect(generation.content.hero.title).toBe('Written before the upgrade');
  expect(generation.content.hero.disclaimer).toBe(defaultContent.hero.disclaimer);
  expect(generation.content.ui.loading).toBe(defaultContent.ui.loading);
  expect(generation.content.gamingTips.categories).toEqual(defaultContent.gamingTips.categories);
  expect(generation.content.responsiblePlay).toEqual(defaultContent.responsiblePlay);

  const page = await server.app.inject(`/api/preview/${id}/play-responsibly`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(defaultContent.responsiblePlay.title);
  for (const [path, text] of [
    ['hero.disclaimer', 'Coins for fun only.'],
    ['responsiblePlay.title', 'Keep it fun'],
    ['hero.title', 'Written after the upgrade'],
  ]) {
    const saved = await saveText(id, path!, text!, 1);
    expect(saved.statusCode, path).toBe(200);
  }
  const after = (await server.store.get(id))!;
  expect(after.content.hero.disclaimer).toBe('Coins for fun only.');
  expect(after.content.responsiblePlay.title).toBe('Keep it fun');
  expect(after.content.hero.title).toBe('Written after the upgrade');
  expect(after.revision).toBe(4);
});
