import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { localePrefix, LOCALES } from '../core/locale';
import { MONEY_PAGE_PATH } from '../core/site-paths';
import { addAccessControl } from './auth/access';
import type { Account } from './auth/account-store';
import { authRoutes } from './auth/auth-routes';
import type { RequestTimeouts } from './connection-limits';
import { errorReply } from './error-reply';
import { guardListener, listenerOptions, refuseDeepBodies } from './http-guards';
import { addJsonBodyParser } from './json-body';
import { publishRoutes, type PublishRouteOptions } from './preview/publish-routes';
import { previewRoutes, type PreviewOptions } from './preview/routes';
import { gamesHeaders, inlineScriptHashes, siteHeaders } from './content-security-policy';
import { addCacheHeaders, addSecurityHeaders } from './security-headers';
import { loadSiteFiles, sendSiteFile, type SiteFiles } from './site-files';
import { isGamesPath, resolveStatic } from './static-files';

export type AppOptions = {
  /** The built site: dist/ with client/ and server/ inside. */
  distDir: string;
  /** Its client files, when already read (the games' listener serves the same map); default: read from distDir at start. */
  files?: SiteFiles;
  /** Preview storage, defaults and renderer; without them the server only serves the site. */
  preview?: PreviewOptions;
  /** Builds a generation's public site (POST /api/preview/{id}/publish); only with preview. */
  publish?: PublishRouteOptions['publish'];
  /** Publishes that may wait behind the running one (PUBLISH_QUEUE, default 2); more get 429. */
  publishQueue?: number;
  /** Checks an imported file off the serving thread (a site worker); default: in this thread. */
  checkImport?: PublishRouteOptions['checkImport'];
  /** Log requests (off in tests, or to a stream a test reads). */
  logger?: boolean | { stream: { write: (line: string) => void } };
  /** Proxies to trust for the client's address and protocol (TRUST_PROXY); 0: none. */
  trustProxy?: number;
  /**
   * The games' own origin (GAMES_ORIGIN): the site's frames load the games from there, and this
   * app sends the games' paths there instead of serving them. '' or absent: the games are served
   * here, with the site (docs/decisions/021).
   */
  gamesOrigin?: string;
  /** The themed assets prefix; an absolute one adds its origin to the pages' image and frame sources. */
  assetsPrefix?: string;
  /**
   * Signing in (with preview): the operator account that start-up made, OPERATOR_TOKEN (the bearer
   * token that acts as it) and the quota of generations per account (docs/decisions/031).
   */
  auth?: { operator: Account; operatorToken?: string | undefined; maxGenerationsPerAccount?: number; maxCreatesPerMinute?: number };
  /** The site's public origins (SITE_ORIGIN): set, a request for any other Host is answered 421. */
  siteOrigins?: readonly string[];
  /**
   * Answers the site's GET requests (pages, scripts, styles, images, the games) in place of the
   * built files: the development server's Vite (server/dev/dev-server.ts). Absent: dist/client.
   */
  devSite?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** How long a request's headers and the whole request may take (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS); absent: CONNECTION_LIMITS'. */
  timeouts?: RequestTimeouts;
};

/**
 * The address of a request as the log shows it: with the secret of a one-time link or invitation
 * left out (an invitation stays usable for days after it is opened, and logs are read by more
 * people, for longer, than the database). A request that reached a route whose last part is the
 * token is logged as that route, whatever the spelling of its address (the router decodes
 * `/%69nvite/…` to `/invite/…`); any other, as sent, with what follows /sign-in/link/ or /invite/ cut.
 */
