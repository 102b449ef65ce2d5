import { expect, test } from 'vitest';
import { GAMES } from '../../../core/game-registry';
import { COIN_FIGURES_FR } from './coin-figures';
import { frenchTypographyFaults, type TextKind } from '../../../core/french-typography';
import { stakeRangesText } from '../stake-ranges';
import { defaultStringsFr } from './default-strings';
import { defaultContent } from '../default-content';
import { defaultContentFr } from './default-content';

/** Keys whose values are not read as French words: links, file paths, names of things in code, colours. */
const NOT_WORDS = new Set(['link', 'url', 'path', 'src', 'tel', 'sms', 'email', 'slug', 's3Path', 'site_domain', 'primaryColor', 'secondaryColor', 'locale']);
const KINDS: Record<string, TextKind> = { display: 'phone', phone: 'phone', address: 'address' };

/** Every French text of a value with its key path and what kind of text it is. */
function texts(value: unknown, path: string, key = ''): [string, string, TextKind][] {
  if (typeof value === 'string') return NOT_WORDS.has(key) || /^(\/|https?:|mailto:|tel:|sms:|#)/.test(value) ? [] : [[path, value, KINDS[key] ?? 'prose']];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, item]) => texts(item, `${path}.${k}`, k));
  return [];
}

/** The French edition, less the notice that invites French readers to the English pages (written in English); with the English edition's notice, written in French. */
const frenchUi = Object.fromEntries(Object.entries(defaultContentFr.ui).filter(([key]) => key !== 'languageNotice' && key !== 'languageSwitchLabel'));

const everyText = [
  ...texts({ ...defaultContentFr, ui: frenchUi }, 'content'),
  ...texts(defaultContent.ui.languageNotice, 'englishEdition.ui.languageNotice'),
  ...texts(defaultContent.ui.languageSwitchLabel, 'englishEdition.ui.languageSwitchLabel'),
  ...texts(
    GAMES.map((game) => game.text.fr),
    'registry',
  ),
  ...texts(COIN_FIGURES_FR, 'coinFigures'),
  ['stakeRangesText', stakeRangesText(defaultStringsFr.stakeRanges, 'fr'), 'prose'] as [string, string, TextKind],
  // The site's other French words: the sign-in pages' and the editor's own.
  ...texts({ ...defaultStringsFr, stakeRanges: undefined }, 'strings'),
];

test('the checks find each fault they name, and pass French written as the OQLF asks', () => {
  expect(frenchTypographyFaults('Jeu préféré: Mahjong')).toEqual(['a no-break space before : ; ! ? % »']);
  expect(frenchTypographyFaults('Bon jeu !')).toEqual(['a no-break space before : ; ! ? % »']);
  expect(frenchTypographyFaults('« Comment jouer »')).toEqual(['a no-break space before : ; ! ? % »', 'a no-break space after «']);
  expect(frenchTypographyFaults("l'as")).toEqual(["the apostrophe ’, not '"]);
  expect(frenchTypographyFaults('Chargement...')).toEqual(['… rather than ...']);
  expect(frenchTypographyFaults('10000 pièces')).toEqual(['a number of five digits or more grouped by threes']);
  expect(frenchTypographyFaults('10 000 pièces')).toEqual(['a no-break space between groups of digits']);
  expect(frenchTypographyFaults('appelez le 1-800-461-0140')).toEqual(['a phone number written 1 800 461-0140']);
  expect(frenchTypographyFaults('1-800-461-0140', 'phone')).toEqual(['a phone number written 1 800 461-0140']);
  expect(frenchTypographyFaults('1\u00a0800\u00a0461-0140', 'phone')).toEqual([]);
  expect(frenchTypographyFaults('Tel-Aviv-Jaffa 6473926', 'address')).toEqual([]);
  expect(frenchTypographyFaults('Jeu\u00a0: aide et référence, 97\u00a0%, «\u00a0Gagné\u00a0», l’as, 10\u00a0000 pièces, en 2026\u202f! Vraiment\u202f? Oui\u202f; non…')).toEqual([]);
});

test('the French texts were found: the whole edition, the registry and the coin figures', () => {
  expect(everyText.length).toBeGreaterThan(500);
});

test('every French text of the site content follows French typography (faults named by key)', () => {
  const faults = everyText.flatMap(([path, text, kind]) => frenchTypographyFaults(text, kind).map((fault) => `${path}: ${fault} in ${JSON.stringify(text)}`));
  expect(faults).toEqual([]);
});
