import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workerScript } from './worker-script';

/**
 * A stand-in server renderer for the worker tests, written as a plain module a worker can load
 * (the source renderer needs Vite's import.meta.env). A page whose hero title is "slow" writes
 * `started` beside the module, then holds its thread until `release` exists there (at most 3 s):
 * a long render, which the tests watch from the serving thread. A page titled "stuck" holds it
 * 60 s, past any time a test gives a render, asleep (Atomics.wait: the thread is held as by a
 * render that never returns, and the test's seconds cost no CPU; stopping the worker ends the wait). Each render appends a line to `renders`; a page
 * titled "exit" ends its worker thread.
 */
export function writeTestRenderer(dir: string): string {
  const file = join(dir, 'test-renderer.mjs');
  writeFileSync(
    file,
    `import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
const here = ${JSON.stringify(dir)};
export async function render(url, data) {
  appendFileSync(here + '/renders', url + '\\n');
  if (data.content.hero.title === 'exit') process.exit(3);
  if (data.content.hero.title === 'slow') {
    writeFileSync(here + '/started', '');
    const until = Date.now() + 3000;
    while (!existsSync(here + '/release') && Date.now() < until) {}
  }
  if (data.content.hero.title === 'stuck') {
    writeFileSync(here + '/started', '');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
  }
  return { kind: 'page', status: 200, title: data.content.site_name, head: '', html: '<h1>' + data.content.hero.title + '</h1><p>revision ' + data.revision + '</p>', routerData: 'null', lang: 'en-CA', indexable: false };
}
export const parseSiteData = (json) => JSON.parse(json);
export const serializeSiteData = (data) => JSON.stringify(data);
export const pageHead = () => '';
`,
  );
  return file;
}

/**
 * The site's own server renderer (src/entry-server.tsx) as a plain module a publish worker can
 * load, bundled once per process without Vite (import.meta.env empty, as in the tests; no CSS, which no server page needs), and a
 * module in `dir` that is that renderer but for one page: a page whose hero title is "stuck"
 * writes `started` beside the module, then holds its thread for 60 s asleep, past any time a test
 * gives a publish. Its publishes are otherwise the site's real ones.
 */
export function writeTestSiteRenderer(dir: string): string {
  const site = workerScript(new URL('../../src/entry-server.tsx', import.meta.url), { define: { 'import.meta.env': '{}' }, loader: { '.css': 'empty' } });
  const file = join(dir, 'test-site-renderer.mjs');
  writeFileSync(
    file,
    `import { writeFileSync } from 'node:fs';
import { render as renderPage } from ${JSON.stringify(site.href)};
export * from ${JSON.stringify(site.href)};
const here = ${JSON.stringify(dir)};
export async function render(url, data, ...rest) {
  if (data.content.hero.title === 'stuck') {
    writeFileSync(here + '/started', '');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
  }
  return renderPage(url, data, ...rest);
}
`,
  );
  return file;
}
