// npm run audit:lighthouse: Lighthouse 12 (its default mobile preset: a mid-range phone, slow 4G
// and a 4x slower CPU, simulated) on every prerendered route, a game's page with its frame loading
// included, against the site started exactly as `npm start` starts it, in the Chrome or Chromium
// that scripts/find-browser.ts finds (CHROME_PATH, the usual system paths, Playwright's browsers).
// Each route is audited --runs times (default 5), each run in a fresh browser, and the median of
// each figure is printed: the four category scores, FCP, LCP, TBT, the long tasks, CLS and the bytes transferred.
// Not part of `npm test`: five runs of every route take about ten minutes on 2 cores.
//   npm run audit:lighthouse -- --runs 3 --routes /,/games,/games/high-low [--details] [--http1]
// Pages are served as in production, over HTTP/2 and TLS (the proxy that docs/operations.md asks
// for; here scripts/h2-front.ts, with a certificate for localhost made at start); --http1
// measures the bare server instead, over plain HTTP/1.1, as the figures before 2026-11-27 were.
// --routes keeps the routes whose path is listed (comma-separated); --details prints, for each
// route, its LCP element and phases, the shifting elements and the longest main-thread work.
// --busy-loop runs the audits beside one busy-looping process (a core kept busy, as by another
// program on a phone), stopped at the end.
// The last row, "bare page (control)", is a page of one heading and one paragraph, with no
// stylesheet, script or picture, served the same way (its own server, behind its own front): what
// this machine, this browser and Lighthouse's simulation give a page with nothing in it. A long
// task or a TBT above 0 there is the machine's, not the site's (docs/performance.md). --no-control
// leaves it out.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSite } from './start-site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { ensureBuild } = await import(join(root, 'server/site/ensure-build.ts'));
const { findBrowserOrExit, disableFeatures, HEADLESS_CHROME_ARGS, UNWANTED_FEATURES } = await import(join(root, 'scripts/find-browser.ts'));
const { listRoutes } = await import(join(root, 'server/site/site-routes.ts'));
const { startH2Front } = await import(join(root, 'scripts/h2-front.ts'));
const CONTROL_ROW = 'bare page (control)';
const BARE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="icon" href="data:,"><title>Bare page</title><meta name="description" content="One heading and one paragraph, nothing else: the audit\'s control."></head>' +
  '<body><h1>A bare page</h1><p>One heading and one short paragraph, with no stylesheet, no script and no picture.</p></body></html>';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const COLUMNS = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'long tasks', 'CLS', 'bytes'];
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string' },
    details: { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
    'busy-loop': { type: 'boolean', default: false },
    control: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`);

ensureBuild();
const wanted = options.routes?.split(',').map((path) => path.trim());
// The not-found pages (English and French) answer 404, which Lighthouse refuses to audit; they are the same shell as the others.
const routes = listRoutes(join(root, 'dist/client'))
  .map((route) => route.path)
  .filter((path) => !path.endsWith('/this-page-does-not-exist') && (!wanted || wanted.includes(path)));
if (routes.length === 0) throw new Error(`no prerendered route matches --routes ${options.routes}`);

const chromePath = findBrowserOrExit();
const server = await startSite('.lighthouse.db');
const front = options.http1 ? undefined : await startH2Front(server.url);
const siteUrl = front?.url ?? server.url;
const control = options.control ? await startControl() : undefined;
// chrome-launcher's own flags, with the features it turns off and ours in its one --disable-features
// (Chrome reads only the last one): the address bar's popup, which every window loads, is not part of any page.
const launcherFlags = chromeLauncher.Launcher.defaultFlags();
const chromeFlags = [
  ...launcherFlags.filter((flag) => !flag.startsWith('--disable-features=')),
  disableFeatures(launcherFlags, UNWANTED_FEATURES),
  ...HEADLESS_CHROME_ARGS,
  // Both fronts share one certificate, so one flag trusts both.
  ...(front?.browserFlags ?? []),
];
const busyLoop = options['busy-loop'] ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
const rows = [];
try {
  console.log(`Lighthouse (mobile preset), ${chromePath}, ${front ? 'HTTP/2 over TLS' : 'HTTP/1.1'}${busyLoop ? ', beside a busy loop' : ''}, median of ${runs} run(s) per route`);
  // Each route of the site, then the control page, as a row of the table.
  const audited = [...routes.map((path) => ({ path, url: siteUrl + path })), ...(control ? [{ path: CONTROL_ROW, url: control.url }] : [])];
  for (const { path, url } of audited) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(url));
    if (rows.length === 0) console.log(about(results[0].lhr));
    const row = { path, ...medians(results) };
    rows.push(row);
    console.log(formatRow(row));
    if (options.details) console.log(details(results));
  }
} finally {
  busyLoop?.kill('SIGKILL');
  await control?.close();
  await front?.close();
  server.kill('SIGTERM');
}
console.log('\n' + table(rows));

/**
 * The control: a bare page on a server of its own, behind an HTTP/2 front of its own unless
 * --http1, so it travels as the site's pages do. Resolves with its address and `close()`.
 */
async function startControl() {
  const bare = createServer((request, response) => {
    const found = request.url === '/';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(found ? BARE_PAGE : 'Not found');
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const plain = `http://127.0.0.1:${bare.address().port}`;
  const controlFront = options.http1 ? undefined : await startH2Front(plain);
  return {
    url: `${controlFront?.url ?? plain}/`,
    close: async () => {
      await controlFront?.close();
      await new Promise((resolve) => bare.close(resolve));
    },
  };
}

