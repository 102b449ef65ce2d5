import { expect, test } from 'vitest';
import { cachedRenderer, LruBytes } from './page-cache';
import type { PageRenderer } from './page-renderer';

test('the cache holds at most its bytes, dropping the least recently used first', () => {
  const cache = new LruBytes<string>(100);
  cache.set('a', 'A', 40);
  cache.set('b', 'B', 40);
  expect(cache.get('a')).toBe('A'); // a is now the most recently used
  cache.set('c', 'C', 40);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe('A');
  expect(cache.get('c')).toBe('C');
  expect(cache.bytes).toBe(80);
  // A value larger than the whole cache is not kept, and pushes nothing out.
  cache.set('huge', 'H', 101);
  expect(cache.get('huge')).toBeUndefined();
  expect(cache.size).toBe(2);
});

/** A renderer that counts its renders and answers a page as long as asked. */
function countingRenderer(length: number) {
  const calls: string[] = [];
  const renderer: PageRenderer = {
    render: (url) => {
      calls.push(url);
      return Promise.resolve({ kind: 'page', status: 200, html: 'x'.repeat(length) });
    },
    moneyPage: (_data, root) => {
      calls.push(`money ${root}`);
      return Promise.resolve('coins');
    },
    notFoundHtml: () => '',
  };
  return { renderer, calls };
}

const data = (revision?: number) => ({ content: {} as never, styles: {}, ...(revision === undefined ? {} : { revision }) });

test('pages are kept per revision and address; two requests at once share one render; no revision, no cache', async () => {
  const { renderer, calls } = countingRenderer(10);
  const cached = cachedRenderer(renderer, 1000);
  await Promise.all([cached.render('/a', '/a', data(1), '/'), cached.render('/a', '/a', data(1), '/')]);
  expect(calls).toEqual(['/a']);
  await cached.render('/a', '/a', data(2), '/');
  await cached.render('/b', '/b', data(2), '/');
  await cached.moneyPage(data(2), '/root');
  await cached.moneyPage(data(2), '/root');
  expect(calls).toEqual(['/a', '/a', '/b', 'money /root']);
  await cached.render('/a', '/a', data(), '/');
  await cached.render('/a', '/a', data(), '/');
  expect(calls.filter((call) => call === '/a')).toHaveLength(4);
});

test('the pages held are bounded by bytes (two per character): the oldest page is rendered again', async () => {
  const { renderer, calls } = countingRenderer(100); // 200 bytes a page
  const cached = cachedRenderer(renderer, 700);
  for (const url of ['/1', '/2', '/3']) await cached.render(url, url, data(1), '/');
  expect(cached.cache.bytes).toBe(600);
  await cached.render('/1', '/1', data(1), '/'); // still held
  await cached.render('/4', '/4', data(1), '/'); // pushes out /2, the least recently used
  await cached.render('/2', '/2', data(1), '/');
  expect(calls).toEqual(['/1', '/2', '/3', '/4', '/2']);
  expect(cached.cache.bytes).toBe(600);
});

test('a failed render is not kept: the next request renders again', async () => {
  let fail = true;
  const renderer: PageRenderer = {
    render: () => (fail ? Promise.reject(new Error('boom')) : Promise.resolve({ kind: 'page', status: 200, html: 'ok' })),
    moneyPage: () => Promise.resolve(''),
    notFoundHtml: () => '',
  };
  const cached = cachedRenderer(renderer, 1000);
  await expect(cached.render('/a', '/a', data(1), '/')).rejects.toThrow('boom');
  fail = false;
  await expect(cached.render('/a', '/a', data(1), '/')).resolves.toMatchObject({ html: 'ok' });
});
