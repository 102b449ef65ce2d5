import { describe, expect, test } from 'vitest';
import { formatCoins } from '../core/coin-rules';
import type { SlotMachine } from './kit/slots/machine';
import { slotHowToPlay } from './kit/slots/how-to-play';
import { slotRulesStrings } from './kit/slots/strings';
import { themeText, type SlotTheme } from './kit/slots/theme';
import { COWBOY_MACHINE } from './slot-cowboy/machine';
import { cowboyStrings } from './slot-cowboy/strings';
import { COWBOY_THEME } from './slot-cowboy/theme';
import { KONGFU_MACHINE } from './slot-kongfu/machine';
import { kongfuStrings } from './slot-kongfu/strings';
import { KONGFU_THEME } from './slot-kongfu/theme';

type Names = { tagline: string; symbols: Record<string, { name: string; plural: string }> };

/** Each slot's machine, theme and strings: the French checks are the same for both. */
const slots: { slot: string; machine: SlotMachine; theme: SlotTheme; strings: { en: Names; fr: Names } }[] = [
  { slot: 'Slot Cowboy', machine: COWBOY_MACHINE, theme: COWBOY_THEME, strings: cowboyStrings },
  { slot: 'Slot Kongfu', machine: KONGFU_MACHINE, theme: KONGFU_THEME, strings: kongfuStrings },
];

describe.each(slots)('$slot', ({ machine, theme, strings }) => {
  test('every symbol on the reels has a name and a plural in French, no two alike', () => {
    const french = strings.fr.symbols;
    expect(new Set(Object.keys(french))).toEqual(new Set(machine.reels.flat()));
    expect(new Set(Object.values(french).map((symbol) => symbol.name)).size).toBe(Object.keys(french).length);
  });

  test('the English page keeps its English tagline, names and wild mark', () => {
    const english = themeText(theme, 'en');
    expect(english.tagline).toBe(strings.en.tagline);
    for (const [id, symbol] of Object.entries(english.symbols)) expect({ name: symbol.name, plural: symbol.plural }).toEqual(strings.en.symbols[id]);
    expect(Object.values(theme.symbols).filter((symbol) => symbol.art.includes('>WILD</text>'))).toHaveLength(1);
  });

  test('a French page gets the French tagline and names, over the same pictures', () => {
    const { tagline, symbols } = themeText(theme, 'fr');
    expect(tagline).toBe(strings.fr.tagline);
    for (const [id, symbol] of Object.entries(symbols)) {
      expect({ name: symbol.name, plural: symbol.plural }).toEqual(strings.fr.symbols[id]);
      expect(symbol.art).toBe(theme.symbols[id]!.art);
    }
  });

  test('the French panel publishes the very same paytable, return and free-spin figures, written the French way', () => {
    const sections = slotHowToPlay(theme, 'fr');
    const text = JSON.stringify(sections);
    const odds = theme.published;
    const comma = (figure: number, places: number) => figure.toFixed(places).replace('.', ',');
    expect(text).toContain(`${comma(odds.rtpPercent, 2)}\u00a0%, tours gratuits compris`);
    expect(text).toContain(`${comma(odds.hitFrequencyPercent, 2)}\u00a0% des tours`);
    expect(text).toContain(`1 tour sur ${comma(odds.freeSpinsOneIn!, 1)}`);
    expect(text).toContain(`sur les ${odds.combinations.toLocaleString('en-CA').replace(/,/g, '\u00a0')} arrêts`);
    const paytable = sections.find((section) => section.heading === slotRulesStrings.fr.paytable)!.table!;
    const lengths = paytable.head.slice(1).map((cell) => Number.parseInt(cell, 10));
    for (const [id, pays] of Object.entries(machine.pays).filter(([, pays]) => pays.some((pay) => pay > 0))) {
      const row = paytable.rows.find((cells) => cells[0]!.startsWith(strings.fr.symbols[id]!.name))!;
      expect(row.slice(1)).toEqual(lengths.map((n) => (pays[n - 1]! > 0 ? `× ${formatCoins(pays[n - 1]!, 'fr')}` : '-')));
    }
    const english = Object.values(strings.en.symbols).flatMap((symbol) => [symbol.name, symbol.plural]);
    const french = Object.values(strings.fr.symbols).flatMap((symbol) => [symbol.name, symbol.plural]);
    for (const name of english.filter((name) => !french.includes(name))) expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
  });
});
