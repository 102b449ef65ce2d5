import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BUILT_GAMES, gameLink } from '../../core/game-registry';
import { writeSite } from './write-site';

import { MONEY_PAGE_PATH } from '../../core/site-paths';
import { defaultContent } from '../../src/content/default-content';
import { defaultTranslations } from '../../src/content/editions';
import { defaultStyles } from '../../src/content/default-styles';
import * as ssr from '../../src/entry-server';

const TEMPLATE =
  '<!doctype html><html><head><title><!--app-title--></title><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="application/json" id="site-data"><!--site-data--></script></body></html>';

let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  await writeSite({ ssr, template: TEMPLATE, content: defaultContent, translations: defaultTranslations, styles: defaultStyles, clientDir });
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');
const sitemapUrls = () => [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

test('the sitemap lists every route that renders a page, each built game and the coins page, in English and in French, on the site domain', async () => {
  const indexable: string[] = [];
  for (const path of ssr.prerenderPaths(defaultContent)) {
    const result = await ssr.render(`http://localhost${path}`, ssr.parseSiteData(JSON.stringify({ content: defaultContent, styles: defaultStyles }), ''));
    if (result.kind === 'page' && result.status === 200) indexable.push(path);
  }
  const urls = sitemapUrls();
  const english = [...indexable, MONEY_PAGE_PATH];
  const french = english.map((path) => (path === '/' ? '/fr' : `/fr${path}`));
  expect(urls).toEqual([...english, ...french].map((path) => `https://brightmoose.ca${path}`));
  expect(urls).toContain('https://brightmoose.ca/fr/games/baccarat');
  for (const game of BUILT_GAMES) expect(urls).toContain(`https://brightmoose.ca${gameLink(game.slug)}`);
  expect(urls).not.toContain('https://brightmoose.ca/money');
  expect(urls).not.toContain('https://brightmoose.ca/404');
  expect(read('sitemap.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
});

test('robots.txt lets every crawler in, keeps them out of the API and names the sitemap', () => {
  expect(read('robots.txt')).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://brightmoose.ca/sitemap.xml\n');
});

test('the not-found page and the redirect pages are not indexed; the pages in the sitemap are', () => {
  expect(read('404.html')).toContain('<meta name="robots" content="noindex" />');
  expect(read('money.html')).toContain('<meta name="robots" content="noindex">');
  expect(read('index.html')).not.toContain('noindex');
  expect(read('games/high-low.html')).not.toContain('noindex');
  expect(read('virtual-coins.html')).toContain('<link rel="canonical" href="https://brightmoose.ca/virtual-coins.html" />');
  expect(read('virtual-coins.html')).not.toContain('noindex');
});
