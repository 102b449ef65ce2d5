import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultTranslations } from '../../src/content/editions';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import * as rendererModule from '../../src/entry-server';
import { PublishRefused, publishGeneration, type PublishOptions } from './publish';
import { writeTestBuild } from './test-dist';

let dir: string;
let distDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publish-unit-'));
  distDir = writeTestBuild(join(dir, 'dist'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const withTitle = (title: string) => ({ ...structuredClone(defaultContent), hero: { ...defaultContent.hero, title } });

function publish(outDir: string, options: Partial<PublishOptions> = {}) {
  return publishGeneration({
    distDir,
    outDir,
    content: defaultContent,
    translations: defaultTranslations,
    styles: defaultStyles,
    generationId: 'gen-test',
    revision: 1,
    ssr: rendererModule,
    ...options,
  });
}

const home = (outDir: string) => readFileSync(join(outDir, 'client/index.html'), 'utf8');

test('a publish that fails half-way leaves the earlier output as it was and no staging folder', async () => {
  const out = join(dir, 'site');
  await publish(out, { content: withTitle('First edition') });
  let rendered = 0;
  const failing = {
    ...rendererModule,
    render: (...args: Parameters<typeof rendererModule.render>) => {
      if (++rendered === 5) throw new Error('renderer crashed');
      return rendererModule.render(...args);
    },
  };
  await expect(publish(out, { content: withTitle('Second edition'), ssr: failing })).rejects.toThrow('renderer crashed');
  expect(home(out)).toContain('First edition');
  expect(readdirSync(dir).sort()).toEqual(['dist', 'site']);
});

test('publishes of one folder run one after the other; the last one asked is the one kept', async () => {
  const out = join(dir, 'site');
  const results = await Promise.all(['One', 'Two', 'Three'].map((title, index) => publish(out, { content: withTitle(title), revision: index })));
  expect(results.map((result) => result.revision)).toEqual([0, 1, 2]);
  expect(home(out)).toContain('Three');
  expect(readdirSync(dir).sort()).toEqual(['dist', 'site']);
});

test('a folder that is not an earlier publish is never replaced', async () => {
  const out = join(dir, 'my-documents');
  mkdirSync(out);
  writeFileSync(join(out, 'letter.txt'), 'keep me');
  await expect(publish(out)).rejects.toThrow(PublishRefused);
  expect(readdirSync(out)).toEqual(['letter.txt']);
});

test('the build folder itself, or a folder around it, is refused as output', async () => {
  await expect(publish(distDir)).rejects.toThrow(/overlaps the build/);
  await expect(publish(join(distDir, 'client/site'))).rejects.toThrow(/overlaps the build/);
  await expect(publish(dir)).rejects.toThrow(/overlaps the build/);
  expect(readFileSync(join(distDir, 'client/images/hero.svg'), 'utf8')).toContain('<svg');
});

test('an empty folder may be the output; the published layout is that of dist/', async () => {
  const out = join(dir, 'empty');
  mkdirSync(out);
  await publish(out);
  mkdirSync(join(dir, 'plain-folder'));
  expect(readdirSync(out).sort()).toEqual(['build-info.json', 'client', 'server']);
  // As readable as any folder made here (a web server running as another user may serve it).
  expect(statSync(join(dir, 'plain-folder')).mode).toBe(statSync(out).mode);
});
