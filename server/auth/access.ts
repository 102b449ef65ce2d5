import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath } from '../../core/locale';
import { isOperator, mayEdit, resolveCaller, type Caller, type CallerSource } from './caller';
import { renderSignInPage, renderForbiddenPage } from './auth-pages';

/**
 * Who may call a route, declared on every route as `config: { access }`:
 * - `public`: anyone (the visitor site, the sign-in pages);
 * - `signed-in`: any signed-in account;
 * - `generation`: the operator, or an editor granted the route's `:generationId`;
 * - `operator`: the operator only.
 */
export type Access = 'public' | 'signed-in' | 'generation' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Each route's declared access, by `METHOD url` (the access table test reads it). */
    accessRules: Map<string, Access>;
  }
  interface FastifyRequest {
    /** Who is asking (resolved for every route that is not public, and by the sign-in routes). */
    caller: Caller;
  }
}

/** Whether a request would rather have a page than JSON (a browser's navigation). */
const wantsPage = (request: FastifyRequest) => request.method === 'GET' && /\btext\/html\b/.test(request.headers.accept ?? '');

/** The answer to a caller who may not: 401 without a session, 403 with one; a page for a browser's navigation, else `{ error }`. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 401 | 403) {
  if (wantsPage(request)) {
    const locale = localeOfPath(request.url.replace(/^\/api\/preview\/[^/]+/, ''));
    const html = status === 401 ? renderSignInPage({ locale, next: request.url }) : renderForbiddenPage({ locale, email: request.caller?.account.email ?? '' });
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }
  const error = status === 401 ? 'Sign in to do this' : 'Your account may not do this';
  return reply.code(status).send({ error });
}

/**
 * Guards every route by its declared access. A route without a declaration stops the server from
 * starting (so no route is ever added open by mistake); the caller is resolved before any other
 * hook, so a refused request is answered before its body is read.
 */
export function addAccessControl(app: FastifyInstance, source: CallerSource | undefined) {
  app.decorateRequest('caller', null);
  app.decorate('accessRules', new Map<string, Access>());
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access rule (config.access)`);
    for (const method of [route.method].flat()) app.accessRules.set(`${method} ${route.url}`, access);
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    request.caller = source ? await resolveCaller(request, source) : null;
    if (!request.caller) return refuse(request, reply, 401);
    if (access === 'operator' && !isOperator(request.caller)) return refuse(request, reply, 403);
    if (access === 'generation') {
      const { generationId } = request.params as { generationId?: string };
      if (!generationId || !mayEdit(request.caller, generationId)) return refuse(request, reply, 403);
    }
  });
}
