import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { FieldValue } from './field-value';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

test('a long text is shortened between characters, so an emoji at the cut never shows as �', () => {
  const text = `${'x'.repeat(156)}${'😀'.repeat(5)}`;
  const shown = renderToStaticMarkup(<FieldValue field={{ kind: 'content', path: 'hero.title' }} value={text} />);
  expect(LONE_SURROGATE.test(shown)).toBe(false);
  expect(shown).toContain(`${'x'.repeat(156)}...`);
  expect(renderToStaticMarkup(<FieldValue field={{ kind: 'content', path: 'hero.title' }} value="Short" />)).toContain('>Short<');
});
