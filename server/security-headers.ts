import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HeaderSet } from './content-security-policy';

/**
 * Gives every response of `app` (pages, files, redirects, JSON, 404s and errors alike) the header
 * set `choose` picks for its request: one hook, so no route can forget them. Headers a route set
 * itself are kept (none of them sets these).
 */
export function addSecurityHeaders(app: FastifyInstance, choose: (request: FastifyRequest) => HeaderSet) {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(choose(request))) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers one person (the sign-in pages): never cached. */
    personal?: boolean;
  }
}

/**
 * The one hook that says which answers no cache may keep (the site's files carry their own
 * Cache-Control, static-files.ts): every answer under /api/ (preview pages, their JSON, their
 * 404s, an unknown endpoint's 404) and every answer of a route that needs a session is for one
 * editor at one moment, never cached and never indexed (the route's access as well as the address,
 * so that no form of address reaches a draft that may be kept); a refusal (401, 403) and the answers
 * of a `personal` route are never cached.
 */
export function addCacheHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config?.access;
    if (request.url.startsWith('/api/') || (access !== undefined && access !== 'public')) reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    else if (reply.statusCode === 401 || reply.statusCode === 403 || request.routeOptions.config?.personal) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
