import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import { BODY_LIMIT } from './app';
import type { PreviewStore } from './storage/preview-store';
import { TestPreviewServer } from './test-app';

let server: TestPreviewServer;
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
  server = new TestPreviewServer();
  await start();
});
afterEach(() => server.dispose());

async function newGeneration(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json' }, payload: '{}' });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}

test('a new generation has a long random id, a preview URL and the default content', async () => {
  const response = await app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json', host: 'preview.local' }, payload: '{}' });
  const body = response.json();
  expect(body.id).toMatch(/^gen-[A-Za-z0-9_-]{22,}$/);
  expect(body.previewUrl).toBe(`http://preview.local/api/preview/${body.id}/`);
  expect(body.revision).toBe(0);
  expect((await store.get(body.id))?.content).toEqual(defaultContent);
  expect(await newGeneration()).not.toBe(body.id);
});

test('the preview serves any route with the generation content in the page', async () => {
  const id = await newGeneration();
  await postJson(`/api/preview/${id}/content`, { path: 'games.title', content: 'Every table, one place' });
  for (const path of ['', '/', '/games', '/terms-and-conditions']) {
    const response = await app.inject(`/api/preview/${id}${path}`);
    expect(response.statusCode, path).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Every table, one place');
  }
  const page = await app.inject(`/api/preview/${id}/games`);
  expect(page.body).toContain(`data-rendered-path="/api/preview/${id}/games"`);
  expect(page.body).toContain(`href="/api/preview/${id}/terms-and-conditions"`);
});

test('an unknown game in preview redirects within the preview', async () => {
  const id = await newGeneration();
  const response = await app.inject(`/api/preview/${id}/games/nope`);
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(`/api/preview/${id}/games`);
});

test("the virtual-coins page is reachable from the preview, with the generation's text", async () => {
  const id = await newGeneration();
  await postJson(`/api/preview/${id}/content`, { path: 'money.title', content: 'Coins, explained' });
  const home = await app.inject(`/api/preview/${id}/`);
  expect(home.body).toContain(`href="/api/preview/${id}/money"`);
  const money = await app.inject(`/api/preview/${id}/money`);
  expect(money.statusCode).toBe(302);
  expect(money.headers.location).toBe(`/api/preview/${id}/virtual-coins.html`);
  const page = await app.inject(money.headers.location!);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.body).toContain('<h1>Coins, explained</h1>');
  expect(page.body).toContain(`<a class="home" href="/api/preview/${id}/">${defaultContent.money.homeLink}</a>`);
  expect(page.body).not.toContain('<script');
  const unknown = await app.inject('/api/preview/gen-AAAAAAAAAAAAAAAAAAAAAAAA/virtual-coins.html');
  expect(unknown.statusCode).toBe(404);
});

test('unknown or malformed generation ids get the 404 page', async () => {
  for (const id of ['gen-AAAAAAAAAAAAAAAAAAAAAAAA', 'gen-x', 'nope', 'gen-../../etc']) {
    const response = await app.inject(`/api/preview/${encodeURIComponent(id)}/games`);
    expect(response.statusCode, id).toBe(404);
    expect(response.body).toContain('Page not found');
  }
});

test('an accepted text edit answers the saved text and the new revision, and stores a row', async () => {
  const id = await newGeneration();
  const response = await postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'Play together, coast to coast' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ path: 'hero.title', content: 'Play together, coast to coast', revision: 1 });
  const second = await postJson(`/api/preview/${id}/content`, { path: 'games.items.0.title', content: 'High or Low' });
  expect(second.json().revision).toBe(2);
  expect((await store.get(id))?.content.hero.title).toBe('Play together, coast to coast');
  expect((await store.get(id))?.content.games.items[0]!.title).toBe('High or Low');
  expect(await store.edits(id)).toMatchObject([
    { kind: 'content', path: 'hero.title', oldValue: defaultContent.hero.title, newValue: 'Play together, coast to coast', revision: 1 },
    { kind: 'content', path: 'games.items.0.title', oldValue: 'High Low', newValue: 'High or Low', revision: 2 },
  ]);
});

test('an accepted colour edit answers the saved value and stores a row', async () => {
  const id = await newGeneration();
  const response = await postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: '#123456' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ componentName: 'hero', stylePath: 'background', value: '#123456', revision: 1 });
  expect((await store.get(id))?.styles.hero?.background).toBe('#123456');
  expect(await store.edits(id)).toMatchObject([{ kind: 'style', path: 'hero.background', oldValue: defaultStyles.hero.background, newValue: '#123456' }]);
  const page = await app.inject(`/api/preview/${id}/`);
  expect(page.body).toContain('--hero-background:#123456');
});

