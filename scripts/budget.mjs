// The size budgets. Each route's weight is counted from the build (scripts/page-bytes.ts): the
// scripts and stylesheets its prerendered document names, the modules those import and the workers
// they can start, each gzipped, and the document itself gzipped as served. The page of every game
// the registry (core/game-registry.ts) marks built is loaded in Chromium, which a game's start-up
// check needs, and the JavaScript it fetches is gzipped and summed (with the workers its scripts
// can start later, such as Mahjong's solver, counted as if fetched, and the games' service worker
// counted with every game); the site's service worker is counted with every page that registers
// it; every image of the site is weighed. Prints every figure; exits 1 when a route (a visitor's
// page: React never runs there, docs/decisions/039) passes 15 KB of JavaScript, 15 KB of CSS or
// 30 KB of HTML, preview mode (a page with the editor) passes 135 KB of JavaScript, a game passes
// 40 KB of JavaScript, the site's service worker passes 10 KB, an image passes 100 KB, a game's
// start-up has a task longer than 50 ms (in the quickest of five loads), or a built game's page is
// missing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSite } from './start-site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { findBrowserOrExit, PLAYWRIGHT_CHROME_ARGS } = await import(join(root, 'scripts/find-browser.ts'));
const { listRoutes } = await import(join(root, 'server/site/site-routes.ts'));
const { pageBytes } = await import(join(root, 'scripts/page-bytes.ts'));
const { BUILT_GAMES, gameFramePath, YOUR_PLAY_FRAME_PATH } = await import(join(root, 'core/game-registry.ts'));
const clientDir = join(root, 'dist/client');
const ROUTE_BUDGET = 15 * 1024;
const CSS_BUDGET = 15 * 1024;
const HTML_BUDGET = 30 * 1024;
const GAME_BUDGET = 40 * 1024;
const IMAGE_BUDGET = 100 * 1024;
const PREVIEW_BUDGET = 135 * 1024;
const IMAGE_TYPES = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico']);
const LONG_TASK_LIMIT = 50;
/** Loads per game for the start-up check. */
const LOADS = 5;
/** The static coins page: no app, so no script. */
const MONEY_PAGE_FILE = '/virtual-coins.html';

const routes = listRoutes(clientDir);
// The service workers (docs/decisions/041), each counted with the pages that download it. The
// games' own (/games/sw.js, which their origin registers only to keep them offline) is counted with
// every game. The site's (/sw.js) is registered by every page that has a script, so it is counted
// in each of those pages' 15 KB, and it has a budget of its own besides.
const { SITE_WORKER_PATH, GAMES_WORKER_PATH } = await import(join(root, 'core/site-paths.ts'));
const workerBytesOf = (path) => gzipSync(readFileSync(join(clientDir, path.slice(1)))).length;
const workerScriptBytes = workerBytesOf(GAMES_WORKER_PATH);
const siteWorkerBytes = workerBytesOf(SITE_WORKER_PATH);
const SITE_WORKER_BUDGET = 10 * 1024;
// The "Your play" page is built and framed like a game, so it is held to a game's budget.
const games = [...BUILT_GAMES.map((game) => gameFramePath(game.slug)), YOUR_PLAY_FRAME_PATH];

let failed = false;
console.log(`Per route (gzip): JavaScript with the site's service worker's ${kb(siteWorkerBytes).trim()} where a script registers it, budget 15 KB; CSS, budget 15 KB; HTML document, budget 30 KB:`);
for (const route of routes) {
  const { js: scriptBytes, css: cssBytes, html: htmlBytes } = pageBytes(clientDir, route.file, route.path);
  const bytes = scriptBytes === 0 ? 0 : scriptBytes + siteWorkerBytes;
  // Every app page loads the app: a page that names no script was not built as one (only the static coins page has none).
  const unmeasured = bytes === 0 && !route.path.endsWith(MONEY_PAGE_FILE);
  const over = unmeasured || bytes > ROUTE_BUDGET || cssBytes > CSS_BUDGET || htmlBytes > HTML_BUDGET;
  failed ||= over;
  console.log(`  ${over ? 'OVER' : 'ok  '} ${route.path.padEnd(32)} JS ${kb(bytes)}  CSS ${kb(cssBytes)}  HTML ${kb(htmlBytes)}${unmeasured ? '  (no script measured)' : ''}`);
}

