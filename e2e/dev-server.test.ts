import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { highLowStrings } from '../games/high-low/strings';
import { startDevServer, type DevServer } from '../server/dev/dev-server';
import { defaultContent } from '../src/content/default-content';
import { defaultTranslations } from '../src/content/editions';
import { closePage, newPlayerContext, waitForApp, closeContexts, workerBrowser } from './support/browser';

// npm run dev's server (server/dev/dev-server.ts, as scripts/dev.mjs starts it) on a copy of the
// sources, so that the tests can edit them as a developer would: the project's own files are never touched.
const project = join(import.meta.dirname, '..');
let dir: string;
let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-server-'));
  for (const entry of ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'core', 'src', 'games', 'public']) cpSync(join(project, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(dir, 'node_modules'));
  server = await startDevServer({ root: dir, port: 0, host: '127.0.0.1', databasePath: join(dir, 'previews.db'), operatorEmail: 'operator@localhost', cacheDir: join(dir, '.vite') });
  browser = await workerBrowser();
});

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Replaces `from` by `to` in a file of the copy, as an editor's save would. */
function edit(file: string, from: string, to: string) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(path, text.replace(from, to));
}

/** Errors the pages printed (console errors, uncaught exceptions), such as a hydration mismatch. */
const errors: string[] = [];

async function open(path: string): Promise<Page> {
  const page = await (await newPlayerContext(browser)).newPage();
  page.on('console', (message) => void (message.type() === 'error' && errors.push(`${path}: ${message.text()}`)));
  page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
  await page.goto(server.url + path, { waitUntil: 'load' });
  await waitForApp(page);
  return page;
}

// A first load may find dependencies Vite has not bundled yet and reload once; polls wait it out.
const slow = { timeout: 30_000 };

test('pages of both languages render from the sources and hydrate, and an edited section shows in the open page without reloading it by hand', async () => {
  const english = await open('/');
  const french = await open('/fr');
  await expect.poll(() => english.locator('main h1').first().textContent(), slow).toBe(defaultContent.hero.title);
  await expect.poll(() => french.locator('main h1').first().textContent(), slow).toBe(defaultTranslations.fr.hero.title);
  expect(await french.locator('html').getAttribute('lang')).toBe('fr-CA');

  edit('src/sections/hero.tsx', '<Text as="p" path="hero.subtitle"', '<p className="hero__edited">Edited while running</p>\n          <Text as="p" path="hero.subtitle"');
  for (const page of [english, french]) await expect.poll(() => page.locator('.hero__edited').textContent(), slow).toBe('Edited while running');
  // The page the server renders has the change too (a reload or a first visit shows the same).
  expect(await (await fetch(server.url + '/')).text()).toContain('Edited while running');
  expect(errors).toEqual([]);
  await closePage(english);
  await closePage(french);
});

test("an edited game shows in its frame on the site's game page", async () => {
  const page = await open('/games/high-low');
  const frame = page.frameLocator('iframe');
  await expect.poll(() => frame.locator('body').textContent(), slow).toContain(highLowStrings.en.tagline);

  edit('games/high-low/strings.ts', `tagline: '${highLowStrings.en.tagline}'`, "tagline: 'Edited game tagline'");
  await expect.poll(() => frame.locator('body').textContent(), slow).toContain('Edited game tagline');
  expect(errors).toEqual([]);
  await closePage(page);
});

test("preview mode runs against the local API: the operator's sign-in link opens the generation with the editor bar", async () => {
  const context = await newPlayerContext(browser);
  const page = await context.newPage();
  await page.goto(server.signInUrl, { waitUntil: 'load' });
  const bar = page.getByRole('region', { name: 'Editor' });
  await expect.poll(() => bar.getByRole('button', { name: 'History' }).isVisible(), slow).toBe(true);
  expect(new URL(page.url()).pathname).toMatch(/^\/api\/preview\/gen-[\w-]+\/$/);
  // The session the link started is the API's: a signed-in call answers.
  expect((await context.request.get(server.url + '/api/session')).status()).toBe(200);
  await context.close();
});
