import { expect, test } from 'vitest';
import { AA_BODY_TEXT, contrastRatio, formatRatio } from './contrast';
import { defaultStyles } from './default-styles';
import { pairContrasts, STYLE_PAIRS, stylePairs } from './style-pairs';

test('contrast ratios match WCAG 2.1 reference values', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#FFFFFF', '#000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
});

test('translucent text is read over its background, a translucent background over white', () => {
  expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff')!, 5);
  expect(contrastRatio('#000000', '#00000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('red', '#ffffff')).toBeNull();
  expect(contrastRatio('#ffffff', 'rgb(0 0 0)')).toBeNull();
});

test('a ratio is shown rounded down, so what reads 4.5:1 passes', () => {
  expect(formatRatio(4.4999)).toBe('4.4:1');
  expect(formatRatio(21)).toBe('21.0:1');
  expect(formatRatio(3.06)).toBe('3.0:1');
});

test('every pair names colours the component has, and the default theme passes AA for body text everywhere', () => {
  for (const [component, pairs] of Object.entries(STYLE_PAIRS)) {
    const colours: Record<string, string> = defaultStyles[component as keyof typeof defaultStyles];
    expect(pairs.length, component).toBeGreaterThan(0);
    // Every pair is checked: none names a colour the component lacks.
    const checked = pairContrasts(component, colours);
    expect(checked, component).toHaveLength(pairs.length);
    for (const { text, on, ratio } of checked) expect(ratio, `${component}: ${text} on ${on}`).toBeGreaterThanOrEqual(AA_BODY_TEXT);
  }
  expect(Object.keys(STYLE_PAIRS).sort()).toEqual(Object.keys(defaultStyles).sort());
  expect(stylePairs('constructor')).toEqual([]);
  expect(stylePairs('hero')).toBe(STYLE_PAIRS.hero);
});

test('a colour read with one of the site’s fixed colours is checked too (the FAQ contact button is ink text on the FAQ accent)', () => {
  const failing = (component: keyof typeof defaultStyles, change: Record<string, string>) =>
    pairContrasts(component, { ...defaultStyles[component], ...change })
      .filter(({ ratio }) => ratio < AA_BODY_TEXT)
      .map(({ text, on }) => `${text} on ${on}`);
  expect(failing('faq', { accent: '#0b1f3f' })).toEqual(['ink (fixed) on accent']);
  expect(failing('features', { accent: '#132c57' })).toEqual(['accent on navy (fixed)']);
  expect(failing('gamePage', { accent: '#0b1f3f' })).toEqual(['ink (fixed) on accent']);
  expect(failing('playerStories', { accent: '#132c57' })).toContain('ink (fixed) on accent');
  expect(failing('gamingTips', { accent: '#0b1f3f' })).toEqual(['ink (fixed) on accent']);
  expect(failing('hero', {})).toEqual([]);
});
