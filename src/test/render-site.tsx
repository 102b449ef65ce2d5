import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../app/routes';
import { SiteDataContext } from '../app/site-data-context';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import type { SiteContent, StyleSet } from '../content/schema';

/** A deep copy of the default content, to change freely in a test. */
export function contentCopy(): SiteContent {
  return structuredClone(defaultContent);
}

/** Renders the whole site (real route table, memory history) at the given entries. */
export function renderSite(entries: string[], content: SiteContent = defaultContent, styles: StyleSet = defaultStyles) {
  const router = createMemoryRouter(createRoutes(content), { initialEntries: entries, initialIndex: entries.length - 1 });
  const view = render(
    <SiteDataContext value={{ content, styles }}>
      <RouterProvider router={router} />
    </SiteDataContext>,
  );
  return { router, ...view };
}
