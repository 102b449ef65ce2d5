import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router';
import { scriptJson } from '../content/site-data';

/**
 * Id of the JSON script element that carries the router's state for hydration. React Router's
 * StaticRouterProvider would write it as an inline script that assigns a global, which a
 * Content-Security-Policy without 'unsafe-inline' forbids; a data block is not executed
 * (docs/decisions/021).
 */
export const ROUTER_DATA_ELEMENT_ID = 'router-data';

type SerializedError = { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean } | { __type: 'Error'; message: string };

/** The state a static render ended in (loader data, action data, errors), as JSON safe inside a `<script>` element. */
export function serializeRouterState(context: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>): string {
  const errors = context.errors ? Object.fromEntries(Object.entries(context.errors).map(([routeId, error]) => [routeId, serializeError(error)])) : null;
  return scriptJson({ loaderData: context.loaderData, actionData: context.actionData, errors });
}

function serializeError(error: unknown): SerializedError {
  if (isRouteErrorResponse(error)) {
    const { internal } = error as typeof error & { internal?: boolean };
    return { __type: 'RouteErrorResponse', status: error.status, statusText: error.statusText, data: error.data as unknown, internal: internal === true };
  }
  return { __type: 'Error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The router state the page was rendered with, for `createBrowserRouter({ hydrationData })`, or
 * undefined when the page carries none (or it is unreadable: the router then runs its loaders).
 * A route error comes back as an object `isRouteErrorResponse` accepts, any other as an Error.
 */
export function readRouterState(doc: Document): HydrationState | undefined {
  const json = doc.getElementById(ROUTER_DATA_ELEMENT_ID)?.textContent;
  if (!json) return undefined;
  try {
    const raw = JSON.parse(json) as { loaderData?: HydrationState['loaderData']; actionData?: HydrationState['actionData']; errors?: Record<string, SerializedError> | null };
    const errors = raw.errors ? Object.fromEntries(Object.entries(raw.errors).map(([routeId, error]): [string, unknown] => [routeId, deserializeError(error)])) : null;
    return { loaderData: raw.loaderData ?? {}, actionData: raw.actionData ?? null, errors };
  } catch {
    return undefined;
  }
}

function deserializeError(error: SerializedError): unknown {
  if (error.__type === 'Error') return new Error(error.message);
  const { status, statusText, data, internal } = error;
  return { status, statusText, data, internal };
}
