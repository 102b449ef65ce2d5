import { expect, test } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../core/locale';
import { missingTexts } from './language-tables';

/**
 * Every game's and the kit's text lives in a `strings.ts` beside its code, exporting tables
 * `{ en, fr }` (games/kit/locale.ts). This test finds them all and fails on any key that one
 * language lacks, any empty text, and any English sentence left untranslated in French.
 */
const modules = import.meta.glob<Record<string, unknown>>('./**/strings.ts', { eager: true });

type Problem = string;

function compare(en: unknown, other: unknown, path: string, problems: Problem[]): void {
  if (typeof en === 'function') {
    if (typeof other !== 'function') problems.push(`${path}: not a function`);
    else if (other.length !== en.length) problems.push(`${path}: takes ${other.length} arguments, English takes ${en.length}`);
    return;
  }
  if (typeof en === 'string') {
    if (typeof other !== 'string' || other.trim() === '') problems.push(`${path}: missing or empty`);
    else if (other === en && en.trim().split(/\s+/).length >= 3) problems.push(`${path}: same as English (${JSON.stringify(en)})`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) {
      problems.push(`${path}: list of ${Array.isArray(other) ? other.length : 'nothing'}, English has ${en.length}`);
      return;
    }
    en.forEach((item, i) => compare(item, other[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!other || typeof other !== 'object') {
      problems.push(`${path}: missing`);
      return;
    }
    for (const key of Object.keys(en)) compare((en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`, problems);
    for (const key of Object.keys(other)) if (!(key in en)) problems.push(`${path}.${key}: not in English`);
    return;
  }
  if (en !== other && typeof en !== typeof other) problems.push(`${path}: ${typeof other}, English is ${typeof en}`);
}

const tables = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => value && typeof value === 'object' && LOCALES.every((locale) => locale in value))
    .map(([name, value]) => ({ name: `${file}: ${name}`, value: value as Record<string, unknown> })),
);

test('the games and the kit keep their text in strings tables', () => {
  expect(tables.length).toBeGreaterThan(0);
});

test.each(tables.map((table) => [table.name, table.value] as const))('%s has every English key in every language, none empty', (_name, value) => {
  const problems: Problem[] = [];
  for (const locale of LOCALES) if (locale !== DEFAULT_LOCALE) compare(value[DEFAULT_LOCALE], value[locale], locale, problems);
  expect(problems).toEqual([]);
});

test('every language of the list has every text of every strings table and of the registry, each reported with its path when missing', () => {
  expect(missingTexts()).toEqual([]);
});
