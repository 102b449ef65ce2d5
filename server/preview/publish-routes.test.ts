import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { routeFile } from '../site/html-template';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import * as rendererModule from '../../src/entry-server';
import type { PublishReply } from '../../core/publish-requests';
import { buildApp } from '../app';
import { STALE_PAGE, TEST_BUILD_FILES } from '../publish/test-dist';
import type { PreviewStore } from '../storage/preview-store';
import { TestPreviewServer } from '../test-app';

let server: TestPreviewServer;
let dir: string;
let publishDir: string;
let store: PreviewStore;
let app: FastifyInstance;

async function start() {
  await server.start();
  ({ store, app } = server);
}

async function stop() {
  await server.stop();
}

beforeEach(async () => {
  server = new TestPreviewServer({ publish: true });
  ({ dir, publishDir } = server);
  await start();
});
afterEach(() => server.dispose());

function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function newGeneration(): Promise<string> {
  const response = await postJson('/api/generations', {});
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** Replaces a generation's stored content and styles behind the server's back, as a damaged or old row would be. */
async function storeRow(id: string, change: (row: { content: Record<string, unknown>; styles: Record<string, unknown> }) => void) {
  await stop();
  const db = new Database(join(dir, 'previews.db'));
  const row = db.prepare<[string], { content: string; styles: string }>('SELECT content, styles FROM generations WHERE id = ?').get(id)!;
  const data = { content: JSON.parse(row.content), styles: JSON.parse(row.styles) };
  change(data);
  db.prepare('UPDATE generations SET content = ?, styles = ? WHERE id = ?').run(JSON.stringify(data.content), JSON.stringify(data.styles), id);
  db.close();
  await start();
}

const read = (file: string) => readFileSync(file, 'utf8');

test("publishing writes the generation's pages, with its edited text and colour, beside the build's assets and games", async () => {
  const id = await newGeneration();
  await postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'Published by the editor' });
  await postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: '#2A4D8F' });
  await postJson(`/api/preview/${id}/content`, { path: 'money.title', content: 'Coins, plainly' });
  await postJson(`/api/preview/${id}/content`, { path: 'footer.tagLine', content: 'Published on every page' });

  const response = await postJson(`/api/preview/${id}/publish`, {});
  expect(response.statusCode).toBe(200);
  const body = response.json<PublishReply>();
  // The reply names the publish relative to the publish folder: no server path.
  expect(body.name).toMatch(new RegExp(`^${id}/\\d{8}-\\d{6}-\\d{3}Z-r4$`));
  expect(JSON.stringify(body)).not.toContain(dir);
  const out = join(publishDir, body.name);
  expect(body).toMatchObject({ revision: 4 });
  expect(new Date(body.publishedAt).toISOString()).toBe(body.publishedAt);
  const paths = rendererModule.prerenderPaths(defaultContent);
  // Every route, the not-found page and the coins page, in English and in French.
  expect(body.pages).toBe(2 * (paths.length + 2));

  const home = read(join(out, 'client/index.html'));
  expect(home).toContain('Published by the editor');
  expect(home).toContain('--hero-background:#2a4d8f');
  expect(home).not.toContain('contenteditable');
  expect(read(join(out, 'client/virtual-coins.html'))).toContain('<h1>Coins, plainly</h1>');
  for (const page of ['index.html', 'games.html', 'games/high-low.html', '404.html', 'virtual-coins.html']) {
    expect(read(join(out, 'client', page)), page).not.toContain(STALE_PAGE);
  }
  for (const path of [...paths.filter((p) => p !== '/money'), '/404']) {
    expect(read(join(out, 'client', routeFile(path))), path).toContain('Published on every page');
  }
  for (const [file, text] of Object.entries(TEST_BUILD_FILES)) expect(read(join(out, file)), file).toBe(text);
  expect(JSON.parse(read(join(out, 'build-info.json')))).toEqual({
    generationId: id,
    revision: 4,
    publishedAt: body.publishedAt,
    builtAt: '2026-01-02T03:04:05.000Z',
    assetsPrefix: '',
    gamesOrigin: '',
  });
  expect(readdirSync(publishDir)).toEqual([id]);
  expect(readdirSync(join(publishDir, id))).toEqual([body.name.split('/')[1]]);

  // The output is a dist/ the server serves as it is.
  const site = await buildApp({ distDir: out });
  const served = await site.inject('/');
  expect(served.statusCode).toBe(200);
  expect(served.body).toContain('Published by the editor');
  expect((await site.inject('/games/high-low/index.html')).body).toContain('the game');
  await site.close();
});

