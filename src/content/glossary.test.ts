import { expect, test } from 'vitest';
import { defaultEditions } from './editions';
import { GLOSSARY, glossaryPhrase as phrase, term, type Concept } from '../../core/glossary';
import { LOCALES, type Locale } from '../../core/locale';
import { avoidedWords } from '../../core/test-avoided-words';

/** Every text a visitor reads in a content edition, by key (links and paths left out). */
function contentTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return /^(\/|https?:|mailto:|tel:|sms:)/.test(value) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => contentTexts(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => contentTexts(item, `${path}.${key}`));
  return [];
}

/** The site's texts in a language (each edition's language notice is written in the other language, so it is left out). The games' texts have their own test (games/glossary.test.ts). */
const siteTexts = Object.fromEntries(
  LOCALES.map((locale) => {
    const edition = defaultEditions[locale];
    return [locale, contentTexts({ ...edition, ui: { ...edition.ui, languageNotice: null, languageSwitchLabel: null } }, 'content')];
  }),
) as Record<Locale, [string, string][]>;

const concepts = Object.keys(GLOSSARY) as Concept[];

test.each(LOCALES)('in %s, no text of the site writes a glossary concept another way', (locale) => {
  const found = concepts.flatMap((concept) =>
    avoidedWords(locale)[concept].flatMap((variant: string) =>
      siteTexts[locale].filter(([, text]) => phrase(variant).test(text)).map(([path]) => `${path}: "${variant}" where the glossary writes "${term(concept, locale)}"`),
    ),
  );
  expect(found).toEqual([]);
});

test.each(LOCALES)('in %s, the site uses the glossary’s pay table and deadwood terms', (locale) => {
  for (const concept of ['payTable', 'deadwood'] as const) {
    expect(
      siteTexts[locale].some(([, text]) => phrase(term(concept, locale)).test(text)),
      `${concept} on the site`,
    ).toBe(true);
  }
});

test('each concept has one term per language, and a term is never also listed as a way to avoid', () => {
  for (const concept of concepts) {
    for (const locale of LOCALES) {
      const word = term(concept, locale);
      expect(word.trim()).not.toBe('');
      expect(avoidedWords(locale)[concept].map((variant: string) => variant.toLowerCase())).not.toContain(word.toLowerCase());
    }
  }
  expect(term('payTable', 'fr', { capital: true })).toBe('Table des paiements');
});

test('the English edition writes the apostrophe one way, the straight one most of its texts use', () => {
  const curly = siteTexts.en.filter(([, text]) => text.includes('’'));
  expect(curly.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
});
