import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MONEY_PAGE_PATH } from '../../core/site-paths';
import { editionOf } from '../../src/content/editions';
import { localeOfPath, localePrefix, LOCALES } from '../../core/locale';
import type { SiteData } from '../../src/content/site-data';
import { isGenerationId } from '../../core/generation-id';
import {
  contentEditSchema,
  contentSavedSchema,
  editConflictReplySchema,
  errorReplySchema,
  generationParamsSchema,
  historyQuerySchema,
  historyReplySchema,
  styleEditSchema,
  styleSavedSchema,
} from '../../core/preview-requests';
import type { PreviewStore } from '../storage/preview-store';
import { findGeneration } from './find-generation';
import { contentChange, styleChange } from './edits';
import { NotFound } from '../http-errors';
import type { PageRenderer } from './page-renderer';
import { sameSiteJsonOnly } from './same-site-json';
import { authorOf } from '../auth/caller';

export type PreviewOptions = {
  store: PreviewStore;
  /** What a new generation starts as. */
  defaults: SiteData;
  renderer: PageRenderer;
};

/** Preview: create generations, serve the site in preview mode, accept text and colour edits. */
export const previewRoutes: FastifyPluginCallback<PreviewOptions> = (app, { store, renderer }, done) => {
  app.addHook('onRequest', sameSiteJsonOnly);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editReplies = { 409: editConflictReplySchema, '4xx': errorReplySchema };
  /** Every route here is a generation's: the operator's, or an editor's it was granted to. */
  const config = { access: 'generation' } as const;

  const contentRoute = { params: generationParamsSchema, body: contentEditSchema, response: { 200: contentSavedSchema, ...editReplies } };
  api.post('/api/preview/:generationId/content', { schema: contentRoute, config }, async (request) => {
    const saved = await edit(request, () => contentChange(request.body));
    // The reply names the language only when the save named one (an English save answers as SPEC.md says).
    const { path, content, locale } = request.body;
    return { path, content, ...(locale ? { locale } : {}), revision: saved.revision };
  });

  const styleRoute = { params: generationParamsSchema, body: styleEditSchema, response: { 200: styleSavedSchema, ...editReplies } };
  api.post('/api/preview/:generationId/styles/v2', { schema: styleRoute, config }, async (request) => {
    const saved = await edit(request, () => styleChange(request.body));
    return { ...request.body, revision: saved.revision };
  });

  type PreviewRequest = FastifyRequest<{ Params: { generationId: string } }>;

  // One page of a generation's edits, newest first, for the editor's history panel (the reply schema keeps each edit's public fields).
  const historyRoute = { params: generationParamsSchema, querystring: historyQuerySchema, response: { 200: historyReplySchema, '4xx': errorReplySchema } };
  api.get('/api/preview/:generationId/history', { schema: historyRoute, config }, async (request) => {
    const generation = await findGeneration(store, request.params.generationId);
    const { before, limit } = request.query;
    const page = await store.history(generation.id, { ...(before === undefined ? {} : { before }), limit });
    const oldest = page.edits.at(-1)?.revision;
    return { generationId: generation.id, revision: generation.revision, edits: page.edits, more: page.more, before: page.more && oldest !== undefined ? oldest : null };
  });

  /** The generation a preview page asks for; when there is none, the not-found page is sent. */
  const previewedGeneration = async (request: PreviewRequest, reply: FastifyReply) => {
    const { generationId } = request.params;
    const generation = isGenerationId(generationId) ? await store.get(generationId) : undefined;
    reply.type('text/html; charset=utf-8');
    if (!generation) void reply.code(404).send(renderer.notFoundHtml());
    // Opened: the expiry of unused generations spares it (at most one write an hour).
    else await store.touch(generation.id);
    return generation;
  };

  const servePreview = async (request: PreviewRequest, reply: FastifyReply) => {
    const generation = await previewedGeneration(request, reply);
    if (!generation) return reply;
    const root = `/api/preview/${generation.id}`;
    const path = request.url.split('?')[0]!;
    const locale = localeOfPath(path.slice(root.length));
    const basename = root + localePrefix(locale);
    const data = { content: editionOf(generation, locale), styles: generation.styles, locale, revision: generation.revision };
    // The router reads the address's path and query only: the origin is a fixed one, never the Host
    // header, which a client may fill with anything (a space in it made the address unparseable).
    const page = await renderer.render(`http://localhost${request.url}`, path, data, basename);
    if (page.kind === 'redirect') return reply.redirect(page.location, 302);
    return reply.code(page.status).send(page.html);
  };
  app.get('/api/preview/:generationId', { config }, servePreview);
  app.get('/api/preview/:generationId/*', { config }, servePreview);

  // /money in preview redirects here (the route table's redirect, under the preview prefix), in each language.
  for (const locale of LOCALES) {
    app.get(`/api/preview/:generationId${localePrefix(locale)}${MONEY_PAGE_PATH}`, { config }, async (request: PreviewRequest, reply) => {
      const generation = await previewedGeneration(request, reply);
      if (!generation) return reply;
      const data = { content: editionOf(generation, locale), styles: generation.styles, locale, revision: generation.revision };
      return reply.send(await renderer.moneyPage(data, `/api/preview/${generation.id}`));
    });
  }

  /**
   * Runs one edit against the store (its id already matched the params schema). What cannot be
   * applied throws, and the error handler answers: NotFound (404), EditConflict (409 with the
   * stored value), EditRejected (400, 413 or 422).
   */
  async function edit(request: FastifyRequest, makeChange: () => ReturnType<typeof contentChange>) {
    const { generationId } = request.params as { generationId: string };
    const saved = await store.applyEdit(generationId, makeChange(), authorOf(request.caller));
    if (!saved) throw new NotFound();
    return saved;
  }
  done();
};