test('a text the content schema allows to be empty can be cleared, and the cleared text is stored', async () => {
  const id = await newGeneration();
  const response = await postJson(`/api/preview/${id}/content`, { path: 'heroText.title.prefix', content: '' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ path: 'heroText.title.prefix', content: '', revision: 1 });
  expect((await store.get(id))?.content.heroText.title.prefix).toBe('');
  expect(await store.edits(id)).toMatchObject([{ kind: 'content', path: 'heroText.title.prefix', oldValue: defaultContent.heroText.title.prefix, newValue: '' }]);
  const suffix = await postJson(`/api/preview/${id}/content`, { path: 'heroText.title.suffix', content: '   ' });
  expect(suffix.json()).toEqual({ path: 'heroText.title.suffix', content: '', revision: 2 });
});

test.each([
  ['gold', '#ffd700'],
  ['RebeccaPurple', '#663399'],
  ['rgb(255 0 0)', '#ff0000'],
  ['rgba(0, 0, 0, 0.5)', '#00000080'],
  ['hsl(45 100% 58%)', '#ffc929'],
  ['HSL(45deg 100% 58% / 50%)', '#ffc92980'],
  ['#ABCDEF', '#abcdef'],
  ['#ABC', '#aabbcc'],
  ['transparent', '#00000000'],
  ['oklch(70% 0.1 250)', '#6da3da'],
])('the colour %s is accepted and stored as %s', async (value, stored) => {
  const id = await newGeneration();
  const response = await postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ componentName: 'hero', stylePath: 'background', value: stored, revision: 1 });
  expect((await store.get(id))?.styles.hero?.background).toBe(stored);
  expect(await store.edits(id)).toMatchObject([{ kind: 'style', path: 'hero.background', newValue: stored }]);
});

type Rejection = [name: string, send: (id: string) => ReturnType<typeof postJson>, status: number, message: RegExp];
const big = 'x'.repeat(BODY_LIMIT + 10);
const rejections: Rejection[] = [
  ['malformed JSON', (id) => app.inject({ method: 'POST', url: `/api/preview/${id}/content`, headers: { 'content-type': 'application/json' }, payload: '{"path": ' }), 400, /JSON/],
  [
    'wrong content type',
    (id) => app.inject({ method: 'POST', url: `/api/preview/${id}/content`, headers: { 'content-type': 'text/plain' }, payload: '{"path":"hero.title","content":"x"}' }),
    415,
    /application\/json/,
  ],
  [
    'a form post',
    (id) => app.inject({ method: 'POST', url: `/api/preview/${id}/content`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'path=hero.title&content=x' }),
    415,
    /application\/json/,
  ],
  ['a body over the limit', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: big }), 413, /too large/i],
  ['an unknown generation', () => postJson('/api/preview/gen-AAAAAAAAAAAAAAAAAAAAAAAA/content', { path: 'hero.title', content: 'x' }), 404, /Unknown generation/],
  ['a malformed generation id', () => postJson('/api/preview/gen-1/content', { path: 'hero.title', content: 'x' }), 404, /Unknown generation/],
  ['a path that names no field', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.newField', content: 'x' }), 400, /does not name a text/],
  ['a path that names an object', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero', content: 'x' }), 400, /does not name a text/],
  ['a path that names a number', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.heroImage.width', content: '12' }), 400, /does not name a text/],
  ['a __proto__ path', (id) => postJson(`/api/preview/${id}/content`, { path: '__proto__.polluted', content: 'x' }), 400, /not a content path/],
  ['a constructor path', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.constructor.name', content: 'x' }), 400, /not a content path/],
  ['non-string content', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 42 }), 400, /content/],
  ['missing content', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title' }), 400, /content/],
  ['empty text', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: '   ' }), 400, /empty/],
  ['over-long text', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'y'.repeat(5001) }), 400, /at most 5000/],
  ['extra keys', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'x', admin: true }), 400, /admin|Unrecognized/i],
  ['a text that breaks the content rules', (id) => postJson(`/api/preview/${id}/content`, { path: 'contact.email', content: 'not an email' }), 400, /contact\.email/],
  ['an unknown component', (id) => postJson(`/api/preview/${id}/styles/v2`, { componentName: 'nope', stylePath: 'background', value: '#fff' }), 400, /unknown component/],
  ['an inherited component name', (id) => postJson(`/api/preview/${id}/styles/v2`, { componentName: 'constructor', stylePath: 'name', value: '#fff' }), 400, /unknown component/],
  ['an unknown style path', (id) => postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'nope', value: '#fff' }), 400, /unknown style path/],
  ['a value that is not a colour', (id) => postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: 'url(javascript:alert(1))' }), 400, /CSS colour/],
  ['currentcolor, which has no value of its own', (id) => postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: 'currentcolor' }), 400, /CSS colour/],
  ['a colour outside sRGB', (id) => postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: 'oklch(70% 0.4 150)' }), 400, /CSS colour/],
  ['an empty colour', (id) => postJson(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: '' }), 400, /CSS colour/],
  [
    'an empty text where the content needs one',
    (id) => postJson(`/api/preview/${id}/content`, { path: 'heroText.title.highlight', content: '' }),
    400,
    /heroText\.title\.highlight: must not be empty/,
  ],
  ['a request from another site', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'x' }, { origin: 'https://evil.example' }), 403, /Cross-site/],
  ['a cross-site fetch', (id) => postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'x' }, { 'sec-fetch-site': 'cross-site' }), 403, /Cross-site/],
];