test('a generation whose stored content is invalid is refused by path; nothing is written and the earlier output stays', async () => {
  const id = await newGeneration();
  const first = await postJson(`/api/preview/${id}/publish`, {});
  expect(first.statusCode).toBe(200);
  const out = join(publishDir, first.json<PublishReply>().name);
  const before = read(join(out, 'client/index.html'));

  await storeRow(id, ({ content, styles }) => {
    (content.hero as Record<string, unknown>).title = 42;
    (styles.hero as Record<string, unknown>).background = 'url(javascript:alert(1))';
  });
  const response = await postJson(`/api/preview/${id}/publish`, {});
  expect(response.statusCode).toBe(422);
  const { error } = response.json();
  expect(error).toMatch(/^hero\.title: .+; styles\.hero\.background: must be a CSS colour/);
  expect(read(join(out, 'client/index.html'))).toBe(before);
  expect(JSON.parse(read(join(out, 'build-info.json'))).revision).toBe(0);
  expect(readdirSync(publishDir)).toEqual([id]);
  expect(readdirSync(join(publishDir, id))).toHaveLength(1);
});

test('an invalid generation published for the first time leaves no folder at all', async () => {
  const id = await newGeneration();
  await storeRow(id, ({ content }) => {
    delete (content.games as { items: Record<string, unknown>[] }).items[0]!.title;
  });
  const response = await postJson(`/api/preview/${id}/publish`, {});
  expect(response.statusCode).toBe(422);
  expect(response.json().error).toMatch(/^games\.items\.0\.title: /);
  expect(existsSync(publishDir) ? readdirSync(publishDir) : []).toEqual([]);
});

test('unknown or malformed generations cannot be published or exported', async () => {
  for (const id of ['gen-AAAAAAAAAAAAAAAAAAAAAAAA', 'gen-x', 'gen-..%2F..%2Fetc']) {
    const published = await postJson(`/api/preview/${id}/publish`, {});
    expect(published.statusCode, id).toBe(404);
    expect(published.json()).toEqual({ error: 'Unknown generation' });
    const exported = await app.inject(`/api/preview/${id}/export`);
    expect(exported.statusCode, id).toBe(404);
  }
  expect(existsSync(publishDir)).toBe(false);
});

