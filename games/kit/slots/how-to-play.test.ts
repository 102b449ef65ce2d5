import { expect, test } from 'vitest';
import { COIN_RULES } from '../../../core/coin-rules';
import { LOCALES } from '../../../core/locale';
import { coins, decimal } from '../locale';
import { exactOdds } from './exact-odds';
import { byCount } from './machine';
import { describeLine } from './paylines';
import { describeOdds } from './published-odds';
import { describeWindow } from './reels-view';
import { oddsText, slotHowToPlay } from './how-to-play';
import { TEST_MACHINE } from './test-machine';
import { themeText, type SlotTheme } from './theme';

const NAMES: Record<string, [string, string, string, string]> = {
  W: ['Phoenix', 'Phoenixes', 'Phénix', 'Phénix'],
  a: ['Lantern', 'Lanterns', 'Lanterne', 'Lanternes'],
  b: ['Fan', 'Fans', 'Éventail', 'Éventails'],
  c: ['Coin', 'Coins', 'Sou', 'Sous'],
  S: ['Gong', 'Gongs', 'Gong', 'Gongs'],
};
const ENGLISH = { tagline: 'A test machine.', symbols: Object.fromEntries(Object.entries(NAMES).map(([id, [name, plural]]) => [id, { name, plural }])) };
const THEME: SlotTheme = {
  slug: 'slot-kongfu',
  // English words for every language of the list but French, so the fixture follows the list.
  text: {
    ...(Object.fromEntries(LOCALES.map((locale) => [locale, ENGLISH])) as SlotTheme['text']),
    fr: { tagline: 'Une machine d’essai.', symbols: Object.fromEntries(Object.entries(NAMES).map(([id, [, , name, plural]]) => [id, { name, plural }])) },
  },
  machine: TEST_MACHINE,
  symbols: Object.fromEntries(Object.keys(NAMES).map((id) => [id, { art: '<circle r="1"/>' }])),
  published: describeOdds(exactOdds(TEST_MACHINE)),
  sounds: { reelStop: [], win: [], bigWin: [], freeSpins: [] },
  defaultLineBet: 5,
};
const NBSP = '\u00a0';
const fr = slotHowToPlay(THEME, 'fr');
/** Every text the panel shows. */
const frText = fr
  .flatMap((part) => [part.heading, ...(part.paragraphs ?? []), ...(part.items ?? []), ...(part.table ? [part.table.caption, ...part.table.head, ...part.table.rows.flat()] : [])])
  .join('\n');
const section = (heading: string) => fr.find((candidate) => candidate.heading === heading)!;

test('the French panel has the same sections, and English stays the default', () => {
  expect(fr.map((candidate) => candidate.heading)).toEqual(['Les règles', 'Table des paiements', 'Tours gratuits', 'Lignes de paiement', 'Taux de retour et fréquence des gains (exacts)']);
  expect(slotHowToPlay(THEME)).toEqual(slotHowToPlay(THEME, 'en'));
  expect(slotHowToPlay(THEME, 'en').map((candidate) => candidate.heading)).toEqual(['The rules', 'Paytable', 'Free spins', 'Paylines', 'Return and hit frequency (exact)']);
  expect(fr.map((candidate) => [candidate.items?.length, candidate.paragraphs?.length, candidate.table?.rows.length])).toEqual(
    slotHowToPlay(THEME, 'en').map((candidate) => [candidate.items?.length, candidate.paragraphs?.length, candidate.table?.rows.length]),
  );
});

test('the French paytable gives each paying symbol its pays, written the French way', () => {
  const paytable = section('Table des paiements').table!;
  const lengths = paytable.head.slice(1).map((cell) => Number.parseInt(cell, 10));
  expect(paytable.head.slice(1)).toEqual(lengths.map((n) => `${n} de suite`));
  for (const [id, pays] of Object.entries(TEST_MACHINE.pays)) {
    const row = paytable.rows.find((cells) => cells[0]!.startsWith(NAMES[id]![2]))!;
    expect(row.slice(1)).toEqual(lengths.map((n) => (pays[n - 1]! > 0 ? `× ${coins(pays[n - 1]!, 'fr')}` : '-')));
  }
  expect(paytable.rows.find((cells) => cells[0]!.startsWith('Phénix'))![0]).toBe('Phénix (joker)');
});

