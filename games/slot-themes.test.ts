import { expect, test } from 'vitest';
import { formatCoins } from '../core/coin-rules';
import { slotHowToPlay } from './kit/slots/how-to-play';
import { themeText, type SlotTheme } from './kit/slots/theme';
import { COWBOY_THEME } from './slot-cowboy/theme';
import { KONGFU_THEME } from './slot-kongfu/theme';

const themes = [KONGFU_THEME, COWBOY_THEME];

test('the two slots run on one engine and differ in return, paytable and look', () => {
  expect(KONGFU_THEME.published.rtpPercent).not.toBe(COWBOY_THEME.published.rtpPercent);
  expect(KONGFU_THEME.machine.pays).not.toEqual(COWBOY_THEME.machine.pays);
  const names = (theme: SlotTheme) => Object.values(themeText(theme, 'en').symbols).map((symbol) => symbol.name);
  expect(names(KONGFU_THEME).filter((name) => names(COWBOY_THEME).includes(name))).toEqual([]);
});

test.each(themes.map((theme) => [theme.slug, theme] as const))('%s has a picture and names for every symbol on its reels, and nothing more', (_slug, theme) => {
  const onReels = new Set(theme.machine.reels.flat());
  expect(new Set(Object.keys(theme.symbols))).toEqual(onReels);
  for (const symbol of Object.values(theme.symbols)) {
    expect(symbol.art).toMatch(/^<(path|circle|g|rect|ellipse)/);
    expect(symbol.art).not.toMatch(/<script|on\w+=|href=/i);
  }
});

test.each(themes.map((theme) => [theme.slug, theme] as const))("%s's panel publishes its paytable, return, hit frequency and free-spins rule", (_slug, theme) => {
  const sections = slotHowToPlay(theme);
  const text = JSON.stringify(sections);
  expect(text).toContain(`Return to player: ${theme.published.rtpPercent.toFixed(2)}%`);
  expect(text).toContain(`Hit frequency: ${theme.published.hitFrequencyPercent.toFixed(2)}%`);
  const paytable = sections.find((section) => section.heading === 'Paytable')!.table!;
  // Every paying symbol has a row, and each cell is its pay for that run length.
  const lengths = paytable.head.slice(1).map((cell) => Number.parseInt(cell, 10));
  for (const [id, pays] of Object.entries(theme.machine.pays)) {
    const row = paytable.rows.find((cells) => cells[0]!.startsWith(themeText(theme, 'en').symbols[id]!.name));
    if (pays.every((pay) => pay === 0)) {
      expect(row).toBeUndefined();
      continue;
    }
    expect(row!.slice(1)).toEqual(lengths.map((n) => (pays[n - 1]! > 0 ? `× ${formatCoins(pays[n - 1]!, 'en')}` : '-')));
  }
  const scatter = theme.machine.scatter!;
  const rule = sections.find((section) => section.heading === 'Free spins')!.items!.join(' ');
  expect(rule).toContain(
    `3, 4 or 5 ${themeText(theme, 'en').symbols[scatter.symbol]!.plural} award ${scatter.freeSpins
      .slice(3)
      .join(', ')
      .replace(/, (\d+)$/, ' or $1')} free spins`,
  );
  expect(rule).toContain(`pays ${theme.machine.freeSpinMultiplier} times its wins`);
  expect(text).toContain(`1 spin in ${theme.published.freeSpinsOneIn!.toFixed(1)}`);
});
