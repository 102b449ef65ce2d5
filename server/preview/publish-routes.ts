import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { SiteDataInvalid } from '../../scripts/write-site.mjs';
import type { Translations } from '../../src/content/editions';
import type { SiteData } from '../../src/content/site-data';
import { publishRequestSchema, type GenerationCreated, type PublishReply } from '../../src/preview/publish-requests';
import { readGenerationFile, toGenerationFile } from '../publish/generation-file';
import type { Generation, PreviewStore } from '../storage/preview-store';
import { newGenerationId, previewPath } from './generation-id';
import { findGeneration } from './find-generation';
import { sameSiteJsonOnly } from './same-site-json';

export type PublishRouteOptions = {
  store: PreviewStore;
  /** What a new generation starts as when nothing is imported (the default French edition when no translations). */
  defaults: SiteData & { translations?: Translations };
  /** Builds the public site of a generation; without it there is no publish endpoint. */
  publish?: (generation: Generation) => Promise<PublishReply>;
};

/** Largest import the server reads: a whole content object, pretty-printed, with room to grow. */
export const IMPORT_BODY_LIMIT = 1024 * 1024;

type GenerationRequest = FastifyRequest<{ Params: { generationId: string } }>;

/** Generations in and out: create (fresh or imported), export as a file, publish as a static site. */
export const publishRoutes: FastifyPluginCallback<PublishRouteOptions> = (app, { store, defaults, publish }, done) => {
  app.addHook('preHandler', sameSiteJsonOnly);

  // An empty body ({}) starts from the defaults; anything else is an import, refused whole when invalid.
  app.post('/api/generations', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    let data: PublishRouteOptions['defaults'] = defaults;
    if (!isEmpty(request.body)) {
      const file = readGenerationFile(request.body);
      if (!file.ok) return reply.code(400).send({ error: file.errors.join('; ') });
      data = file;
    }
    const generation = store.create(newGenerationId(), data.content, data.styles, data.translations);
    const previewUrl = `${request.protocol}://${request.host}${previewPath(generation.id)}`;
    return reply.code(201).send({ id: generation.id, previewUrl, revision: generation.revision } satisfies GenerationCreated);
  });

  app.get('/api/preview/:generationId/export', async (request: GenerationRequest, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    const generation = findGeneration(store, request.params.generationId, reply);
    if (!generation) return reply;
    const file = toGenerationFile(generation, new Date());
    return reply
      .header('Content-Disposition', `attachment; filename="${generation.id}.json"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(file, null, 2) + '\n');
  });

  if (publish) {
    app.post('/api/preview/:generationId/publish', async (request: GenerationRequest, reply) => {
      const body = publishRequestSchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ error: 'the body must be {}' });
      const generation = findGeneration(store, request.params.generationId, reply);
      if (!generation) return reply;
      try {
        return await publish(generation);
      } catch (error) {
        if (!(error instanceof SiteDataInvalid)) throw error;
        return reply.code(422).send({ error: error.message });
      }
    });
  }

  done();
};

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
}
