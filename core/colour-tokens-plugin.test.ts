import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { withColourTokens } from './colour-tokens-plugin';
import { colourTokenCss, colourTokens } from './colour-tokens';

test('every page Vite builds gets the token block in its head', () => {
  expect(withColourTokens('<head></head>', 'page.html').tags).toEqual([{ tag: 'style', children: colourTokenCss(), injectTo: 'head' }]);
  expect(colourTokenCss()).toContain(`--colour-navy-raised:${colourTokens['navy-raised']};`);
});

test("the site's template takes its theme colour from the tokens, and an unknown token fails the build", () => {
  const template = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
  expect(template).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  expect(withColourTokens(template, 'index.html').html).toContain(`<meta name="theme-color" content="${colourTokens.navy}" />`);
  expect(() => withColourTokens('<meta content="%colour-nope%">', 'page.html')).toThrow('page.html: no colour token "nope"');
  expect(() => withColourTokens('<meta content="%colour-constructor%">', 'page.html')).toThrow('no colour token');
});
