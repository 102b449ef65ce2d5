import { expect, test } from 'vitest';
import { loadEntryAfterPaint, loaderSource } from './hydrate-after-paint-plugin';

const template = '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index.css"></head>';

test('the entry script gives way to an inline loader, so nothing is fetched before the first paint', () => {
  const html = loadEntryAfterPaint(template);
  expect(html).not.toContain('src="/assets/index-abc.js"');
  expect(html).toContain(`<script type="module">${loaderSource('/assets/index-abc.js')}</script>`);
  expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
});

test('the loader fetches the entry only after the page has loaded and painted', () => {
  expect(loaderSource('/assets/index-abc.js')).toBe(`addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>import("/assets/index-abc.js"))))`);
});

test('a template without an entry script fails the build', () => {
  expect(() => loadEntryAfterPaint('<head></head>')).toThrow(/no entry script/);
});
