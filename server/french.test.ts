import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../src/content/default-content';
import { defaultContentFr } from '../src/content/fr/default-content';
import type { HistoryReply } from '../core/preview-requests';
import { TestPreviewServer } from './test-app';

let server: TestPreviewServer;
beforeEach(async () => {
  server = await new TestPreviewServer().start();
});
afterEach(() => server.dispose());

const save = (id: string, body: Record<string, unknown>) => server.postJson(`/api/preview/${id}/content`, body);
const page = async (url: string) => (await server.app.inject(url)).body;
const history = async (id: string) => (await server.app.inject(`/api/preview/${id}/history`)).json<HistoryReply>();

test('a French edit changes the French edition only: the French preview shows it, the English one never does', async () => {
  const id = await server.newGeneration();
  const saved = await save(id, { path: 'hero.title', content: 'Un titre écrit au Québec', locale: 'fr' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ path: 'hero.title', content: 'Un titre écrit au Québec', locale: 'fr', revision: 1 });

  const french = await page(`/api/preview/${id}/fr`);
  expect(french).toContain('<html lang="fr-CA"');
  expect(french).toContain('Un titre écrit au Québec');
  expect(french).toContain(defaultContentFr.games.title);
  const english = await page(`/api/preview/${id}`);
  expect(english).toContain('<html lang="en-CA"');
  expect(english).toContain(defaultContent.hero.title);
  expect(english).not.toContain('Un titre écrit au Québec');

  const generation = (await server.store.get(id))!;
  expect(generation.content.hero.title).toBe(defaultContent.hero.title);
  expect(generation.translations.fr.hero.title).toBe('Un titre écrit au Québec');
});

test('the history names the language of each text edit; colours belong to no one language', async () => {
  const id = await server.newGeneration();
  await save(id, { path: 'hero.title', content: 'English words' });
  await save(id, { path: 'hero.title', content: 'Des mots français', locale: 'fr' });
  await server.postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: '#123456' });
  const edits = (await history(id)).edits.map(({ kind, path, locale, oldValue, newValue }) => ({ kind, path, locale, oldValue, newValue }));
  expect(edits).toEqual([
    { kind: 'style', path: 'hero.background', locale: null, oldValue: expect.any(String), newValue: '#123456' },
    { kind: 'content', path: 'hero.title', locale: 'fr', oldValue: defaultContentFr.hero.title, newValue: 'Des mots français' },
    { kind: 'content', path: 'hero.title', locale: 'en', oldValue: defaultContent.hero.title, newValue: 'English words' },
  ]);
});

test('an unknown language is refused with 400 and a message, and nothing is stored', async () => {
  const id = await server.newGeneration();
  for (const locale of ['de', 'FR', '', 'fr-CA', 7, null]) {
    const response = await save(id, { path: 'hero.title', content: 'Hallo', locale });
    expect(response.statusCode, String(locale)).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/^locale: /);
  }
  expect((await history(id)).edits).toEqual([]);
  expect((await server.store.get(id))!.revision).toBe(0);
});

test('the same field in two languages never conflicts; the same field in one language does', async () => {
  const id = await server.newGeneration();
  await save(id, { path: 'hero.title', content: 'English first', revision: 0 });
  const french = await save(id, { path: 'hero.title', content: 'Le français ensuite', revision: 0, locale: 'fr' });
  expect(french.statusCode).toBe(200);
  const late = await save(id, { path: 'hero.title', content: 'Encore moi', revision: 0, locale: 'fr' });
  expect(late.statusCode).toBe(409);
  expect(late.json()).toMatchObject({ path: 'hero.title', current: 'Le français ensuite', revision: 2 });
});

test('a French edit that would break the French edition is refused, naming the path', async () => {
  const id = await server.newGeneration();
  const response = await save(id, { path: 'ui.notFoundTitle', content: 'Oups', locale: 'fr' });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ error: string }>().error).toContain('ui.notFoundTitle');
});

test('the French coins page and French routes in preview keep the editor inside the generation', async () => {
  const id = await server.newGeneration();
  const coins = await page(`/api/preview/${id}/fr/virtual-coins.html`);
  expect(coins).toContain('<html lang="fr-CA">');
  expect(coins).toContain(defaultContentFr.money.title);
  expect(coins).toContain(`href="/api/preview/${id}/fr"`);
  // Its language switch leads to the English coins page of the same preview, and back.
  expect(coins).toContain(`<a class="language" href="/api/preview/${id}/virtual-coins.html" lang="en-CA" hreflang="en-CA"`);
  expect(await page(`/api/preview/${id}/virtual-coins.html`)).toContain(`<a class="language" href="/api/preview/${id}/fr/virtual-coins.html" lang="fr-CA" hreflang="fr-CA"`);
  const games = await page(`/api/preview/${id}/fr/games/baccarat`);
  expect(games).toContain(defaultContentFr.games.items.find((game) => game.s3Path === 'baccarat')!.title);
  expect(games).toContain('"locale":"fr"');
});

test('a generation stored before there was a French edition gets the default one, and keeps its English', async () => {
  const id = await server.newGeneration();
  await save(id, { path: 'hero.title', content: 'Written before French' });
  await server.stop();
  const db = new Database(server.databasePath);
  db.prepare("UPDATE generations SET translations = '{}' WHERE id = ?").run(id);
  db.close();
  await server.start();
  const generation = (await server.store.get(id))!;
  expect(generation.content.hero.title).toBe('Written before French');
  expect(generation.translations.fr).toEqual(defaultContentFr);
  expect(await page(`/api/preview/${id}/fr`)).toContain(defaultContentFr.hero.title);
});
