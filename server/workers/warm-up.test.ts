import { expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultTranslations } from '../../src/content/editions';
import { LOCALES } from '../../core/locale';
import * as rendererModule from '../../src/entry-server';
import { TEST_TEMPLATE } from '../publish/test-dist';
import { sitePages, type SiteRendererModule } from '../site/write-site';
import { warmUp } from './warm-up';

const ssr: SiteRendererModule = rendererModule;

test('a warm-up renders every page of the default site, in every language, once', async () => {
  const expected = LOCALES.reduce((count, locale) => count + sitePages(ssr, ssr.editionOf({ content: defaultContent, translations: defaultTranslations }, locale), locale).length, 0);
  expect(expected).toBeGreaterThan(20);
  expect(await warmUp(ssr, TEST_TEMPLATE)).toBe(expected);
});

test('a renderer that fails fails the warm-up with its error', async () => {
  const broken = { ...ssr, render: () => Promise.reject(new Error('no renderer')) } as SiteRendererModule;
  await expect(warmUp(broken, TEST_TEMPLATE)).rejects.toThrow('no renderer');
});
