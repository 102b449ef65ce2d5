import { expect, test } from 'vitest';
import { loadEntryAfterPaint, loaderSource } from './hydrate-after-paint-plugin';

const template = '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index.css"></head>';

test('the entry script gives way to an external loader beside it, with no inline script left', () => {
  const html = loadEntryAfterPaint(template, 'assets/load-after-paint-x1y2.js');
  expect(html).not.toContain('src="/assets/index-abc.js"');
  expect(html).toContain('<script type="module" src="/assets/load-after-paint-x1y2.js"></script>');
  expect(html).not.toMatch(/<script[^>]*>[^<]/);
  expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
});

test('the loader fetches the entry only after the page has loaded and painted', () => {
  expect(loaderSource('/assets/index-abc.js')).toBe(`addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>import("/assets/index-abc.js"))));\n`);
});

test('a template without an entry script fails the build', () => {
  expect(() => loadEntryAfterPaint('<head></head>', 'assets/load-after-paint-x1y2.js')).toThrow(/no entry script/);
});
