import { afterAll, beforeAll, expect, test } from 'vitest';
import { TestPreviewServer } from './test-app';

const server = new TestPreviewServer();
let id: string;
beforeAll(async () => {
  await server.start();
  id = await server.newGeneration();
});
afterAll(() => server.dispose());

test.each(['/', '/games/high-low', '/no-such-page', '/virtual-coins.html'])('the preview page %s tells search engines not to index it, by header and by meta tag', async (path) => {
  const page = await server.app.inject({ method: 'GET', url: `/api/preview/${id}${path}` });
  expect(page.headers['x-robots-tag']).toBe('noindex');
  expect(page.body.match(/<meta name="robots" content="noindex" \/>/g)).toHaveLength(1);
});

test('a preview page names the public page as its canonical address', async () => {
  const page = await server.app.inject({ method: 'GET', url: `/api/preview/${id}/games/high-low` });
  expect(page.body).toContain('<link rel="canonical" href="https://brightmoose.ca/games/high-low" />');
  expect(page.body).toContain('<meta property="og:url" content="https://brightmoose.ca/games/high-low" />');
});
