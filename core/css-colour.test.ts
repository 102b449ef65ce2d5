import { expect, test } from 'vitest';
import { normaliseCssColour } from './css-colour';
import { cssColorSchema } from './css-colour-schema';

test.each([
  // hex, any case, with and without alpha
  ['#fff', '#ffffff'],
  ['#FFC629', '#ffc629'],
  ['#0b1f3fcc', '#0b1f3fcc'],
  ['#0B1F3FFF', '#0b1f3f'],
  ['#abcd', '#aabbccdd'],
  ['#0000FF', '#0000ff'],
  // names and keywords, any case
  ['red', '#ff0000'],
  ['RebeccaPurple', '#663399'],
  ['  Gold ', '#ffd700'],
  ['transparent', '#00000000'],
  ['TRANSPARENT', '#00000000'],
  // rgb(), legacy and modern syntax
  ['rgb(11, 31, 63)', '#0b1f3f'],
  ['RGB(11,31,63)', '#0b1f3f'],
  ['rgb(255 0 0)', '#ff0000'],
  ['rgb(255 0 0 / 50%)', '#ff000080'],
  ['rgb(255 0 0 / .5)', '#ff000080'],
  ['rgba(0,0,0,0.5)', '#00000080'],
  ['rgba(0 0 0)', '#000000'],
  ['rgb(100% 50% 0%)', '#ff8000'],
  ['rgb(300, -20, 0)', '#ff0000'],
  ['rgb(none 128 255)', '#0080ff'],
  ['rgb(127.5 0 0)', '#800000'],
  ['rgb(255 0 0 / 2)', '#ff0000'],
  ['rgb(1e2 0 0)', '#640000'],
  ['rgb(255  0\t0)', '#ff0000'],
  // hsl(), legacy and modern syntax, every angle unit
  ['hsl(45, 100%, 58%)', '#ffc929'],
  ['hsl(45 100% 58%)', '#ffc929'],
  ['hsla(210 , 70%, 15%, .8)', '#0b2641cc'],
  ['hsl(120 100 50)', '#00ff00'],
  ['hsl(0.5turn 100% 50%)', '#00ffff'],
  ['hsl(200grad 100% 50%)', '#00ffff'],
  ['hsl(3.14159265rad 100% 50%)', '#00ffff'],
  ['hsl(-120deg 100% 50% / 25%)', '#0000ff40'],
  ['HSL(480 100% 50%)', '#00ff00'],
  // hwb()
  ['hwb(0 0% 0%)', '#ff0000'],
  ['hwb(120 20% 20%)', '#33cc33'],
  ['hwb(0 70% 70%)', '#808080'],
  // lab(), lch(), oklab(), oklch() inside sRGB
  ['lab(100% 0 0)', '#ffffff'],
  ['lab(54.29 80.8 69.89)', '#ff0000'],
  ['lch(54.29 106.84 40.85)', '#ff0000'],
  ['oklab(0.628 0.2249 0.1258)', '#ff0000'],
  ['oklch(62.8% 0.2577 29.23)', '#ff0000'],
  ['oklch(0 0 none)', '#000000'],
  ['oklch(70% 0.1 250)', '#6da3da'],
  ['OKLCH(80% 0.15 85 / 0.5)', '#eab53280'],
])('%s is the colour %s', (input, normal) => {
  expect(normaliseCssColour(input)).toBe(normal);
});

test.each([
  '',
  'banana',
  '#ggg',
  '#12345',
  '#fff;',
  'red;background:url(x)',
  'url(x)',
  'var(--x)',
  'expression(alert(1))',
  'currentcolor',
  'inherit',
  'rgb(255, 0)',
  'rgb(255, 0, 0, 1, 1)',
  'rgb(255 0 0 0.5)',
  'rgb(255, 50%, 0)',
  'rgb(255, 0 0)',
  'rgb(none, 0, 0)',
  'rgb(255deg 0 0)',
  'rgb(calc(255) 0 0)',
  // a bad channel, a bad or second alpha, a number too large to hold
  'rgb(255 0 12px)',
  'rgb(255, 0, 0 0)',
  'rgb(0 0 0 / half)',
  'rgb(0 0 0 / 0.5 / 1)',
  'rgb(0 0 0 / 90deg)',
  'rgba(0, 0, 0, 90deg)',
  'rgb(1e999 0 0)',
  // none only in modern syntax; legacy hsl() wants both percentages
  'rgb(none, none, none)',
  'hsl(none, 100%, 50%)',
  'rgba(0, 0, 0, none)',
  'hsl(45, 100, 58%)',
  'hsl(45, 100%, 58)',
  // an angle only where a hue goes
  'hsl(0 100deg 50%)',
  'hwb(0 0% 50deg)',
  'lab(50deg 0 0)',
  'lch(50 10deg 0)',
  'oklab(0.5turn 0 0)',
  'oklch(50% 0.1rad 0)',
  // red above sRGB's top, with no channel below zero
  'lab(100 0 5)',
  // nothing before the colour, and no name from Object's prototype
  '##fff',
  'x:rgb(0 0 0)',
  'url(x) rgb(0 0 0)',
  'constructor(1 2 3)',
  'constructor(1, 2, 3)',
  'hsl(45, 100, 58)',
  'hsl(45% 100% 50%)',
  'hwb(0, 0%, 0%)',
  'lab(50 200 0)',
  'oklch(70% 0.4 150)',
  'color(display-p3 1 0 0)',
  'color-mix(in srgb, red, blue)',
  'rgb(255 0 0) red',
  'red'.repeat(40),
])('%s is refused', (input) => {
  expect(normaliseCssColour(input)).toBeNull();
});

test('up to 100 characters of colour are read, not counting spaces around it', () => {
  const colour = (length: number) => `rgb(${'0'.repeat(length - 'rgb(255 0 0)'.length)}255 0 0)`;
  expect(colour(100)).toHaveLength(100);
  expect(normaliseCssColour(`  ${colour(100)}\n`)).toBe('#ff0000');
  expect(normaliseCssColour(colour(101))).toBeNull();
});

test('the schema stores the normal form and says what a colour may be', () => {
  expect(cssColorSchema.parse('Gold')).toBe('#ffd700');
  const refused = cssColorSchema.safeParse('url(javascript:alert(1))');
  expect(refused.success).toBe(false);
  expect(refused.error?.issues[0]?.message).toMatch(/CSS colour/);
});
