import { expect, test } from 'vitest';
import { formatCoins } from '../../src/content/coin-rules';
import { slotHowToPlay } from '../kit/slots/how-to-play';
import { slotRulesStrings } from '../kit/slots/strings';
import { themeText } from '../kit/slots/theme';
import { KONGFU_MACHINE } from './machine';
import { kongfuStrings } from './strings';
import { KONGFU_THEME } from './theme';

test('every symbol on the reels has a name and a plural in French, no two alike', () => {
  const french = kongfuStrings.fr.symbols;
  expect(new Set(Object.keys(french))).toEqual(new Set(KONGFU_MACHINE.reels.flat()));
  expect(new Set(Object.values(french).map((symbol) => symbol.name)).size).toBe(Object.keys(french).length);
});

test('the English page keeps its English tagline, names and wild mark', () => {
  expect(KONGFU_THEME.tagline).toBe(kongfuStrings.en.tagline);
  for (const [id, symbol] of Object.entries(KONGFU_THEME.symbols)) expect({ name: symbol.name, plural: symbol.plural }).toEqual(kongfuStrings.en.symbols[id as keyof typeof kongfuStrings.en.symbols]);
  expect(Object.values(KONGFU_THEME.symbols).filter((symbol) => symbol.art.includes('>WILD</text>'))).toHaveLength(1);
});

test('a French page gets the French tagline and names, over the same pictures', () => {
  const { tagline, symbols } = themeText(KONGFU_THEME, 'fr');
  expect(tagline).toBe(kongfuStrings.fr.tagline);
  for (const [id, symbol] of Object.entries(symbols)) {
    expect({ name: symbol.name, plural: symbol.plural }).toEqual(kongfuStrings.fr.symbols[id as keyof typeof kongfuStrings.fr.symbols]);
    expect(symbol.art).toBe(KONGFU_THEME.symbols[id]!.art);
  }
});

test('the French panel publishes the very same paytable, return and free-spin figures, written the French way', () => {
  const sections = slotHowToPlay(KONGFU_THEME, 'fr');
  const text = JSON.stringify(sections);
  const odds = KONGFU_THEME.published;
  const comma = (figure: string) => figure.replace('.', ',');
  expect(text).toContain(`${comma(odds.rtpPercent)}\u00a0%, tours gratuits compris`);
  expect(text).toContain(`${comma(odds.hitFrequencyPercent)}\u00a0% des tours`);
  expect(text).toContain(`1 tour sur ${comma(odds.freeSpinsOneIn)}`);
  expect(text).toContain(`sur les ${odds.combinations.replace(/,/g, '\u00a0')} arrêts`);
  const paytable = sections.find((section) => section.heading === slotRulesStrings.fr.paytable)!.table!;
  const lengths = paytable.head.slice(1).map((cell) => Number.parseInt(cell, 10));
  for (const [id, pays] of Object.entries(KONGFU_MACHINE.pays).filter(([, pays]) => pays.some((pay) => pay > 0))) {
    const row = paytable.rows.find((cells) => cells[0]!.startsWith(kongfuStrings.fr.symbols[id as keyof typeof kongfuStrings.fr.symbols].name))!;
    expect(row.slice(1)).toEqual(lengths.map((n) => (pays[n - 1]! > 0 ? `× ${formatCoins(pays[n - 1]!, 'fr')}` : '-')));
  }
  const english = Object.values(kongfuStrings.en.symbols).flatMap((symbol) => [symbol.name, symbol.plural]);
  const french = Object.values(kongfuStrings.fr.symbols).flatMap((symbol) => [symbol.name, symbol.plural]);
  for (const name of english.filter((name) => !french.includes(name))) expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
});
