/**
 * The site's languages, one line each: the one list a new language is added to (with its module
 * here, its content edition and its strings tables, docs/decisions/037). The first is the default
 * language, at the site's unprefixed paths; every other lives under /{code}. Each language's module
 * (core/languages/{code}.ts) carries its tag, its name in itself, how it writes numbers, the games'
 * names and the glossary's words, so no module branches on a language.
 */
import type { Language } from './language-line';
import { en } from './languages/en';
import { fr } from './languages/fr';

export type { Language };

export const LANGUAGES = [en, fr] as const satisfies readonly Language[];
