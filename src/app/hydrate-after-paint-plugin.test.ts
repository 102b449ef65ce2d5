import { expect, test } from 'vitest';
import { loadEntryAfterPaint } from './hydrate-after-paint-plugin';

const template = '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index.css"></head>';

test('the entry script is fetched only after the page has loaded and painted', () => {
  const html = loadEntryAfterPaint(template);
  expect(html).not.toContain('src="/assets/index-abc.js"');
  expect(html).toContain(`<script type="module">addEventListener('load',()=>requestAnimationFrame(()=>setTimeout(()=>import("/assets/index-abc.js"))))</script>`);
  expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
});

test('a template without an entry script fails the build', () => {
  expect(() => loadEntryAfterPaint('<head></head>')).toThrow(/no entry script/);
});
