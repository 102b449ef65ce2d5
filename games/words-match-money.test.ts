import { expect, test } from 'vitest';
import { COIN_RULES, formatCoins } from '../core/coin-rules';
import { baccaratHowToPlay } from './baccarat/how-to-play';
import { fisherHowToPlay } from './fisher-man/how-to-play';
import { ginHowToPlay } from './gin-rummy/how-to-play';
import { highLowHowToPlay } from './high-low/how-to-play';
import type { HowToPlaySection } from './kit/ui/how-to-play';
import { slotHowToPlay } from './kit/slots/how-to-play';
import type { Locale } from './kit/locale';
import { mahjongHowToPlay } from './mahjong-deluxe/how-to-play';
import { COWBOY_THEME } from './slot-cowboy/theme';
import { KONGFU_THEME } from './slot-kongfu/theme';
import { wheelHowToPlay } from './wheel-of-fortune/how-to-play';
import { SEGMENTS } from './wheel-of-fortune/rules';
import { wheelStrings } from './wheel-of-fortune/strings';

const panels: Record<string, (locale: Locale) => HowToPlaySection[]> = {
  baccarat: baccaratHowToPlay,
  'fisher-man': fisherHowToPlay,
  'gin-rummy': ginHowToPlay,
  'high-low': highLowHowToPlay,
  'mahjong-deluxe': mahjongHowToPlay,
  'slot-cowboy': (locale) => slotHowToPlay(COWBOY_THEME, locale),
  'slot-kongfu': (locale) => slotHowToPlay(KONGFU_THEME, locale),
  'wheel-of-fortune': wheelHowToPlay,
};
const textOf = (sections: HowToPlaySection[]) => sections.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]).join(' ');

test('every game’s stated returns say they hold until the daily winnings limit and what a win pays after it, in English and French', () => {
  for (const [slug, panel] of Object.entries(panels)) {
    const en = textOf(panel('en'));
    const fr = textOf(panel('fr'));
    if (slug !== 'gin-rummy') expect(en, slug).toContain(`daily limit of ${formatCoins(COIN_RULES.dailyWinningsCap, 'en')} coins`);
    expect(en, slug).toMatch(/a (win|result) pays back (only|at most) (your|the) stake/);
    expect(fr, slug).toMatch(/limite quotidienne/);
    expect(fr, slug).toMatch(/(ne vous rend que votre mise|vous rend au plus votre mise|ne rend que la mise)/);
  }
});

test('"exactly" is said only of exact figures: High Low’s rounded returns are not called exact', () => {
  expect(textOf(highLowHowToPlay('en'))).not.toMatch(/exactly/);
  expect(textOf(highLowHowToPlay('fr'))).not.toMatch(/exactement/);
});

test('the wheel’s tagline is true: the four thinnest slices are the four that pay most, ×2 to ×10', () => {
  const byWidth = [...new Set(SEGMENTS.map((segment) => segment.multiplier))].map((multiplier) => ({ multiplier, weight: SEGMENTS.find((s) => s.multiplier === multiplier)!.weight }));
  const thinnest = [...byWidth].sort((a, b) => a.weight - b.weight).slice(0, 4);
  const richest = [...byWidth].sort((a, b) => b.multiplier - a.multiplier).slice(0, 4);
  expect(thinnest.map((s) => s.multiplier).sort((a, b) => a - b)).toEqual(richest.map((s) => s.multiplier).sort((a, b) => a - b));
  expect(Math.min(...thinnest.map((s) => s.multiplier))).toBe(200);
  expect(Math.max(...thinnest.map((s) => s.multiplier))).toBe(1_000);
  // Every one of the four is thinner than every other slice.
  expect(Math.max(...thinnest.map((s) => s.weight))).toBeLessThan(Math.min(...byWidth.filter((s) => !thinnest.includes(s)).map((s) => s.weight)));
  expect(wheelStrings.en.tagline).toContain('four thinnest slices, ×2 to ×10, pay the most');
});
