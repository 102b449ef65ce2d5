import { expect, test } from 'vitest';
import { frenchTypographyFaults } from '../src/content/french-typography';

/**
 * Every French text of the kit and of every game (each `strings.ts` table's `fr`) follows French
 * typography (src/content/french-typography.ts). A text with figures is a function: it is called
 * with stand-in arguments that read as a number when counted (0, 1, then 12 345, which coins()
 * groups) and as the word « Texte » when written, so the words around the figures are checked.
 */
const modules = import.meta.glob<Record<string, unknown>>('./**/strings.ts', { eager: true });

/** A stand-in argument: a number as a figure, « Texte » as words, and whatever a text function asks of it (a list, a date, an object of figures). */
function standIn(figure: number): unknown {
  const target = function () {};
  const stand: unknown = new Proxy(target, {
    get(_, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? figure : 'Texte');
      if (key === Symbol.iterator) return function* () {
        yield figure;
        yield figure + 1;
      };
      if (key === 'length') return 2;
      return stand;
    },
    apply: () => stand,
  });
  return stand;
}

const STAND_INS = [0, 1, 12_345].map(standIn);

/** Every text a French table holds, by key; a function's texts once per stand-in. */
function texts(value: unknown, path: string, depth = 0): [string, string][] {
  if (depth > 8 || STAND_INS.includes(value)) return [];
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    return STAND_INS.flatMap((stand, index) => {
      const args = Array.from({ length: Math.max(value.length, 1) }, () => stand);
      return texts((value as (...args: unknown[]) => unknown)(...args), `${path}(${['0', '1', '12345'][index]})`, depth + 1);
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`, depth + 1));
  return [];
}

const frenchTexts = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, table]) => (table && typeof table === 'object' && 'fr' in table ? texts(table.fr, `${file.slice(2)}: ${name}.fr`) : [])),
);

test('the French texts of the kit and every game were found', () => {
  expect(frenchTexts.length).toBeGreaterThan(300);
  expect(new Set(frenchTexts.map(([path]) => path.split(':')[0]!.split('/')[0])).size).toBeGreaterThanOrEqual(9);
});

test('every French text of the kit and the games follows French typography (faults named by key)', () => {
  const faults = [...new Set(frenchTexts.flatMap(([path, text]) => frenchTypographyFaults(text).map((fault) => `${path.replace(/\((?:0|1|12345)\)/g, '()')}: ${fault} in ${JSON.stringify(text)}`)))];
  expect(faults).toEqual([]);
});
