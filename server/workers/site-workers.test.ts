import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { buildApp } from '../app';
import { testAuth, withBearer } from '../test-app';
import { cachedRenderer } from '../preview/page-cache';
import { createPageRenderer, type PageRenderer, type RendererModule } from '../preview/page-renderer';
import { checkGenerationFile } from '../publish/generation-file';
import { TEST_TEMPLATE, writeTestBuild } from '../publish/test-dist';
import { openPreviewStore } from '../storage/open-store';
import type { PreviewStore } from '../storage/preview-store';
import { RENDER_NICE, startSiteWorkers, type SiteWorkers } from './site-workers';
import type { PublishReply } from '../../core/publish-requests';
import { writeTestRenderer, writeTestSiteRenderer } from './test-renderer';

let dir: string;
let store: PreviewStore;
let app: FastifyInstance;
let workers: SiteWorkers | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-workers-'));
  writeTestBuild(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/server/template.html'), TEST_TEMPLATE);
  store = await openPreviewStore({ databasePath: join(dir, 'previews.db') });
});
afterEach(async () => {
  await app?.close();
  await workers?.close();
  workers = undefined;
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function serve(renderer: PageRenderer) {
  app = withBearer(await buildApp({ distDir: join(dir, 'dist'), preview: { store, defaults: { content: defaultContent, styles: defaultStyles }, renderer }, auth: await testAuth(store) }));
}

function workerRenderer(renderTimeoutMs?: number): PageRenderer {
  workers = startSiteWorkers({
    distDir: join(dir, 'dist'),
    assetsPrefix: '',
    gamesOrigin: '',
    renderWorkers: 1,
    ...(renderTimeoutMs === undefined ? {} : { renderTimeoutMs }),
    rendererUrl: pathToFileURL(writeTestRenderer(dir)).href,
    notFoundHtml: '<h1>Not here</h1>',
  });
  return workers.renderer;
}

/** The same stand-in renderer, loaded in this thread: what the server did before the workers. */
async function inThreadRenderer(): Promise<PageRenderer> {
  const module = (await import(pathToFileURL(writeTestRenderer(dir)).href)) as RendererModule;
  return createPageRenderer(module, TEST_TEMPLATE, () => '<h1>Not here</h1>');
}

async function slowGeneration(title: 'slow' | 'stuck' = 'slow'): Promise<string> {
  const content = { ...structuredClone(defaultContent), hero: { ...defaultContent.hero, title } };
  return (await store.create(`gen-${title.repeat(6)}`, content, defaultStyles)).id;
}

const waitFor = async (file: string) => {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * Starts a preview page whose render holds its thread until released, then asks for a static
 * file; returns the order in which the two answered.
 */
async function staticDuringLongRender(): Promise<string[]> {
  const id = await slowGeneration();
  const order: string[] = [];
  const preview = app.inject(`/api/preview/${id}/`).then((response) => {
    order.push(`preview ${response.statusCode}`);
    return response;
  });
  // The render has begun (in whichever thread runs it) before the static file is asked for.
  await Promise.race([waitFor(join(dir, 'started')), preview]);
  const asset = await app.inject('/assets/app-1a2b3c.js');
  order.push(`static ${asset.statusCode}`);
  writeFileSync(join(dir, 'release'), '');
  expect((await preview).body).toContain('<h1>slow</h1>');
  return order;
}

test('preview pages render in a worker: a static file answers while a long render holds the worker', async () => {
  await serve(workerRenderer());
  expect(await staticDuringLongRender()).toEqual(['static 200', 'preview 200']);
});

// The render gives up holding its thread after 3 s: in this thread nothing can release it sooner.
test('rendered in the serving thread, the same long render makes the static file wait (what the worker removes)', { timeout: 15_000 }, async () => {
  await serve(await inThreadRenderer());
  expect(await staticDuringLongRender()).toEqual(['preview 200', 'static 200']);
});

test('a page is rendered once per revision: the same page again comes from the cache, an edit renders anew', async () => {
  const renderer = cachedRenderer(workerRenderer(), 1024 * 1024);
  await serve(renderer);
  const id = (await store.create('gen-cachecachecachecachecache', defaultContent, defaultStyles)).id;
  const renders = () => readFileSync(join(dir, 'renders'), 'utf8').trim().split('\n').length;

  const first = await app.inject(`/api/preview/${id}/`);
  expect(first.body).toContain('revision 0');
  const again = await app.inject(`/api/preview/${id}/`);
  expect(again.body).toBe(first.body);
  expect(renders()).toBe(1);
  expect(renderer.counts).toEqual({ hits: 1, misses: 1 });

  const saved = await app.inject({ method: 'POST', url: `/api/preview/${id}/content`, headers: { 'content-type': 'application/json' }, payload: { path: 'hero.title', content: 'Edited' } });
  expect(saved.statusCode).toBe(200);
  const edited = await app.inject(`/api/preview/${id}/`);
  expect(edited.body).toContain('<h1>Edited</h1>');
  expect(edited.body).toContain('revision 1');
  expect(renders()).toBe(2);
  // Another page of the same revision is its own render.
  await app.inject(`/api/preview/${id}/games`);
  expect(renders()).toBe(3);
});

test('a worker that dies fails only its page; the next page renders on a new worker', async () => {
  await serve(workerRenderer());
  const crashing = { ...structuredClone(defaultContent), hero: { ...defaultContent.hero, title: 'exit' } };
  const crash = (await store.create('gen-crashcrashcrashcrashcrash', crashing, defaultStyles)).id;
  const id = (await store.create('gen-finefinefinefinefinefine', defaultContent, defaultStyles)).id;
  const failed = await app.inject(`/api/preview/${crash}/`);
  expect(failed.statusCode).toBe(500);
  expect(failed.json()).toEqual({ error: 'Internal server error' });
  const page = await app.inject(`/api/preview/${id}/`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('revision 0');
});

test('a render that holds its worker past its time is cut off: its page answers 503, the next page renders on a new worker', async () => {
  // The stuck page holds its thread for 60 s; its time here is 5 s, which also covers the next
  // page's new worker starting (its time counts from the hand-over: 1.5 s was too short for that
  // on a loaded machine, and the next page was cut off too).
  await serve(workerRenderer(5_000));
  const slow = await slowGeneration('stuck');
  const cut = await app.inject(`/api/preview/${slow}/`);
  expect([cut.statusCode, cut.body]).toEqual([503, JSON.stringify({ error: 'This took the server too long and was stopped; try again in a moment' })]);
  const id = (await store.create('gen-afterafterafterafterafte', defaultContent, defaultStyles)).id;
  const page = await app.inject(`/api/preview/${id}/`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('revision 0');
});

test('a task that cannot be copied to a worker fails alone; the worker takes the next task', async () => {
  await serve(workerRenderer());
  // Nested deeper than the structured clone goes: posting it to the thread throws.
  const deep = JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)) as unknown;
  await expect(workers!.checkImport({ content: { hero: deep } })).rejects.toThrow(RangeError);
  const id = (await store.create('gen-nextnextnextnextnextnext', defaultContent, defaultStyles)).id;
  const page = await app.inject(`/api/preview/${id}/`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('revision 0');
});

/**
 * The nice value of each thread of this process (Linux's /proc), by thread id. A thread that ends
 * between the listing and the read (another test file's worker, in this process too) is left out.
 */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((task) => {
    try {
      return [Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])];
    } catch {
      return [];
    }
  });
}

test.runIf(process.platform === 'linux')('render workers yield to the serving thread: they run at a higher nice value, the serving thread keeps its own', async () => {
  const before = threadNiceValues().filter((nice) => nice === RENDER_NICE).length;
  await serve(workerRenderer());
  const id = (await store.create('gen-nicenicenicenicenicenice', defaultContent, defaultStyles)).id;
  expect((await app.inject(`/api/preview/${id}/`)).statusCode).toBe(200);
  // The worker's thread and the threads it starts (its module loader's) run at its nice value.
  expect(threadNiceValues().filter((nice) => nice === RENDER_NICE).length).toBeGreaterThan(before);
  expect(getPriority()).toBe(0);
});

test('an import is checked in a render worker: a good file is stored, a bad one refused with the same words as in this thread', async () => {
  const renderer = workerRenderer();
  app = withBearer(
    await buildApp({
      distDir: join(dir, 'dist'),
      preview: { store, defaults: { content: defaultContent, styles: defaultStyles }, renderer },
      checkImport: workers!.checkImport,
      auth: await testAuth(store),
    }),
  );
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json' }, payload });
  const checked = workers!.renderPool.completed;
  const good = await post({ content: { ...defaultContent, site_name: 'Imported' }, styles: defaultStyles });
  expect(good.statusCode).toBe(201);
  expect((await store.get(good.json<{ id: string }>().id))?.content.site_name).toBe('Imported');
  const bad = { content: { ...defaultContent, hero: { ...defaultContent.hero, title: 42 } }, styles: defaultStyles };
  const refused = await post(bad);
  expect(refused.statusCode).toBe(400);
  const inThread = checkGenerationFile(bad);
  if (inThread.ok) throw new Error('the bad file passed the check in this thread');
  expect(refused.json()).toEqual({ error: inThread.errors.join('; ') });
  expect(workers!.renderPool.completed).toBe(checked + 2);
});

/** A server whose publishes run in a publish worker with the site's real renderer, each cut off after `publishTimeoutMs`. */
async function servePublishing(publishTimeoutMs: number) {
  workers = startSiteWorkers({
    distDir: join(dir, 'dist'),
    assetsPrefix: '',
    gamesOrigin: '',
    renderWorkers: 1,
    publish: { publishDir: join(dir, 'published'), quotas: { keep: 3, diskBudgetBytes: 64 * 1024 * 1024 } },
    publishTimeoutMs,
    rendererUrl: pathToFileURL(writeTestSiteRenderer(dir)).href,
    notFoundHtml: '<h1>Not here</h1>',
  });
  app = withBearer(
    await buildApp({
      distDir: join(dir, 'dist'),
      preview: { store, defaults: { content: defaultContent, styles: defaultStyles }, renderer: workers.renderer },
      publish: workers.publish,
      auth: await testAuth(store),
    }),
  );
}

// The stuck page holds the publish worker for 60 s; the publish's time here is 10 s, which also
// covers a new worker loading the site's renderer before the publish after it.
test('a publish past its deadline is stopped: 503, nothing of it left on disk, the earlier site kept, and the next publish runs', { timeout: 90_000 }, async () => {
  await servePublishing(10_000);
  const publishDir = join(dir, 'published');
  const id = (await store.create('gen-deadlinedeadlinedeadline', defaultContent, defaultStyles)).id;
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const publish = () => post(`/api/preview/${id}/publish`, {});
  const editTitle = async (title: string) => expect((await post(`/api/preview/${id}/content`, { path: 'hero.title', content: title })).statusCode).toBe(200);
  const folder = () => readdirSync(join(publishDir, id)).sort();
  const home = (name: string) => readFileSync(join(publishDir, name, 'client/index.html'), 'utf8');

  await editTitle('Before the stuck one');
  const first = await publish();
  expect(first.statusCode).toBe(200);
  const live = first.json<PublishReply>().name;
  const before = folder();
  expect(before).toEqual([live.split('/')[1]]);

  await editTitle('stuck');
  const stopped = await publish();
  expect([stopped.statusCode, stopped.json()]).toEqual([503, { error: 'Publishing took longer than 10 s and was stopped; nothing was published. Try again.' }]);
  // It had begun (its site copied into a staging folder, its first page rendering) when it was stopped.
  expect(existsSync(join(dir, 'started'))).toBe(true);
  expect(folder()).toEqual(before);
  expect(home(live)).toContain('Before the stuck one');

  await editTitle('After the stuck one');
  const next = await publish();
  expect(next.statusCode).toBe(200);
  const name = next.json<PublishReply>().name;
  expect(home(name)).toContain('After the stuck one');
  expect(folder()).toEqual([...before, name.split('/')[1]].sort());
});