test('the French free-spins rule, odds and limit state the figures of the rules', () => {
  const scatter = TEST_MACHINE.scatter;
  const rule = section('Tours gratuits').items!.join(' ');
  const counts = [3, 4, 5].filter((n) => byCount(scatter.freeSpins, n) > 0);
  const spins = counts.map((n) => byCount(scatter.freeSpins, n));
  expect(rule).toContain(`${counts.join(' ou ')} Gongs donnent ${spins.join(' ou ')} tours gratuits`);
  expect(rule).toContain(`paie ${TEST_MACHINE.freeSpinMultiplier} fois ses gains`);
  expect(rule).toContain(`3 rapportent × ${coins(byCount(scatter.pays, 3), 'fr')}`);
  expect(rule).toContain(`Environ 1 tour sur ${decimal(THEME.published.freeSpinsOneIn!.toFixed(1), 'fr')} donne des tours gratuits`);
  const odds = section('Taux de retour et fréquence des gains (exacts)').paragraphs!.join(' ');
  expect(odds).toContain(`Taux de retour au joueur${NBSP}: ${decimal(THEME.published.rtpPercent.toFixed(2), 'fr')}${NBSP}%`);
  expect(odds).toContain(`Fréquence des gains${NBSP}: ${decimal(THEME.published.hitFrequencyPercent.toFixed(2), 'fr')}${NBSP}%`);
  expect(odds).toContain(`sur les ${coins(THEME.published.combinations, 'fr')} arrêts possibles`);
  expect(odds).toContain(`limite quotidienne de ${coins(COIN_RULES.dailyWinningsCap, 'fr')} pièces`);
  expect(odds).toContain('un gain ne vous rend que votre mise');
  expect(section('Lignes de paiement').table!.rows[3]).toEqual(['4', 'haut, milieu, bas, milieu, haut']);
});

test('no English is left in the French panel', () => {
  // Word edges that know accented letters: « payés » is French, "pay" is not.
  expect(frText.match(/(?<!\p{L})(the|spins?|coins?|bet|pays?|wild|scatter|line|rows?|reels?|free|return|top|middle|bottom|exact|in a row)(?!\p{L})/giu)).toBeNull();
  expect(frText).not.toMatch(/\d\.\d|\d,\d{3}/);
});

test('published figures, the reels and a wild on some reels only, in French', () => {
  expect(oddsText({ ...THEME.published, rtpPercent: 96.4, combinations: 33_554_432, freeSpinsOneIn: null }, 'fr')).toMatchObject({
    rtpPercent: '96,40',
    combinations: `33${NBSP}554${NBSP}432`,
    freeSpinsOneIn: 'jamais',
  });
  expect(oddsText({ ...THEME.published, rtpPercent: 96.4, combinations: 33_554_432, freeSpinsOneIn: 140.4 }, 'en')).toMatchObject({
    rtpPercent: '96.40',
    combinations: '33,554,432',
    freeSpinsOneIn: '140.4',
  });
  expect(oddsText({ ...THEME.published, freeSpinsOneIn: null }, 'en').freeSpinsOneIn).toBe('never');
  expect(describeLine([0, 1, 2], 'fr')).toBe('haut, milieu, bas');
  const window = [
    ['S', 'a', 'b'],
    ['c', 'a', 'S'],
    ['W', 'a', 'c'],
    ['S', 'b', 'W'],
    ['c', 'c', 'a'],
  ];
  expect(describeWindow(window, themeText(THEME, 'fr').symbols, 'fr')).toBe(
    `Rouleaux. Rangée du haut${NBSP}: Gong, Sou, Phénix, Gong, Sou. Rangée du milieu${NBSP}: Lanterne, Lanterne, Lanterne, Éventail, Sou. Rangée du bas${NBSP}: Éventail, Gong, Sou, Phénix, Lanterne.`,
  );
  const someReels = { ...THEME, machine: { ...TEST_MACHINE, reels: TEST_MACHINE.reels.map((strip, i) => (i === 0 || i === 4 ? strip.filter((symbol) => symbol !== 'W') : strip)) } };
  expect(slotHowToPlay(someReels, 'fr')[0]!.items).toContain(
    `Le symbole Phénix est un joker${NBSP}: il remplace tous les symboles, sauf le symbole Gong. Il n’apparaît que sur les rouleaux 2, 3 et 4.`,
  );
  expect(themeText(THEME, 'fr').tagline).toBe('Une machine d’essai.');
  const redrawn = { ...THEME, text: { ...THEME.text, fr: { ...THEME.text.fr, symbols: { ...THEME.text.fr.symbols, W: { name: 'Phénix', plural: 'Phénix', art: '<rect/>' } } } } };
  expect([themeText(redrawn, 'fr').symbols.W!.art, themeText(redrawn, 'fr').symbols.a!.art, themeText(redrawn, 'en').symbols.W!.art]).toEqual(['<rect/>', '<circle r="1"/>', '<circle r="1"/>']);
});

test('a theme without text in the language asked fails naming what is missing, and never shows another language’s names', () => {
  expect(() => themeText({ ...THEME, text: { en: THEME.text.en } as SlotTheme['text'] }, 'fr')).toThrow('slot-kongfu: text.fr: missing');
  const namesButWild = Object.fromEntries(Object.entries(THEME.text.fr.symbols).filter(([id]) => id !== 'W'));
  expect(() => themeText({ ...THEME, text: { ...THEME.text, fr: { ...THEME.text.fr, symbols: namesButWild } } }, 'fr')).toThrow('slot-kongfu: text.fr.symbols.W: missing');
});