test('publish takes only an empty JSON body, and only from the site itself', async () => {
  const id = await newGeneration();
  const url = `/api/preview/${id}/publish`;
  expect((await postJson(url, {}, { origin: 'https://evil.example' })).statusCode).toBe(403);
  expect((await postJson(url, {}, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  expect((await app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: '{}' })).statusCode).toBe(415);
  expect((await postJson(url, { outDir: '/etc' })).statusCode).toBe(400);
  expect(existsSync(publishDir)).toBe(false);
});

test('export answers the generation as a file; importing that file creates a new, equal generation', async () => {
  const id = await newGeneration();
  await postJson(`/api/preview/${id}/content`, { path: 'faq.title', content: 'Questions, answered' });
  await postJson(`/api/preview/${id}/styles/v2`, { componentName: 'faq', stylePath: 'background', value: '#fafafa' });

  const exported = await app.inject(`/api/preview/${id}/export`);
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-type']).toMatch(/^application\/json/);
  expect(exported.headers['content-disposition']).toBe(`attachment; filename="${id}.json"`);
  expect(exported.headers['cache-control']).toBe('no-store');
  const file = exported.json();
  expect(file).toMatchObject({ format: 'brightmoose-generation', version: 1, generationId: id, revision: 2 });
  expect(new Date(file.exportedAt).toISOString()).toBe(file.exportedAt);
  expect(file.content.faq.title).toBe('Questions, answered');

  // The download as it is (pretty-printed, larger than an edit may be) is the import's body.
  expect(exported.body.length).toBeGreaterThan(64 * 1024);
  const imported = await postJson('/api/generations', exported.body, { host: 'preview.local' });
  expect(imported.statusCode).toBe(201);
  const created = imported.json();
  expect(created.id).not.toBe(id);
  expect(created).toEqual({ id: created.id, previewUrl: `http://preview.local/api/preview/${created.id}/`, revision: 0 });
  const original = (await store.get(id))!;
  const copy = (await store.get(created.id))!;
  expect(copy.content).toEqual(original.content);
  expect(copy.styles).toEqual(original.styles);
  expect((await app.inject(`/api/preview/${created.id}/`)).body).toContain('Questions, answered');
});

test('a bare { content, styles } imports too; missing styles are an empty set', async () => {
  const content = { ...structuredClone(defaultContent), site_name: 'Imported Casino' };
  const withStyles = await postJson('/api/generations', { content, styles: { hero: { background: '#123456' } } });
  expect(withStyles.statusCode).toBe(201);
  expect(await store.get(withStyles.json().id)).toMatchObject({ content: { site_name: 'Imported Casino' }, styles: { hero: { background: '#123456' } } });
  const bare = await postJson('/api/generations', { content });
  expect(bare.statusCode).toBe(201);
  expect((await store.get(bare.json().id))?.styles).toEqual({});
});

test('an import from an earlier release is upgraded before it is checked', async () => {
  const old = structuredClone(defaultContent) as unknown as Record<string, unknown> & typeof defaultContent;
  const categories = defaultContent.gamingTips.categories.map(({ slug, tips }) => ({ game: defaultContent.games.items.find((g) => g.s3Path === slug)!.title, tips }));
  const response = await postJson('/api/generations', { content: { ...old, gamingTips: { ...old.gamingTips, categories }, responsiblePlay: undefined } });
  expect(response.statusCode).toBe(201);
  expect((await store.get(response.json().id))?.content.gamingTips.categories).toEqual(defaultContent.gamingTips.categories);
});

type Body = { content: Record<string, unknown>; styles: Record<string, unknown> } & Record<string, unknown>;
const validBody = (): Body => ({ content: structuredClone(defaultContent), styles: structuredClone(defaultStyles) });

const refusals: [string, (body: Body) => unknown, RegExp][] = [
  ['a colour that is not a colour', (b) => ((b.styles.hero as Record<string, string>).background = 'url(x)'), /^styles\.hero\.background: must be a CSS colour/],
  ['an unknown style path shape', (b) => (b.styles['hero'] = { 'bad path!': '#fff' }), /^styles\.hero\.bad path!: /],
  ['a missing field', (b) => delete (b.content.testimonials as { items: Record<string, unknown>[] }).items[1]!.quote, /^testimonials\.items\.1\.quote: /],
  ['a text of the wrong type', (b) => ((b.content.hero as Record<string, unknown>).title = 42), /^hero\.title: /],
  ['a list of the wrong type', (b) => ((b.content.features as Record<string, unknown>).items = 'six'), /^features\.items: /],
  ['several bad values at once, each named', (b) => Object.assign(b.content.hero as object, { title: 1, ctaText: 2 }), /^hero\.title: .*; hero\.ctaText: /],
  ['no content', (b) => delete (b as Partial<Body>).content, /^content: /],
  ['content that is not an object', (b) => (b.content = ['x'] as unknown as Record<string, unknown>), /^content: /],
  ['another file format', (b) => (b.format = 'wordpress-export'), /^format: /],
  ['a later version of the format', (b) => (b.version = 2), /^version: /],
  ['an unknown field', (b) => (b.theme = 'dark'), /Unrecognized key.*theme/],
];

test.each(refusals)('an import with %s is refused with its path (400) and no generation is created', async (_name, spoil, message) => {
  const body = validBody();
  spoil(body);
  const response = await postJson('/api/generations', body);
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatch(message);
  // Only the generation start-up made is there.
  expect((await store.accounts.generations()).map(({ id }) => id)).toEqual([server.startGeneration]);
});

test('an import from another site or not in JSON is refused before it is read', async () => {
  expect((await postJson('/api/generations', validBody(), { origin: 'https://evil.example' })).statusCode).toBe(403);
  expect((await app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(validBody()) })).statusCode).toBe(415);
  expect((await store.accounts.generations()).map(({ id }) => id)).toEqual([server.startGeneration]);
});
