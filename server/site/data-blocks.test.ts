import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultTranslations } from '../../src/content/editions';
import { defaultStyles } from '../../src/content/default-styles';
import { parseSiteData } from '../../src/content/site-data';
import * as ssr from '../../src/entry-server';
import { createPageRenderer } from '../preview/page-renderer';
import { writeSite } from './write-site';

// The site's own template, as index.html holds it: both data blocks and the entry script.
const TEMPLATE = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const dataBlock = /<script type="application\/json" id="(site|router)-data">([\s\S]*?)<\/script>/g;

let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'data-blocks-'));
  await writeSite({ ssr, template: TEMPLATE, content: defaultContent, translations: defaultTranslations, styles: defaultStyles, clientDir });
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

test("a visitor's page, in either language, carries no content or router data: its islands read only the HTML", () => {
  for (const file of ['index.html', 'fr.html', 'games.html', 'games/high-low.html', 'fr/games/baccarat.html', 'play-responsibly.html', '404.html']) {
    const html = readFileSync(join(clientDir, file), 'utf8');
    expect([...html.matchAll(dataBlock)], file).toEqual([]);
    expect(html, file).not.toContain('<!--site-data-->');
    expect(html, file).not.toContain('<!--router-data-->');
    // The page itself is whole: the rendered app, its search engines' data and the entry script.
    expect(html, file).toMatch(/<div id="root" data-rendered-path="[^"]+"><[a-z]/);
    expect(html, file).toContain('<script type="module" src="/src/entry-client.tsx"></script>');
  }
  expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).toContain(defaultContent.hero.title);
  expect(readFileSync(join(clientDir, 'index.html'), 'utf8')).toContain('<script type="application/ld+json">');
});

test("a preview page still carries the content and the router's state its React app starts from", async () => {
  const renderer = createPageRenderer(ssr, TEMPLATE, () => '');
  const page = await renderer.render('http://localhost/games/high-low', '/games/high-low', { content: defaultContent, styles: defaultStyles }, '/');
  if (page.kind !== 'page') throw new Error('expected a page');
  const blocks = Object.fromEntries([...page.html.matchAll(dataBlock)].map((match) => [match[1], match[2]]));
  expect(Object.keys(blocks).sort()).toEqual(['router', 'site']);
  expect(parseSiteData(blocks.site, '').content.hero.title).toBe(defaultContent.hero.title);
  expect(JSON.parse(blocks.router)).toHaveProperty('loaderData');
});
