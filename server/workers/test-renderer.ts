import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A stand-in server renderer for the worker tests, written as a plain module a worker can load
 * (the source renderer needs Vite's import.meta.env). A page whose hero title is "slow" writes
 * `started` beside the module, then holds its thread until `release` exists there (at most 3 s):
 * a long render, which the tests watch from the serving thread. A page titled "stuck" holds it
 * 60 s, past any time a test gives a render. Each render appends a line to `renders`; a page
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
  if (data.content.hero.title === 'slow' || data.content.hero.title === 'stuck') {
    writeFileSync(here + '/started', '');
    const until = Date.now() + (data.content.hero.title === 'stuck' ? 60000 : 3000);
    while (!existsSync(here + '/release') && Date.now() < until) {}
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
