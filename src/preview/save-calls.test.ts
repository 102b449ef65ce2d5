// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { SaveConflict, saveContent, SaveRefused, saveStyle, SaveUnreachable } from './save-calls';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn((..._args: unknown[]) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

test('a text save posts the path and text as JSON to the generation from the page path', async () => {
  window.history.replaceState(null, '', '/api/preview/gen-abc123DEF456ghi789JKL0/games');
  const fetch = answer(200, { path: 'games.title', content: 'New', revision: 3 });
  expect(await saveContent({ path: 'games.title', content: 'New' })).toEqual({ path: 'games.title', content: 'New', revision: 3 });
  expect(fetch).toHaveBeenCalledWith('/api/preview/gen-abc123DEF456ghi789JKL0/content', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: 'games.title', content: 'New' }),
  });
});

test("a text save that is not ok throws 'Failed to update content'", async () => {
  window.history.replaceState(null, '', '/api/preview/gen-abc123DEF456ghi789JKL0/');
  answer(500, { error: 'boom' });
  await expect(saveContent({ path: 'hero.title', content: 'x' })).rejects.toThrow('Failed to update content');
});

test('a refused save carries the server’s reason; a body without one gives none', async () => {
  window.history.replaceState(null, '', '/api/preview/gen-abc123DEF456ghi789JKL0/');
  answer(400, { error: 'hero.title: must not be empty' });
  const refused = await saveContent({ path: 'hero.title', content: '' }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(SaveRefused);
  expect((refused as SaveRefused).reason).toBe('hero.title: must not be empty');
  answer(500, 'not json');
  expect(((await saveContent({ path: 'hero.title', content: 'x' }).catch((error: unknown) => error)) as SaveRefused).reason).toBeNull();
});

test("a colour save that is not ok throws 'Failed to update style'", async () => {
  window.history.replaceState(null, '', '/api/preview/gen-abc123DEF456ghi789JKL0/');
  const fetch = answer(400, { error: 'bad colour' });
  await expect(saveStyle({ componentName: 'hero', stylePath: 'background', value: '#fff' })).rejects.toThrow('Failed to update style');
  expect(fetch.mock.calls[0]![0]).toBe('/api/preview/gen-abc123DEF456ghi789JKL0/styles/v2');
});

test("saving outside preview raises 'No generation ID found' and sends nothing", async () => {
  const fetch = answer(200, {});
  await expect(saveContent({ path: 'hero.title', content: 'x' })).rejects.toThrow('No generation ID found');
  expect(fetch).not.toHaveBeenCalled();
});

test('a 409 throws a SaveConflict carrying the current value; a network failure throws SaveUnreachable', async () => {
  window.history.replaceState(null, '', '/api/preview/gen-abc123DEF456ghi789JKL0/');
  const conflict = { error: 'Someone else changed this since you last saw it', path: 'hero.title', current: 'Theirs', revision: 4 };
  answer(409, conflict);
  const refused = await saveContent({ path: 'hero.title', content: 'Mine', revision: 2 }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(SaveConflict);
  expect((refused as SaveConflict).conflict).toEqual(conflict);
  expect((refused as Error).message).toBe('Failed to update content');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const unreachable = await saveStyle({ componentName: 'hero', stylePath: 'background', value: '#fff' }).catch((error: unknown) => error);
  expect(unreachable).toBeInstanceOf(SaveUnreachable);
  expect((unreachable as Error).message).toBe('Failed to update style');
});
