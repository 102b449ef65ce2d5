// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import { createRoutes } from './routes';
import { SiteDataContext } from './site-data-context';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  document.body.replaceChildren();
});

function site(path: string) {
  const router = createMemoryRouter(createRoutes(defaultContent), { initialEntries: [path] });
  const app = (
    <SiteDataContext value={{ content: defaultContent, styles: defaultStyles }}>
      <RouterProvider router={router} />
    </SiteDataContext>
  );
  return { router, app };
}

const copyright = () => document.querySelector('.site-footer__copyright')?.textContent ?? '';

test('the footer shows the year the page is viewed in, after hydration and after client-side navigation', async () => {
  // The page is rendered (as at build time) with today's clock, then viewed in 2031.
  const buildYear = new Date().getFullYear();
  const container = document.createElement('div');
  container.innerHTML = renderToString(site('/').app);
  document.body.append(container);
  expect(copyright()).toContain(`© ${buildYear}`);

  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
  const consoleError = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const { router, app } = site('/');
  act(() => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(copyright()).toContain(`© 2031 ${defaultContent.site_name}.`);
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();

  await act(() => router.navigate('/games'));
  expect(document.querySelector('main h1')?.textContent).toBe(defaultContent.games.title);
  expect(copyright()).toContain('© 2031');
});
