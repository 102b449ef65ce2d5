import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LOCALES } from '../../core/locale';
import { defaultContent } from '../../src/content/default-content';
import { editionOf, defaultTranslations } from '../../src/content/editions';
import * as rendererModule from '../../src/entry-server';
import { listRoutes } from './site-routes';
import { sitePages } from './write-site';

test('the measuring scripts load every page the build writes, in every language, and nothing else', () => {
  const site = { content: defaultContent, translations: defaultTranslations };
  const written = LOCALES.flatMap((locale) => sitePages(rendererModule, editionOf(site, locale), locale)).filter((page) => !page.path.endsWith('/money'));
  const listed = listRoutes('/dist/client');
  expect(listed.map((route) => route.file).sort()).toEqual(written.map((page) => join('/dist/client', page.file)).sort());
});

test('a not-found page is loaded at a path no route takes, and the French pages under /fr', () => {
  const listed = listRoutes('/c');
  expect(listed).toContainEqual({ path: '/this-page-does-not-exist', file: '/c/404.html' });
  expect(listed).toContainEqual({ path: '/fr/this-page-does-not-exist', file: '/c/fr/404.html' });
  expect(listed).toContainEqual({ path: '/fr', file: '/c/fr.html' });
  expect(listed).toContainEqual({ path: '/fr/games/high-low', file: '/c/fr/games/high-low.html' });
  expect(listed).toContainEqual({ path: '/virtual-coins.html', file: '/c/virtual-coins.html' });
});
