import { expect, test } from 'vitest';
import { siteDataErrors } from './write-site';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { defaultTranslations, editionOf } from '../../src/content/editions';
import { defaultContentFr } from '../../src/content/fr/default-content';
import { siteContentSchema, styleSetSchema } from '../../src/content/schema';

const schemas = { siteContentSchema, styleSetSchema };

test('the default editions pass the one content schema', () => {
  expect(siteDataErrors(schemas, { content: defaultContent, translations: defaultTranslations, styles: defaultStyles })).toEqual([]);
});

test('an empty or missing French text fails the build with its path under fr.', () => {
  const fr = structuredClone(defaultContentFr);
  fr.hero.title = '';
  delete (fr.footer as Partial<typeof fr.footer>).aboutText;
  const errors = siteDataErrors(schemas, { content: defaultContent, translations: { fr }, styles: defaultStyles });
  expect(errors).toContain('fr.hero.title: must not be empty');
  expect(errors.some((line) => line.startsWith('fr.footer.aboutText: '))).toBe(true);
  // The English edition is judged on its own: nothing of it is reported.
  expect(errors.every((line) => line.startsWith('fr.'))).toBe(true);
});

test('each language reads its own edition', () => {
  const site = { content: defaultContent, translations: defaultTranslations };
  expect(editionOf(site, 'en')).toBe(defaultContent);
  expect(editionOf(site, 'fr')).toBe(defaultContentFr);
});
