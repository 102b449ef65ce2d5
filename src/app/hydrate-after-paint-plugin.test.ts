import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { loadEntryAfterPaint, loaderSource } from './hydrate-after-paint-plugin';

const template = '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index.css"></head>';

test('the entry script gives way to an inline loader, so nothing is fetched before the first paint', () => {
  const html = loadEntryAfterPaint(template);
  expect(html).not.toContain('src="/assets/index-abc.js"');
  expect(html).toContain(`<script type="module">${loaderSource('/assets/index-abc.js')}</script>`);
  expect(html).toContain('<link rel="stylesheet" href="/assets/index.css">');
});

/**
 * Runs the loader's code against a scripted browser: `load` and the paint observer fire when the
 * test says, frames and timers run when the test flushes them, and `import` is recorded.
 */
function scriptedBrowser({ reportsPaint = true } = {}) {
  const imported: string[] = [];
  const listeners: Record<string, () => void> = {};
  let frames: (() => void)[] = [];
  let timers: (() => void)[] = [];
  let observer: { callback: (list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void; options: unknown } | undefined;
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(private readonly callback: NonNullable<typeof observer>['callback']) {}
    observe(options: unknown) {
      observer = { callback: this.callback, options };
    }
  }
  const source = loaderSource('/assets/index-abc.js').replace('import(', '__import(');
  runInNewContext(source, {
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    PerformanceObserver: FakeObserver,
    __import: (src: string) => imported.push(src),
  });
  const flush = (queue: 'frames' | 'timers') => {
    const run = queue === 'frames' ? frames : timers;
    if (queue === 'frames') frames = [];
    else timers = [];
    run.forEach((callback) => callback());
  };
  return {
    imported,
    observed: () => observer?.options,
    disconnected: () => disconnected,
    load: () => listeners.load?.(),
    paint: (name: string) => observer?.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) }),
    nextFrame: () => flush('frames'),
    timers: () => flush('timers'),
  };
}

test('the loader imports the entry only after the load, the first contentful paint and two more frames', () => {
  const browser = scriptedBrowser();
  expect(browser.observed()).toEqual({ type: 'paint', buffered: true });
  browser.load();
  browser.paint('first-paint');
  browser.nextFrame();
  browser.timers();
  expect(browser.imported).toEqual([]);
  browser.paint('first-contentful-paint');
  expect(browser.disconnected()).toBe(true);
  browser.nextFrame();
  browser.timers();
  expect(browser.imported).toEqual([]);
  browser.nextFrame();
  expect(browser.imported).toEqual([]);
  browser.timers();
  expect(browser.imported).toEqual(['/assets/index-abc.js']);
});

test('a first contentful paint before the load waits for the load', () => {
  const browser = scriptedBrowser();
  browser.paint('first-contentful-paint');
  browser.nextFrame();
  browser.nextFrame();
  browser.timers();
  expect(browser.imported).toEqual([]);
  browser.load();
  browser.nextFrame();
  browser.nextFrame();
  browser.timers();
  expect(browser.imported).toEqual(['/assets/index-abc.js']);
});

test('a browser that reports no paints imports after the load and two frames', () => {
  const browser = scriptedBrowser({ reportsPaint: false });
  expect(browser.observed()).toBeUndefined();
  browser.nextFrame();
  browser.timers();
  expect(browser.imported).toEqual([]);
  browser.load();
  browser.nextFrame();
  browser.nextFrame();
  browser.timers();
  expect(browser.imported).toEqual(['/assets/index-abc.js']);
});

test('a template without an entry script fails the build', () => {
  expect(() => loadEntryAfterPaint('<head></head>')).toThrow(/no entry script/);
});