function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  if (route && /\/:token$/.test(route)) return route.replace(/:token$/, '…') + query;
  return request.url.replace(/\/(sign-in\/link|invite)\/[^/?#]+/, '/$1/…');
}

/** A request as the log (LOG_REQUESTS) shows it: Fastify's own fields, with no secret in the address. */
const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Largest request body the server reads. */
export const BODY_LIMIT = 64 * 1024;

/** The one server process: the built site, the preview endpoints, compression and cache headers. */
export async function buildApp({
  distDir,
  files: loaded,
  preview,
  publish,
  publishQueue,
  checkImport,
  logger = false,
  gamesOrigin = '',
  assetsPrefix = '',
  auth,
  trustProxy = 0,
  siteOrigins,
  devSite,
  timeouts,
}: AppOptions): Promise<FastifyInstance> {
  const clientDir = resolve(distDir, 'client');
  // Security headers on every response; games served here may be framed by the site alone.
  const home = join(clientDir, 'index.html');
  const site = siteHeaders({ gamesOrigin, assetsPrefix, scriptHashes: existsSync(home) ? inlineScriptHashes(readFileSync(home, 'utf8')) : [] });
  const games = gamesHeaders({ siteOrigins: 'same-origin' });
  const headersFor = (request: FastifyRequest) => (!gamesOrigin && isGamesPath(request.url.split('?')[0] ?? '/') ? games : site);

  // Errors of the router itself (a malformed or too long address) answer as every other error;
  // no hook runs for them, so they get their headers here.
  const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const { status, error: message } = errorReply(error);
    void reply.code(status).headers(site).send({ error: message });
  };
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: loggedRequest } },
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    trustProxy: trustProxy > 0 ? (_address: string, hop: number) => hop < trustProxy : false,
    ...listenerOptions(site, timeouts),
  });
  guardListener(app, site, siteOrigins);
  addJsonBodyParser(app);
  app.addHook('preValidation', refuseDeepBodies);

  // Routes declare their bodies, params and replies as zod schemas (the ones the client imports).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One error handler: every failure answers JSON {error}; details of a 500 stay in the log.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, error: message, body = {}, headers = {} } = errorReply(error);
    if (status === 500) request.log.error(error);
    return reply
      .code(status)
      .headers(headers)
      .send({ error: message, ...body });
  });
  // Every GET is the site's (see /* below); any other method at an address without a route lands here.
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: `No ${request.method} endpoint at this address` }));

  addSecurityHeaders(app, headersFor);
  addCacheHeaders(app);
  // Every route declares who may call it; nothing of the preview opens without a session or the token.
  const callers = preview && auth ? { accounts: preview.store.accounts, operator: auth.operator, operatorToken: auth.operatorToken } : undefined;
  if (preview && !callers) throw new Error('the preview needs auth: the operator account (and OPERATOR_TOKEN, if any)');
  addAccessControl(app, callers);

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const files = loaded ?? loadSiteFiles(clientDir);
  if (preview) await app.register(previewRoutes, preview);
  if (preview)
    await app.register(publishRoutes, {
      store: preview.store,
      defaults: preview.defaults,
      publish,
      publishQueue,
      checkImport,
      maxGenerationsPerAccount: auth?.maxGenerationsPerAccount,
      maxCreatesPerMinute: auth?.maxCreatesPerMinute,
    });
  if (callers) await app.register(authRoutes, callers);

  for (const locale of LOCALES) app.get(`${localePrefix(locale)}/money`, { config: { access: 'public' } }, (_request, reply) => reply.redirect(localePrefix(locale) + MONEY_PAGE_PATH, 302));

  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (devSite) return devSite(request, reply);
    const path = request.url.split('?')[0] ?? '/';
    // The games live on their own origin: an old address of a game's file is sent there.
    if (gamesOrigin && isGamesPath(path)) return reply.redirect(gamesOrigin + request.url, 302);
    // A reader's tab (not a game's frame, a script or a program) gets a page for every miss.
    const target = resolveStatic(files, path, { navigation: request.headers['sec-fetch-dest'] === 'document' });
    switch (target.kind) {
      case 'file':
        reply.header('Cache-Control', target.cache);
        return sendSiteFile(request, reply, files.get(target.file)!);
      case 'redirect':
        return reply.redirect(target.location, target.status);
      case 'not-found-page': {
        const page = files.get(target.file);
        if (!page) return reply.code(404).send({ error: 'Not found' });
        reply.code(404).header('Cache-Control', 'no-cache');
        return sendSiteFile(request, reply, page);
      }
      case 'not-found':
        return reply.code(404).send({ error: 'Not found' });
    }
  });

  return app;
}
