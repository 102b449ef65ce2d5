import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { BUILT_GAMES, gameLink } from '../core/game-registry';
import { shellStrings } from '../games/kit/strings';
import { buildApp } from '../server/app';
import type { PublishReply } from '../core/publish-requests';
import { closePage, openPage, operatorHeaders, siteUrl, closeContexts, workerBrowser } from './support/browser';
import { gameFrame } from './support/game-frame';

const root = join(import.meta.dirname, '..');
const TITLE = 'Published straight from the preview';
const BACKGROUND = '#2a4d8f';

let browser: Browser;
/** Output folders this file made, removed at the end whatever happens. */
const outputs: string[] = [];
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
  for (const out of outputs) {
    rmSync(out, { recursive: true, force: true });
    // The server's published/ folder goes too when this file's output was all it held.
    try {
      rmdirSync(dirname(out));
    } catch {
      // Not empty (someone else's publishes) or not there.
    }
  }
});

const post = (path: string, body: unknown) => fetch(siteUrl(path), { method: 'POST', headers: { 'content-type': 'application/json', ...operatorHeaders() }, body: JSON.stringify(body) });

/** A generation on the test server with an edited hero title and background. */
async function editedGeneration(): Promise<string> {
  const created = await post('/api/generations', {});
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await post(`/api/preview/${id}/content`, { path: 'hero.title', content: TITLE })).status).toBe(200);
  expect((await post(`/api/preview/${id}/styles/v2`, { componentName: 'hero', stylePath: 'background', value: BACKGROUND })).status).toBe(200);
  return id;
}

/** Serves a published folder as the site's server serves dist/, on a free port. */
async function serve(outputDir: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ distDir: outputDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address };
}

test('a published generation, served as a site, shows its edited text and colour, its games and no editing', async () => {
  const id = await editedGeneration();
  const started = performance.now();
  const response = await post(`/api/preview/${id}/publish`, {});
  const seconds = (performance.now() - started) / 1000;
  expect(response.status).toBe(200);
  const published = (await response.json()) as PublishReply;
  // The reply names the publish relative to the publish folder, never by a server path.
  expect(published.name).toMatch(new RegExp(`^${id}/\\d{8}-\\d{6}-\\d{3}Z-r2$`));
  const outputDir = join(inject('publishDir'), published.name);
  outputs.push(outputDir, dirname(outputDir));
  console.log(`publish of ${published.pages} pages took ${seconds.toFixed(2)} s`);
  expect(published.revision).toBe(2);

  const { app, url } = await serve(outputDir);
  try {
    const { page, errors } = await openPage(browser, `${url}/`);
    expect(await page.locator('main h1').first().textContent()).toBe(TITLE);
    const hero = page.locator('section.hero');
    expect(await hero.evaluate((el) => getComputedStyle(el).getPropertyValue('--hero-background'))).toBe(BACKGROUND);
    expect(await hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(42, 77, 143)');
    expect(await page.locator('[contenteditable], [data-content-path]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Edit colours/ }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    await page.waitForURL(`${url}/games`);
    for (const game of BUILT_GAMES) expect(await page.locator(`main a[href="${gameLink(game.slug)}"]`).count(), game.slug).toBeGreaterThan(0);

    await page.goto(`${url}${gameLink('high-low')}`);
    const frame = await gameFrame(page, 'high-low');
    expect(await frame.getByText(shellStrings.en.virtual).count()).toBe(1);
    expect(errors.filter((error) => !error.includes('favicon'))).toEqual([]);
    await closePage(page);
  } finally {
    await app.close();
  }
});

test('npm run site:publish --from an exported file writes the same site into the folder asked for', async () => {
  const id = await editedGeneration();
  const exported = await fetch(siteUrl(`/api/preview/${id}/export`), { headers: operatorHeaders() });
  expect(exported.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'publish-e2e-'));
  outputs.push(join(dir, 'site'));
  outputs.push(dir);
  writeFileSync(join(dir, 'export.json'), await exported.text());

  // DIST_DIR names the build the test server serves, so the command publishes from it as it is.
  const result = spawnSync(process.execPath, ['scripts/publish.mjs', '--from', join(dir, 'export.json'), '--out', join(dir, 'site')], {
    cwd: root,
    env: { ...process.env, DIST_DIR: join(root, 'dist') },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/Published .*export\.json \(revision 2\): \d+ pages to .*site in [\d.]+ s/);
  const home = readFileSync(join(dir, 'site/client/index.html'), 'utf8');
  expect(home).toContain(TITLE);
  expect(home).toContain(`--hero-background:${BACKGROUND}`);
  expect(JSON.parse(readFileSync(join(dir, 'site/build-info.json'), 'utf8'))).toMatchObject({ generationId: id, revision: 2 });
});