test.each(rejections)('rejects %s with a clear 4xx and stores nothing', async (_name, send, status, message) => {
  const id = await newGeneration();
  const response = await send(id);
  expect(response.statusCode).toBe(status);
  expect(response.json().error).toMatch(message);
  expect((await store.get(id))?.revision).toBe(0);
  expect((await store.get(id))?.content).toEqual(defaultContent);
  expect((await store.get(id))?.styles).toEqual(defaultStyles);
  expect(await store.edits(id)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test('a same-origin request with an Origin header is accepted', async () => {
  const id = await newGeneration();
  const response = await postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: 'Same site' }, { origin: 'http://preview.local', host: 'preview.local' });
  expect(response.statusCode).toBe(200);
});

test('edits survive a restart of the server', async () => {
  const id = await newGeneration();
  await postJson(`/api/preview/${id}/content`, { path: 'faq.title', content: 'Questions, answered' });
  await postJson(`/api/preview/${id}/styles/v2`, { componentName: 'faq', stylePath: 'background', value: '#fafafa' });
  await stop();
  await start();
  const generation = (await store.get(id))!;
  expect(generation.revision).toBe(2);
  expect(generation.content.faq.title).toBe('Questions, answered');
  expect(generation.styles.faq?.background).toBe('#fafafa');
  expect((await app.inject(`/api/preview/${id}/`)).body).toContain('Questions, answered');
});

test('a generation stored by an earlier release (tips named by game title) still previews and takes edits', async () => {
  const id = await newGeneration();
  await stop();
  const stored = {
    ...defaultContent,
    gamingTips: {
      ...defaultContent.gamingTips,
      categories: defaultContent.gamingTips.categories.map(({ slug, tips }) => ({ game: defaultContent.games.items.find((g) => g.s3Path === slug)!.title, tips })),
    },
  };
  const db = new Database(server.databasePath);
  db.prepare('UPDATE generations SET content = ? WHERE id = ?').run(JSON.stringify(stored), id);
  db.close();
  await start();
  const page = await app.inject(`/api/preview/${id}/games/high-low`);
  expect(page.body).toContain(defaultContent.gamingTips.categories[0]!.tips[0]!);
  const edit = await postJson(`/api/preview/${id}/content`, { path: 'gamingTips.title', content: 'Play smart' });
  expect(edit.statusCode).toBe(200);
  expect((await store.get(id))!.content.gamingTips.categories[0]).toEqual(defaultContent.gamingTips.categories[0]);
});

test('concurrent edits are all kept, each with its own revision', async () => {
  const id = await newGeneration();
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, index) => postJson(`/api/preview/${id}/content`, { path: `faq.sections.${index % 6}.items.0.answer`, content: `Answer ${index}` })),
  );
  expect(responses.every((r) => r.statusCode === 200)).toBe(true);
  expect(new Set(responses.map((r) => r.json().revision)).size).toBe(40);
  expect((await store.get(id))?.revision).toBe(40);
  expect(await store.edits(id)).toHaveLength(40);
});

test('edited text is plain text in the served page, never markup', async () => {
  const id = await newGeneration();
  await postJson(`/api/preview/${id}/content`, { path: 'hero.title', content: '<img src=x onerror=alert(1)>' });
  const html = (await app.inject(`/api/preview/${id}/`)).body;
  expect(html).not.toContain('<img src=x');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
});
