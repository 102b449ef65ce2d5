import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { resolveStatic } from './static-files';

export type AppOptions = {
  /** The built site: dist/ with client/ and server/ inside. */
  distDir: string;
  /** Log requests (off in tests). */
  logger?: boolean;
};

/** The one server process: the built site, with compression and the right cache headers. */
export async function buildApp({ distDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const clientDir = resolve(distDir, 'client');
  const app = Fastify({ logger, bodyLimit: 64 * 1024 });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: clientDir, serve: false, cacheControl: false, etag: true, lastModified: true });

  app.get('/money', (_request, reply) => reply.redirect('/virtual-coins.html', 302));

  app.get('/*', (request, reply) => {
    const target = resolveStatic(clientDir, request.url.split('?')[0] ?? '/');
    switch (target.kind) {
      case 'file':
        reply.header('Cache-Control', target.cache);
        return reply.sendFile(target.file);
      case 'redirect':
        return reply.redirect(target.location, 301);
      case 'not-found-page':
        reply.code(404).header('Cache-Control', 'no-cache');
        return reply.sendFile('404.html');
      case 'not-found':
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });

  return app;
}
