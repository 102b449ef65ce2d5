import { expect, test } from 'vitest';
import { GLOSSARY, glossaryPhrase as phrase, term, type Concept } from '../core/glossary';
import { LOCALES } from '../core/locale';
import { avoidedWords } from '../core/test-avoided-words';
import { stringTableTexts } from './string-table-texts';

// The games' half of the glossary test (the site's is src/content/glossary.test.ts): every
// strings table of every game and of the kit, in each language.
const concepts = Object.keys(GLOSSARY) as Concept[];

test.each(LOCALES)('in %s, no text of the games writes a glossary concept another way', (locale) => {
  const texts = stringTableTexts(locale);
  const found = concepts.flatMap((concept) =>
    avoidedWords(locale)[concept].flatMap((variant: string) =>
      texts.filter(([, text]) => phrase(variant).test(text)).map(([path]) => `${path}: "${variant}" where the glossary writes "${term(concept, locale)}"`),
    ),
  );
  expect(found).toEqual([]);
});

test.each(LOCALES)('in %s, the games use the glossary’s pay table, deadwood and free spin terms', (locale) => {
  const texts = stringTableTexts(locale);
  for (const concept of ['payTable', 'deadwood', 'freeSpin'] as const) {
    expect(
      texts.some(([, text]) => phrase(term(concept, locale)).test(text)),
      `${concept} in the games`,
    ).toBe(true);
  }
});

test('the English texts of the games write the apostrophe one way, the straight one most of them use', () => {
  const curly = stringTableTexts('en').filter(([, text]) => text.includes('’'));
  expect(curly.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
});
