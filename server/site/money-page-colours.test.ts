import { expect, test } from 'vitest';
import { colourTokenCss, colourTokens } from '../../core/colour-tokens';
import { defaultContent } from '../../src/content/default-content';
import { colourLiterals, cssDeclarations, propertiesRead } from '../../src/test/css-declarations';
import { moneyPageCss, renderMoneyPage } from './money-page';

// The colour contract (decision 015) for the static coins page: its CSS names no colour of its
// own, only the tokens of core/colour-tokens.json.

test('no colour is written out in the coins page stylesheet, and every token it reads exists', () => {
  const literals = cssDeclarations(moneyPageCss).flatMap(({ property, value }) => colourLiterals(value).map((literal) => `${property}: ${value} (${literal})`));
  expect(literals).toEqual([]);
  const tokens = new Set(Object.keys(colourTokens).map((name) => `--colour-${name}`));
  const read = propertiesRead(moneyPageCss).filter((property) => property.startsWith('--colour-'));
  expect(read.length).toBeGreaterThan(0);
  expect(read.filter((property) => !tokens.has(property))).toEqual([]);
});

test('the coins page sets the token block, then its own CSS', () => {
  const style = /<style>([\s\S]*?)<\/style>/.exec(renderMoneyPage(defaultContent))?.[1];
  expect(style).toBe(`${colourTokenCss()}\n${moneyPageCss}`);
});
