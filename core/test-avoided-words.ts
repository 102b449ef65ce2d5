import type { AvoidedWords } from './language-line';
import type { Locale } from './locale';

/** Every language module, read by the glossary tests only: its `avoid` export never ships (AvoidedWords). */
const modules = import.meta.glob<{ avoid?: AvoidedWords }>('./languages/*.ts', { eager: true });

/** The words a language's texts must not use for the glossary's concepts (its module's `avoid`); throws naming the module when it has none. */
export function avoidedWords(locale: Locale): AvoidedWords {
  const path = `./languages/${locale}.ts`;
  const words = modules[path]?.avoid;
  if (!words) throw new Error(`core/languages/${locale}.ts exports no avoid list`);
  return words;
}
