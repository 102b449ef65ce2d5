// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { PublishDialog } from './publish-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'gen-abc123DEF456ghi789JKL0';

/** A server that publishes; records the calls. */
function publishServer() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(new Response(JSON.stringify({ name: `${ID}/x-r3`, pages: 34, revision: 3, publishedAt: '2026-11-26T12:00:00.000Z' }), { status: 200 }));
  });
  return calls;
}

test('publishing waits for the save under way (a text just typed), so it goes out with it', async () => {
  const calls = publishServer();
  let saved: (stored: boolean) => void = () => {};
  const saves = new Promise<boolean>((resolve) => (saved = resolve));
  render(<PublishDialog generationId={ID} onClose={() => {}} saved={() => saves} />);
  await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  expect(screen.getByRole<HTMLButtonElement>('button', { name: /Publishing/ }).disabled).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toEqual([]);
  saved(true);
  await waitFor(() => expect(calls).toEqual([`/api/preview/${ID}/publish`]));
  expect(await screen.findByText(/Published 34 pages \(change 3\)/)).toBeTruthy();
});

test('with changes not saved yet (offline, or signed out), nothing is published and the editor is told why', async () => {
  const calls = publishServer();
  render(<PublishDialog generationId={ID} onClose={() => {}} saved={() => Promise.resolve(false)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Nothing was published: some of your changes are not saved yet. Publish once the bar says All changes saved, so the site has them.');
  expect(calls).toEqual([]);
});

test('colours that make text hard to read are listed before publishing; the editor may still publish', async () => {
  const calls = publishServer();
  const lowContrast = [{ component: 'hero', text: 'text', on: 'background', ratio: 1.32 }];
  render(<PublishDialog generationId={ID} onClose={() => {}} saved={() => Promise.resolve(true)} lowContrast={lowContrast} />);
  const warning = screen.getByRole('note');
  expect(warning.textContent).toContain('Some text will be hard to read');
  expect(warning.textContent).toContain('Hero: text on background, 1.3:1');
  await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  await waitFor(() => expect(calls).toEqual([`/api/preview/${ID}/publish`]));
  cleanup();
  render(<PublishDialog generationId={ID} locale="fr" onClose={() => {}} saved={() => Promise.resolve(true)} lowContrast={lowContrast} />);
  expect(screen.getByRole('note').querySelector('[lang="fr"]')?.textContent).toMatch(/^Certains textes seront difficiles à lire/);
  cleanup();
  render(<PublishDialog generationId={ID} onClose={() => {}} saved={() => Promise.resolve(true)} lowContrast={[]} />);
  expect(screen.queryByRole('note')).toBeNull();
});
