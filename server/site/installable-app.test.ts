import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { colourTokens } from '../../core/colour-tokens';
import { defaultContent } from '../../src/content/default-content';
import { defaultContentFr } from '../../src/content/fr/default-content';
import { cacheControlFor, isGamesPath } from '../static-files';
import { APP_ICONS, renderOfflinePage, webAppManifest } from './installable-app';

const root = join(import.meta.dirname, '../..');

test("each language's manifest names the site from its content, starts at its home and takes its colours from the tokens", () => {
  const en = JSON.parse(webAppManifest(defaultContent, 'en')) as Record<string, unknown>;
  const fr = JSON.parse(webAppManifest({ ...defaultContentFr, site_name: 'Grand Orignal' }, 'fr')) as Record<string, unknown>;
  expect(en).toMatchObject({ id: '/', start_url: '/', lang: 'en-CA', name: 'Brightmoose', short_name: 'Brightmoose', display: 'standalone' });
  expect(fr).toMatchObject({ id: '/fr', start_url: '/fr', lang: 'fr-CA', name: 'Grand Orignal', short_name: 'Grand Orignal', description: defaultContentFr.site_description });
  for (const manifest of [en, fr]) expect(manifest).toMatchObject({ theme_color: colourTokens.navy, background_color: colourTokens.navy });
});

test('the icons the manifests name are in public/ at the sizes they state, one of them maskable', () => {
  expect(APP_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of APP_ICONS) {
    const file = join(root, 'public', icon.src);
    expect(existsSync(file), icon.src).toBe(true);
    // A PNG's width and height are the two big-endian words after its IHDR tag.
    const png = readFileSync(file);
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test('the offline page says so in its language, links home and is never indexed; the content is escaped', () => {
  const fr = renderOfflinePage(defaultContentFr, 'fr');
  expect(fr).toContain('<html lang="fr-CA">');
  expect(fr).toContain('<h1>Vous êtes hors ligne</h1>');
  expect(fr).toContain('<a class="home" href="/fr">Retour à l’accueil</a>');
  expect(fr).toContain('<meta name="robots" content="noindex">');
  expect(fr).not.toContain('<script');
  const hostile = renderOfflinePage({ ...defaultContent, ui: { ...defaultContent.ui, offline: { ...defaultContent.ui.offline, title: '<b>Offline</b>' } } }, 'en');
  expect(hostile).toContain('<h1>&lt;b&gt;Offline&lt;/b&gt;</h1>');
});

test("the service workers and manifests are asked for again each time; the games' worker is served with the games", () => {
  for (const file of ['sw.js', 'games/sw.js', 'manifest.webmanifest', 'fr/manifest.webmanifest']) expect(cacheControlFor(file), file).toBe('no-cache');
  expect(cacheControlFor('assets/index-CkAmcxjX.js')).toBe('public, max-age=31536000, immutable');
  expect(isGamesPath('/games/sw.js')).toBe(true);
  expect(isGamesPath('/sw.js')).toBe(false);
  expect(isGamesPath('/games/high-low')).toBe(false);
});
