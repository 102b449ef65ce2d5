// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { HistoryDialog } from './history-dialog';
import type { HistoryEntry, HistoryReply } from '../../core/preview-requests';

afterEach(cleanup);

const ID = 'gen-abc123DEF456ghi789JKL0';

const entry = (revision: number): HistoryEntry => ({
  revision,
  kind: 'content',
  path: 'hero.title',
  locale: 'en',
  author: revision % 2 ? 'ed@example.com' : null,
  oldValue: `Title ${revision - 1}`,
  newValue: `Title ${revision}`,
  createdAt: '2026-11-26T12:00:00.000Z',
});

/** A server of `total` edits answering pages of `size`, newest first; records the addresses asked. */
function historyServer(total: number, size: number, { failAt }: { failAt?: number } = {}) {
  const asked: string[] = [];
  let failed = false;
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const before = Number(new URL(url, 'http://preview.test').searchParams.get('before') ?? total + 1);
    if (before === failAt && !failed) {
      failed = true;
      return Promise.resolve(new Response('{"error":"down"}', { status: 503 }));
    }
    const edits = Array.from({ length: Math.min(size, before - 1) }, (_, index) => entry(before - 1 - index));
    const oldest = edits.at(-1)?.revision ?? 1;
    const reply: HistoryReply = { generationId: ID, revision: total, edits, more: oldest > 1, before: oldest > 1 ? oldest : null };
    return Promise.resolve(new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return asked;
}

const restore = () => Promise.resolve(true);
const shownRevisions = () => screen.getAllByText(/^Change \d+/).map((node) => Number(/\d+/.exec(node.textContent)![0]));

test('the history shows the newest page and loads earlier changes on demand until there are none', async () => {
  const asked = historyServer(5, 2);
  render(<HistoryDialog generationId={ID} restore={restore} onClose={() => {}} />);
  await waitFor(() => expect(shownRevisions()).toEqual([5, 4]));
  const button = screen.getByRole('button', { name: 'Load earlier changes' });
  await userEvent.click(button);
  await waitFor(() => expect(shownRevisions()).toEqual([5, 4, 3, 2]));
  await userEvent.click(screen.getByRole('button', { name: 'Load earlier changes' }));
  await waitFor(() => expect(shownRevisions()).toEqual([5, 4, 3, 2, 1]));
  expect(screen.queryByRole('button', { name: 'Load earlier changes' })).toBeNull();
  expect(asked).toEqual([`/api/preview/${ID}/history`, `/api/preview/${ID}/history?before=4`, `/api/preview/${ID}/history?before=2`]);
  expect(screen.getByText(/5 changes shown/)).toBeTruthy();
});

test('a failed earlier page says so and can be tried again; what was shown stays', async () => {
  historyServer(4, 2, { failAt: 3 });
  render(<HistoryDialog generationId={ID} restore={restore} onClose={() => {}} />);
  await waitFor(() => expect(shownRevisions()).toEqual([4, 3]));
  await userEvent.click(screen.getByRole('button', { name: 'Load earlier changes' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Earlier changes could not be loaded'));
  expect(shownRevisions()).toEqual([4, 3]);
  await userEvent.click(screen.getByRole('button', { name: 'Load earlier changes' }));
  await waitFor(() => expect(shownRevisions()).toEqual([4, 3, 2, 1]));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('editing the French edition, the button speaks French; edits folded by compaction are said to be', async () => {
  historyServer(3, 2);
  render(<HistoryDialog generationId={ID} locale="fr" restore={restore} onClose={() => {}} />);
  const button = await screen.findByRole('button', { name: 'Charger les modifications antérieures' });
  expect(button.closest('[lang]')?.getAttribute('lang')).toBe('fr');
  cleanup();
  // 10 changes made, 2 kept: the older ones are part of the saved site.
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ generationId: ID, revision: 10, edits: [entry(10), entry(9)], more: false, before: null } satisfies HistoryReply), { status: 200 })),
  );
  render(<HistoryDialog generationId={ID} restore={restore} onClose={() => {}} />);
  expect(await screen.findByText(/Older changes are folded into the saved site/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load earlier changes' })).toBeNull();
});

test('signed out (the session ended), the history says so and leads to the sign-in page, in the language being edited', async () => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{"error":"Sign in to edit this preview"}', { status: 401 })));
  window.history.replaceState(null, '', `/api/preview/${ID}/fr`);
  render(<HistoryDialog generationId={ID} locale="fr" restore={restore} onClose={() => {}} />);
  const alert = await screen.findByRole('alert');
  expect(alert.getAttribute('lang')).toBe('fr');
  expect(alert.textContent).toContain('Votre session a pris fin');
  expect(alert.textContent).not.toContain('connexion et réessayez');
  const link = screen.getByRole('link', { name: 'Se reconnecter' });
  expect(link.getAttribute('href')).toBe(`/fr/sign-in?next=${encodeURIComponent(`/api/preview/${ID}/fr`)}`);
  cleanup();
  window.history.replaceState(null, '', `/api/preview/${ID}`);
  render(<HistoryDialog generationId={ID} restore={restore} onClose={() => {}} />);
  expect((await screen.findByRole('alert')).textContent).toContain('Your session has ended');
  expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe(`/sign-in?next=${encodeURIComponent(`/api/preview/${ID}`)}`);
});

test('a colour restored to its default counts as the current value, whatever the case its hex was stored in', async () => {
  const colour = (revision: number, oldValue: string, newValue: string): HistoryEntry => ({ ...entry(revision), kind: 'style', path: 'hero.background', locale: null, oldValue, newValue });
  vi.stubGlobal('fetch', () =>
    Promise.resolve(
      new Response(JSON.stringify({ generationId: ID, revision: 2, edits: [colour(2, '#2a4d8f', '#0b1f3f'), colour(1, '#0B1F3F', '#2a4d8f')], more: false, before: null } satisfies HistoryReply), {
        status: 200,
      }),
    ),
  );
  render(<HistoryDialog generationId={ID} restore={restore} onClose={() => {}} />);
  await waitFor(() => expect(shownRevisions()).toEqual([2, 1]));
  // Change 1's earlier value, #0B1F3F, is the colour now (#0b1f3f): nothing to restore.
  expect(screen.getAllByRole('button', { name: 'Current value' })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: /^Restore earlier value/ })).toHaveLength(1);
});
