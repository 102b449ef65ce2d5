import { expect, test } from 'vitest';
import { frenchTypographyFaults } from '../core/french-typography';
import { stringTableTexts } from './string-table-texts';

/** Every French text of the kit and of every game (each `strings.ts` table's `fr`), read as string-table-texts.ts says. */
const frenchTexts = stringTableTexts('fr');

test('the French texts of the kit and every game were found', () => {
  expect(frenchTexts.length).toBeGreaterThan(300);
  expect(new Set(frenchTexts.map(([path]) => path.split(':')[0]!.split('/')[0])).size).toBeGreaterThanOrEqual(9);
});

test('every French text of the kit and the games follows French typography (faults named by key)', () => {
  const faults = frenchTexts.flatMap(([path, text]) => frenchTypographyFaults(text).map((fault) => `${path}: ${fault} in ${JSON.stringify(text)}`));
  expect([...new Set(faults)]).toEqual([]);
});
