// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { createRoutes, prerenderPaths } from '../app/routes';
import { parseContentPath, textAt } from '../content/content-path';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import { defaultContentFr } from '../content/fr/default-content';
import type { SiteContent } from '../content/schema';
import { TestPreviewProviders } from './test-preview-providers';

afterEach(cleanup);

/**
 * Every page of the route table as an editor sees it: each prerendered route (but /money, which
 * leaves the app for the static coins page) and the not-found page.
 */
const ROUTES = [...prerenderPaths(defaultContent).filter((path) => path !== '/money'), '/no-such-page'];

/** Renders one route in preview mode and returns each editable element's path and the text it shows. */
async function editableTexts(content: SiteContent, path: string): Promise<{ path: string; shown: string }[]> {
  const router = createMemoryRouter(createRoutes(content), { initialEntries: [path] });
  const { container } = render(
    <TestPreviewProviders data={{ content, styles: defaultStyles }}>
      <RouterProvider router={router} />
    </TestPreviewProviders>,
  );
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  await screen.findByRole('main');
  const texts = [...container.querySelectorAll<HTMLElement>('[data-content-path]')].map((element) => ({
    path: element.dataset.contentPath!,
    shown: element.textContent ?? '',
  }));
  cleanup();
  return texts;
}

/** What is wrong with a page's editable texts: each line names the path and what it shows against what it names. */
function pathProblems(content: SiteContent, texts: { path: string; shown: string }[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const { path, shown } of texts) {
    const segments = parseContentPath(path);
    const named = segments ? textAt(content, segments) : undefined;
    if (!segments) problems.push(`${path}: not a content path`);
    else if (named === undefined) problems.push(`${path}: names no text of the content`);
    else if (shown !== named) problems.push(`${path}: shows ${JSON.stringify(shown)} but the path names ${JSON.stringify(named)}`);
    if (seen.has(path) && seen.get(path) !== shown) problems.push(`${path}: shown twice with different texts`);
    seen.set(path, shown);
  }
  return problems;
}

/**
 * A copy of the content in which every text the pages show is its own path: no two texts are
 * alike, so a component showing one text under another's path cannot pass by coincidence.
 */
function everyTextItsPath(paths: Iterable<string>): SiteContent {
  // Through JSON, as a page gets it: the default content shares some objects (header.links is links).
  const content = JSON.parse(JSON.stringify(defaultContent)) as SiteContent;
  for (const path of paths) {
    const segments = parseContentPath(path)!;
    let node = content as unknown as Record<string, unknown>;
    for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
    node[segments.at(-1)!] = `«${path}»`;
  }
  return content;
}

test.each(ROUTES)('in preview, every editable text on %s shows exactly the text its content path names', async (route) => {
  const texts = await editableTexts(defaultContent, route);
  expect(texts.length, `${route} has no editable text`).toBeGreaterThan(0);
  expect(pathProblems(defaultContent, texts)).toEqual([]);
});

test.each(ROUTES)('in preview of the French edition, every editable text on %s shows exactly the French text its content path names', async (route) => {
  const texts = await editableTexts(defaultContentFr, route);
  expect(texts.length, `${route} has no editable text`).toBeGreaterThan(0);
  expect(pathProblems(defaultContentFr, texts)).toEqual([]);
});

test('with every text made unique, each page still shows under each path the text that path names', async () => {
  const shownPaths = new Set<string>();
  for (const route of ROUTES) for (const { path } of await editableTexts(defaultContent, route)) shownPaths.add(path);
  const unique = everyTextItsPath(shownPaths);
  for (const route of ROUTES) {
    const texts = await editableTexts(unique, route);
    expect(texts.length, `${route} has no editable text`).toBeGreaterThan(0);
    expect(pathProblems(unique, texts), route).toEqual([]);
  }
});
