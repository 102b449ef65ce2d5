import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { resolve } from 'node:path';
import type { RequestTimeouts } from './connection-limits';
import { gamesHeaders } from './content-security-policy';
import { guardListener, listenerOptions } from './http-guards';
import { addSecurityHeaders } from './security-headers';
import { loadSiteFiles, sendSiteFile, type SiteFiles } from './site-files';
import { isGamesPath, resolveStatic } from './static-files';
import { readBuildInfo } from './site/build-info';

export type GamesAppOptions = {
  /** The built site: the games are its client/games/{folder}/ files. */
  distDir: string;
  /** Its client files, when the site's listener has read them already; default: read from distDir. */
  files?: SiteFiles;
  /** The site's origins: the only pages allowed to frame the games. */
  siteOrigins: readonly string[];
  logger?: boolean;
  /** The games' origin (GAMES_ORIGIN): set, a request for any other Host is answered 421. */
  gamesOrigin?: string;
  /** HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS; absent: CONNECTION_LIMITS'. */
  timeouts?: RequestTimeouts;
};

/**
 * The games' own origin (GAMES_ORIGIN): a second listener of the server process that serves the
 * games' files (every game, "Your play", their assets) and the favicon their pages link, and
 * nothing of the site. A frame with `allow-scripts allow-same-origin` is only sandboxed for real
 * when its origin is not the site's (docs/decisions/021).
 */
export async function buildGamesApp({ distDir, files: loaded, siteOrigins, logger = false, gamesOrigin, timeouts }: GamesAppOptions): Promise<FastifyInstance> {
  const clientDir = resolve(distDir, 'client');
  const headers = gamesHeaders({ siteOrigins });
  const frameworkErrors = (_error: unknown, _request: unknown, reply: FastifyReply) => void reply.code(404).headers(headers).send({ error: 'Not found' });
  const app = Fastify({ logger, frameworkErrors, ...listenerOptions(headers, timeouts) });
  guardListener(app, headers, gamesOrigin ? [gamesOrigin] : undefined);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const files = loaded ?? loadSiteFiles(clientDir);
  addSecurityHeaders(app, () => headers);

  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const target = isGamesPath(path) || path === '/favicon.svg' ? resolveStatic(files, path) : ({ kind: 'not-found' } as const);
    if (target.kind === 'file') return sendSiteFile(request, reply.header('Cache-Control', target.cache), files.get(target.file)!);
    return reply.code(404).send({ error: 'Not found' });
  });
  return app;
}

/** Starts the games' listener for GAMES_ORIGIN on `port` (GAMES_PORT), else on the origin's own port. */
export async function listenGames(options: GamesAppOptions & { gamesOrigin: string; host: string; port?: number }): Promise<FastifyInstance> {
  // The games' listener answers only for GAMES_ORIGIN's host (421 for others).
  const app = await buildGamesApp(options);
  await app.listen({ port: options.port ?? originPort(options.gamesOrigin), host: options.host });
  return app;
}

/**
 * The site's origins when SITE_ORIGIN does not name them: the address the server listens on, and
 * on a loopback address both names a browser may use for it.
 */
export function defaultSiteOrigins(host: string, port: number): string[] {
  if (['127.0.0.1', 'localhost', '0.0.0.0', '::1', '::'].includes(host)) return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
}

/** The port GAMES_ORIGIN names, or its scheme's default. */
export function originPort(origin: string): number {
  const url = new URL(origin);
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * The games origin a build's pages frame the games from (build-info.json; '' for the site's own).
 * The server refuses to start when it differs from GAMES_ORIGIN: the frames would load from an
 * origin it does not serve, or its CSP would block them.
 */
export function builtGamesOrigin(distDir: string): string {
  return readBuildInfo(distDir).gamesOrigin;
}
