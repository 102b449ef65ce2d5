import { CONCEPTS, type Concept, type GlossaryTerm, type Language } from './language-line';
import { LANGUAGES } from './languages';
import { inLocale, type Locale } from './locale';

/**
 * The game and money words the site and the games share, one way of writing each per language
 * (decision 035), read from each language's module (core/languages/{code}.ts). The module's `avoid`
 * export lists the other ways a writer might reach for; glossary.test.ts fails when any text of the
 * site or of a game uses one of them. A text that names a concept writes the term, or builds it from
 * here with `term()`.
 */
export const GLOSSARY = Object.fromEntries(CONCEPTS.map((concept) => [concept, Object.fromEntries(LANGUAGES.map((language: Language) => [language.code, language.glossary[concept]]))])) as Record<
  Concept,
  Record<Locale, GlossaryTerm>
>;

export type { Concept };

/** The one way a language writes a concept, with a capital first letter when it opens a heading or a sentence. */
export function term(concept: Concept, locale: Locale, { capital = false } = {}): string {
  const word: string = inLocale(GLOSSARY[concept], locale, `glossary.${concept}`).term;
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** A word or phrase of the glossary as a whole word, any case, French letters counted as letters: how the glossary tests find a concept in a text. */
export const glossaryPhrase = (words: string) => new RegExp(`(?<![\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