/** One Lighthouse run in a fresh browser; the figures it reports, and its report for --details. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, ignoreDefaultFlags: true });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      lhr,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      // Main-thread tasks of 50 ms or more while the page loaded, as Lighthouse's diagnostics list them.
      longTasks: lhr.audits['long-tasks']?.details?.items?.length ?? 0,
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

function score(lhr, category) {
  return Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
}

/** The median of each figure taken on its own, so one slow run moves no figure. */
function medians(results) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'longTasks', 'cls', 'bytes'];
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function cells(row) {
  return [
    row.path,
    String(row.performance),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    `${(row.fcp / 1000).toFixed(2)} s`,
    `${(row.lcp / 1000).toFixed(2)} s`,
    `${Math.round(row.tbt)} ms`,
    String(row.longTasks),
    row.cls.toFixed(3),
    `${(row.bytes / 1024).toFixed(1)} KB`,
  ];
}

function formatRow(row) {
  return cells(row)
    .map((cell, i) => `${COLUMNS[i]} ${cell}`)
    .join('  ');
}

/** The medians as a Markdown table, ready for docs/performance.md. */
function table(rows) {
  const lines = [COLUMNS, COLUMNS.map(() => '---'), ...rows.map(cells)];
  return lines.map((line) => `| ${line.join(' | ')} |`).join('\n');
}

/** What made the figures of a route, from its first run: LCP element and phases, shifts, main-thread work. */
function details(results) {
  const { lhr } = results[0];
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lines = [];
  const lcpTables = items('largest-contentful-paint-element');
  const element = lcpTables[0]?.items?.[0]?.node;
  if (element) lines.push(`    LCP element: ${element.selector} (${element.nodeLabel})`);
  for (const phase of lcpTables[1]?.items ?? []) lines.push(`    LCP ${phase.phase}: ${Math.round(phase.timing)} ms`);
  for (const shift of items('layout-shifts')) lines.push(`    shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '(unattributed)'}`);
  for (const task of items('bootup-time').slice(0, 3)) lines.push(`    script ${task.url}: ${Math.round(task.scripting)} ms scripting`);
  for (const task of items('long-tasks').slice(0, 5)) lines.push(`    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
  for (const request of items('render-blocking-resources')) lines.push(`    render-blocking ${request.url}: ${Math.round(request.wastedMs)} ms`);
  return lines.join('\n');
}

/** The Lighthouse and browser versions, for the record. */
function about(lhr) {
  const browser = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return `Lighthouse ${lhr.lighthouseVersion}, ${browser}, form factor ${lhr.configSettings.formFactor}, throttling ${lhr.configSettings.throttlingMethod}, this machine's benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`;
}
