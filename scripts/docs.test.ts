import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { envSchema } from '../server/env';

const root = resolve(import.meta.dirname, '..');

/** README.md and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : []));
  return [join(root, 'README.md'), ...walk(join(root, 'docs'))];
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchors for a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every relative link of a file that leads nowhere: a missing file or folder, or a heading its target lacks. */
function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target!)) continue; // https:, mailto:: not ours to check here
    const [path = '', anchor] = target!.split('#');
    const destination = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
    if (!existsSync(destination)) broken.push(`${target} (no such file)`);
    else if (anchor && statSync(destination).isFile() && destination.endsWith('.md') && !anchors(destination).has(anchor)) broken.push(`${target} (no such heading)`);
  }
  return broken.map((link) => `${relative(root, file)}: ${link}`);
}

test('every relative link in the README and docs/ leads to a file, and a #heading to a heading of it', () => {
  const files = markdownFiles();
  expect(files.length).toBeGreaterThan(10);
  expect(files.flatMap(brokenLinks)).toEqual([]);
});

test('the README stays short: at most 200 lines', () => {
  expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
});

/** Variables that the tests and audits read, not the server (so not in its schema). */
const TOOL_VARIABLES = ['TEST_DATABASE_URL', 'CHROME_PATH', 'PLAYWRIGHT_BROWSERS_PATH'];

/** The variables named in the first column of the table under a file's "Environment variables" heading. */
function tableVariables(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const section = text.slice(text.indexOf('## Environment variables')).split(/\n## /)[0]!;
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!);
}

test.each(['README.md', 'docs/operations.md'])('%s lists every environment variable of server/env.ts, and only variables something reads', (file) => {
  const listed = tableVariables(file);
  expect(listed.toSorted()).toEqual([...Object.keys(envSchema.shape), ...TOOL_VARIABLES].toSorted());
});
