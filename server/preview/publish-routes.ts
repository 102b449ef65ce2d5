import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { createRate } from '../auth/create-rate';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SiteDataInvalid } from '../site/write-site';
import type { Translations } from '../../src/content/editions';
import type { SiteData } from '../../src/content/site-data';
import { exportedFileSchema, generationCreatedSchema, newGenerationRequestSchema, publishReplySchema, publishRequestSchema, type PublishReply } from '../../core/publish-requests';
import { errorReplySchema, generationParamsSchema } from '../../core/preview-requests';
import { checkGenerationFile, toGenerationFile, type ImportedFile, type ReadGenerationFile } from '../publish/generation-file';
import { inTurnByKey, oneAtATime, PublishBusy } from '../publish/publish-gate';
import type { Generation, PreviewStore } from '../storage/preview-store';
import { newGenerationId, previewPath } from './generation-id';
import { CONNECTION_LIMITS } from '../connection-limits';
import { listIssues } from '../error-reply';
import { HttpError, TooManyRequests } from '../http-errors';
import { findGeneration } from './find-generation';
import { sameSiteJsonOnly } from './same-site-json';

export type PublishRouteOptions = {
  store: PreviewStore;
  /** What a new generation starts as when nothing is imported (the default French edition when no translations). */
  defaults: SiteData & { translations?: Translations };
  /** Builds the public site of a generation; without it there is no publish endpoint. */
  publish?: (generation: Generation) => Promise<PublishReply>;
  /** How many generations one account may have made (MAX_GENERATIONS_PER_ACCOUNT); absent: no limit. */
  maxGenerationsPerAccount?: number | undefined;
  /** How many creates and imports one account may make a minute (MAX_CREATES_PER_MINUTE); absent: no limit. */
  maxCreatesPerMinute?: number | undefined;
  /** Publishes that may wait behind the running one (PUBLISH_QUEUE); one runs at a time, more get 429. */
  publishQueue?: number;
  /** Checks an imported file; the server runs it in a site worker. Default: in this thread. */
  checkImport?: (file: ImportedFile) => Promise<ReadGenerationFile>;
};

/** Largest import the server reads: a whole content object, pretty-printed, with room to grow. */
export const IMPORT_BODY_LIMIT = 1024 * 1024;

/** The export is a file people open: pretty-printed and ending in a newline, still checked against its schema. */
const exportSerializer = (route: { schema: unknown; httpStatus?: string }) => {
  if (route.httpStatus !== '200') return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const schema = route.schema as z.ZodType;
  return (data: unknown) => JSON.stringify(z.encode(schema, data), null, 2) + '\n';
};

/** Generations in and out: create (fresh or imported), export as a file, publish as a static site. */
export const publishRoutes: FastifyPluginCallback<PublishRouteOptions> = (
  app,
  { store, defaults, publish: publishAny, publishQueue = 2, maxGenerationsPerAccount, maxCreatesPerMinute, checkImport = (file) => Promise.resolve(checkGenerationFile(file)) },
  done,
) => {
  // One publish at a time per instance; a few wait, the rest are told when to come back.
  const publish = publishAny && oneAtATime(publishAny, { queue: publishQueue });
  app.addHook('onRequest', sameSiteJsonOnly);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // An empty body ({}) starts from the defaults; anything else is an import, refused whole when invalid.
  const createRoute = { body: newGenerationRequestSchema, response: { 201: generationCreatedSchema, '4xx': errorReplySchema } };
  const rate = maxCreatesPerMinute === undefined ? undefined : createRate(maxCreatesPerMinute);
  // Runs after the caller is known and before the body is read: a refused import costs no parsing.
  const limitRate = (request: FastifyRequest): Promise<void> => {
    const wait = request.caller && rate?.take(request.caller.account.id);
    if (wait === undefined || wait === null) return Promise.resolve();
    return Promise.reject(new TooManyRequests(`Too many new generations from this account: at most ${maxCreatesPerMinute} a minute (MAX_CREATES_PER_MINUTE); try again in ${wait} s`, wait));
  };
  /** Refuses a create when the account already has its most generations. */
  const checkQuota = async (ownerId: string) => {
    if (maxGenerationsPerAccount !== undefined && (await store.accounts.ownedCount(ownerId)) >= maxGenerationsPerAccount) {
      throw new HttpError(403, `This account already has ${maxGenerationsPerAccount} generations, the most it may have (MAX_GENERATIONS_PER_ACCOUNT): delete one first`);
    }
  };
  /**
   * An account's creates, counted and stored one after another: counted at once, four creates
   * asked together all found room for one more and an account passed its quota.
   */
  const oneCreateAtATime = inTurnByKey();
  api.post('/api/generations', { bodyLimit: IMPORT_BODY_LIMIT, schema: createRoute, config: { access: 'operator' }, onRequest: limitRate }, async (request, reply) => {
    const owner = request.caller!.account;
    // Counted first so that a refused import costs no check, and again just before it is stored.
    await checkQuota(owner.id);
    let data: PublishRouteOptions['defaults'] = defaults;
    const { content, ...rest } = request.body;
    if (content) {
      const file = await checkImport({ ...rest, content });
      if (!file.ok) throw new HttpError(file.status, listIssues(file.errors));
      data = file;
    }
    const generation = await oneCreateAtATime(owner.id, async () => {
      await checkQuota(owner.id);
      return store.create(newGenerationId(), data.content, data.styles, data.translations, owner.id);
    });
    const previewUrl = `${request.protocol}://${request.host}${previewPath(generation.id)}`;
    return reply.code(201).send({ id: generation.id, previewUrl, revision: generation.revision });
  });

  const exportRoute = { params: generationParamsSchema, response: { 200: exportedFileSchema, '4xx': errorReplySchema } };
  api.get('/api/preview/:generationId/export', { schema: exportRoute, serializerCompiler: exportSerializer, config: { access: 'operator' } }, async (request, reply) => {
    const generation = await findGeneration(store, request.params.generationId);
    reply.header('Content-Disposition', `attachment; filename="${generation.id}.json"`);
    return toGenerationFile(generation, new Date());
  });

  if (publish) {
    const publishRoute = { params: generationParamsSchema, body: publishRequestSchema, response: { 200: publishReplySchema, '4xx': errorReplySchema } };
    api.post('/api/preview/:generationId/publish', { schema: publishRoute, config: { access: 'generation' } }, async (request) => {
      const generation = await findGeneration(store, request.params.generationId);
      // The answer may take longer than a socket may stay silent; this one waits for it. (A request
      // injected in a test has no socket.)
      request.raw.socket?.setTimeout?.(CONNECTION_LIMITS.publishAnswerMs);
      try {
        return await publish(generation);
      } catch (error) {
        if (error instanceof PublishBusy) throw new TooManyRequests(error.message, error.retryAfterSeconds);
        if (error instanceof SiteDataInvalid) throw new HttpError(422, error.message);
        throw error;
      }
    });
  }

  done();
};