// Preview mode: an editor's page is a route whose entry also imports the editor (React, the
// router, the editor's dialogs). Editors alone load it, so its budget is its own, set a few per
// cent above its weight to catch what should not be in it: until 2026-12-08 every language's
// default content and Zod were some 70 KB of it (docs/performance.md, the editor's bundle).
const home = routes.find((route) => route.path === '/');
const { js: previewBytes } = pageBytes(clientDir, home.file, home.path, { withLazy: true });
const previewOver = previewBytes > PREVIEW_BUDGET;
failed ||= previewOver;
console.log(`Preview mode (gzip): the home page's JavaScript with the editor it imports on a preview, budget ${PREVIEW_BUDGET / 1024} KB:`);
console.log(`  ${previewOver ? 'OVER' : 'ok  '} ${'/ (preview)'.padEnd(32)} JS ${kb(previewBytes)}`);

const server = await startSite('.budget.db');
const browser = await chromium.launch({ executablePath: findBrowserOrExit(), args: PLAYWRIGHT_CHROME_ARGS });
try {
  console.log(`JavaScript per game page (gzip, with the games' service worker's ${kb(workerScriptBytes).trim()}), budget 40 KB; longest start-up task, limit 50 ms:`);
  for (const game of games) {
    // A cold load on a shared 2-core machine is noisy, and the noise only ever adds time (another
    // process takes the CPU mid-task). Start-up work that is really too long is long in every
    // load, so each game is judged by the quickest of up to five loads' longest task: loading
    // stops at the first load within the limit, which already decides it (every load made is printed).
    const runs = [];
    for (let i = 0; i < LOADS; i++) {
      runs.push(await measure(game));
      if (!runs.at(-1).ok || runs.at(-1).longestTask <= LONG_TASK_LIMIT) break;
    }
    if (!runs.every((run) => run.ok)) {
      failed = true;
      console.log(`  MISSING ${game}: the registry marks it built but the site does not serve it`);
      continue;
    }
    const bytes = runs[0].bytes + workerScriptBytes;
    const longest = runs.map((run) => run.longestTask).sort((a, b) => a - b);
    const quickest = longest[0];
    const over = bytes > GAME_BUDGET || quickest > LONG_TASK_LIMIT;
    failed ||= over;
    console.log(`  ${over ? 'OVER' : 'ok  '} ${game.padEnd(32)} ${kb(bytes)}  longest task ${quickest.toFixed(0)} ms (runs: ${longest.map((t) => t.toFixed(0)).join(', ')} ms)`);
  }
  const workerOver = siteWorkerBytes > SITE_WORKER_BUDGET;
  failed ||= workerOver;
  console.log(`The site's service worker (gzip), budget 10 KB:\n  ${workerOver ? 'OVER' : 'ok  '} ${SITE_WORKER_PATH.padEnd(32)} ${kb(siteWorkerBytes)}`);
  console.log('Images in dist/client, budget 100 KB each:');
  for (const file of listImages(clientDir)) {
    const bytes = statSync(file).size;
    const over = bytes > IMAGE_BUDGET;
    failed ||= over;
    console.log(`  ${over ? 'OVER' : 'ok  '} ${relative(clientDir, file).padEnd(40)} ${kb(bytes)}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
if (failed) {
  console.error('budget: FAILED');
  process.exit(1);
}
console.log('budget: all within limits');

/** Loads a game's page and sums the gzip size of the scripts its own document fetched; notes its long tasks. */
async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const bodies = [];
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.frame() !== page.mainFrame()) return;
    const body = response.body().catch(() => Buffer.alloc(0));
    bodies.push(body);
    scripts.push(body.then((text) => ({ url: response.url(), text: text.toString() })));
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
  // Start-up is over once the main thread has been idle (its work after the first paint included)
  // and a quarter of a second more has passed for the observer's entries to arrive.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 250), { timeout: 2_000 })));
  const longTasks = await page.evaluate(() => window.__longTasks);
  const bytes = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0) + (await workerBytes(await Promise.all(scripts)));
  await context.close();
  return { ok: response?.ok() ?? false, bytes, longestTask: Math.max(0, ...longTasks) };
}

/**
 * The gzip size of the workers that `scripts` start (`new Worker(new URL('….js', import.meta.url))`
 * as the build emits it), fetched from where the page would: a game's worker is part of its weight
 * even though the page only starts it when it needs it.
 */
async function workerBytes(scripts) {
  const urls = new Set();
  for (const { url, text } of scripts) {
    for (const [, file] of text.matchAll(/new Worker\(new URL\((?:""\+new URL\()?"([^"]+\.js)",import\.meta\.url\)/g)) urls.add(new URL(file, url).href);
  }
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  return total;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
}

/** Every image file under a folder, however deep. */
function listImages(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listImages(join(dir, entry.name)) : IMAGE_TYPES.has(extname(entry.name).toLowerCase()) ? [join(dir, entry.name)] : []))
    .sort();
}
