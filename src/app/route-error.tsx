import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { useContent } from './site-data-context';
import { SiteShell } from './site-shell';

/**
 * The error element of the root route: every routing error (400, 403, 404, 405, or a failure
 * while rendering) shows the 'not found' page inside the layout, never the library's default.
 */
export function RouteError() {
  const error = useRouteError();
  const content = useContent();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteShell pageName={content.ui?.notFoundTitle}>
      <NotFoundPage />
    </SiteShell>
  );
}
