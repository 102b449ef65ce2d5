import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from './app/routes';
import { readRouterState } from './app/router-hydration';
import { SiteDataContext } from './app/site-data-context';
import { DEFAULT_LOCALE, localePrefix } from '../core/locale';
import { loadSiteData } from './content/site-data';
import { previewBasename } from '../core/preview-path';
import './styles/base.css';

const rootElement = document.getElementById('root')!;
const data = loadSiteData(document);

const preview = previewBasename(window.location.pathname);
// A French page's routes live under /fr (and under the preview prefix in preview mode).
const prefix = data ? localePrefix(data.locale ?? DEFAULT_LOCALE) : '';

if (data && preview) {
  // Preview mode: the editing code is its own chunk, which ordinary visitors never load. The
  // server-rendered page stays in view until the editor is ready to replace it.
  void import('./preview/mount-preview').then(({ mountPreview }) => mountPreview(rootElement, data, preview + prefix));
} else if (data) {
  // A page prerendered for this very path hydrates; a fallback page (the 404 page served for
  // an unknown path) is rendered afresh so the router can redirect or show its own result.
  const prerendered = rootElement.dataset.renderedPath === window.location.pathname;
  const hydrationData = prerendered ? readRouterState(document) : undefined;
  const router = createBrowserRouter(createRoutes(data.content, data.omitted), { ...(prefix ? { basename: prefix } : {}), hydrationData });
  const app = (
    <StrictMode>
      <SiteDataContext value={data}>
        <RouterProvider router={router} />
      </SiteDataContext>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (no long task for a phone's slower CPU).
  if (prerendered) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
} else {
  rootElement.replaceChildren();
}
