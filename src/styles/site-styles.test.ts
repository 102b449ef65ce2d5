import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const src = join(import.meta.dirname, '..');

/** Every stylesheet under src/, as a path from src/. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? stylesheets(join(dir, entry.name)) : entry.name.endsWith('.css') ? [relative(src, join(dir, entry.name))] : [],
  );
}

test("a visitor's page links every stylesheet of the site's components, and none of the editor's", () => {
  const imported = [...readFileSync(join(src, 'styles/site-styles.ts'), 'utf8').matchAll(/^import '(.+\.css)';$/gm)].map(([, path]) => relative(src, join(src, 'styles', path!)));
  const site = stylesheets(src).filter((path) => !path.startsWith('preview/'));
  expect([...imported].sort()).toEqual(site.sort());
  expect(new Set(imported).size).toBe(imported.length);
});
