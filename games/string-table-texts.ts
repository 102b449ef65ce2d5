/**
 * Every text of the kit's and the games' `strings.ts` tables in one language, by key, for the
 * tests that read them all (French typography, the glossary). A text with figures is a function:
 * it is called with stand-in arguments that read as a number when counted (0, 1, then 12 345,
 * which coins() groups) and as the word « Texte » when written, so the words around the figures
 * are read too. Only the branches those stand-ins reach are read.
 */
import type { Locale } from '../core/locale';

const modules = import.meta.glob<Record<string, unknown>>('./**/strings.ts', { eager: true });

/** A stand-in argument: a number as a figure, « Texte » as words, and whatever a text function asks of it (a list, a date, an object of figures). */
function standIn(figure: number): unknown {
  const target = function () {};
  const stand: unknown = new Proxy(target, {
    get(_, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? figure : 'Texte');
      if (key === Symbol.iterator) {
        return function* () {
          yield figure;
          yield figure + 1;
        };
      }
      if (key === 'length') return 2;
      return stand;
    },
    apply: () => stand,
  });
  return stand;
}

const FIGURES = [0, 1, 12_345];
const STAND_INS = FIGURES.map(standIn);

/** Every text a value holds, by key; a function's texts once per stand-in, its key ending in `()`. */
function texts(value: unknown, path: string, depth = 0): [string, string][] {
  if (depth > 8 || STAND_INS.includes(value)) return [];
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    return STAND_INS.flatMap((stand) => {
      const args = Array.from({ length: Math.max(value.length, 1) }, () => stand);
      return texts((value as (...args: unknown[]) => unknown)(...args), `${path}()`, depth + 1);
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`, depth + 1));
  return [];
}

/** Every text of every strings table in `locale`, as [key, text], the key naming file, table and path: "kit/strings.ts: shellStrings.fr.claimed()". */
export function stringTableTexts(locale: Locale): [string, string][] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, table]) =>
      table && typeof table === 'object' && locale in table ? texts((table as Record<string, unknown>)[locale], `${file.slice(2)}: ${name}.${locale}`) : [],
    ),
  );
}
