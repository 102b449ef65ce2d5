import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { localePrefix, LOCALES } from '../src/content/locale';
import { MONEY_PAGE_PATH } from '../src/app/money-page-path';
import { publishRoutes, type PublishRouteOptions } from './preview/publish-routes';
import { previewRoutes, type PreviewOptions } from './preview/routes';
import { resolveStatic } from './static-files';

export type AppOptions = {
  /** The built site: dist/ with client/ and server/ inside. */
  distDir: string;
  /** Preview storage, defaults and renderer; without them the server only serves the site. */
  preview?: PreviewOptions;
  /** Builds a generation's public site (POST /api/preview/{id}/publish); only with preview. */
  publish?: PublishRouteOptions['publish'];
  /** Log requests (off in tests). */
  logger?: boolean;
};

/** Largest request body the server reads. */
export const BODY_LIMIT = 64 * 1024;

/** The one server process: the built site, the preview endpoints, compression and cache headers. */
export async function buildApp({ distDir, preview, publish, logger = false }: AppOptions): Promise<FastifyInstance> {
  const clientDir = resolve(distDir, 'client');
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });

  // One error handler: every failure answers JSON {error}; details of a 500 stay in the log.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message = status === 415 ? 'Content-Type must be application/json' : status === 500 ? 'Internal server error' : error.message;
    return reply.code(status).send({ error: message });
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: clientDir, serve: false, cacheControl: false, etag: true, lastModified: true });
  if (preview) await app.register(previewRoutes, preview);
  if (preview) await app.register(publishRoutes, { store: preview.store, defaults: preview.defaults, publish });

  for (const locale of LOCALES) app.get(`${localePrefix(locale)}/money`, (_request, reply) => reply.redirect(localePrefix(locale) + MONEY_PAGE_PATH, 302));

  app.get('/*', (request, reply) => {
    const target = resolveStatic(clientDir, request.url.split('?')[0] ?? '/');
    switch (target.kind) {
      case 'file':
        reply.header('Cache-Control', target.cache);
        return reply.sendFile(target.file);
      case 'redirect':
        return reply.redirect(target.location, target.status);
      case 'not-found-page':
        reply.code(404).header('Cache-Control', 'no-cache');
        return reply.sendFile(target.file);
      case 'not-found':
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });

  return app;
}
