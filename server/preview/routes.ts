import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { MONEY_PAGE_PATH } from '../../src/app/money-page-path';
import { editionOf } from '../../src/content/editions';
import { localeOfPath, localePrefix, LOCALES } from '../../src/content/locale';
import type { SiteData } from '../../src/content/site-data';
import { isGenerationId } from '../../src/preview/generation-id';
import {
  contentEditSchema,
  styleEditSchema,
  type ContentSaved,
  type EditConflictReply,
  type HistoryReply,
  type StyleSaved,
} from '../../src/preview/requests';
import type { PreviewStore } from '../storage/preview-store';
import { findGeneration } from './find-generation';
import { contentChange, EditConflict, EditRejected, styleChange } from './edits';
import type { PageRenderer } from './page-renderer';
import { sameSiteJsonOnly } from './same-site-json';

export type PreviewOptions = {
  store: PreviewStore;
  /** What a new generation starts as. */
  defaults: SiteData;
  renderer: PageRenderer;
};

/** Preview: create generations, serve the site in preview mode, accept text and colour edits. */
export const previewRoutes: FastifyPluginCallback<PreviewOptions> = (app, { store, renderer }, done) => {
  app.addHook('preHandler', sameSiteJsonOnly);

  app.post<{ Params: { generationId: string } }>('/api/preview/:generationId/content', async (request, reply) => {
    const body = contentEditSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: requestError(body.error.issues) });
    const saved = edit(reply, request.params.generationId, () => contentChange(body.data));
    if (!saved) return reply;
    // The reply names the language only when the save named one (an English save answers as SPEC.md says).
    const { path, content, locale } = body.data;
    return { path, content, ...(locale ? { locale } : {}), revision: saved.revision } satisfies ContentSaved;
  });

  app.post<{ Params: { generationId: string } }>('/api/preview/:generationId/styles/v2', async (request, reply) => {
    const body = styleEditSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: requestError(body.error.issues) });
    const saved = edit(reply, request.params.generationId, () => styleChange(body.data));
    if (!saved) return reply;
    return { ...body.data, revision: saved.revision } satisfies StyleSaved;
  });

  type PreviewRequest = FastifyRequest<{ Params: { generationId: string } }>;

  // Every edit of a generation, newest first, for the editor's history panel.
  app.get('/api/preview/:generationId/history', async (request: PreviewRequest, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    const generation = findGeneration(store, request.params.generationId, reply);
    if (!generation) return reply;
    const edits = store
      .edits(generation.id)
      .reverse()
      .map(({ revision, kind, path, locale, oldValue, newValue, createdAt }) => ({ revision, kind, path, locale, oldValue, newValue, createdAt }));
    return { generationId: generation.id, revision: generation.revision, edits } satisfies HistoryReply;
  });

  /** The generation a preview page asks for; when there is none, the not-found page is sent. */
  const previewedGeneration = (request: PreviewRequest, reply: FastifyReply) => {
    const { generationId } = request.params;
    const generation = isGenerationId(generationId) ? store.get(generationId) : undefined;
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').type('text/html; charset=utf-8');
    if (!generation) void reply.code(404).send(renderer.notFoundHtml());
    return generation;
  };

  const servePreview = async (request: PreviewRequest, reply: FastifyReply) => {
    const generation = previewedGeneration(request, reply);
    if (!generation) return reply;
    const root = `/api/preview/${generation.id}`;
    const path = request.url.split('?')[0]!;
    const locale = localeOfPath(path.slice(root.length));
    const basename = root + localePrefix(locale);
    const data = { content: editionOf(generation, locale), styles: generation.styles, locale, revision: generation.revision };
    const page = await renderer.render(`${request.protocol}://${request.host}${request.url}`, path, data, basename);
    if (page.kind === 'redirect') return reply.redirect(page.location, 302);
    return reply.code(page.status).send(page.html);
  };
  app.get('/api/preview/:generationId', servePreview);
  app.get('/api/preview/:generationId/*', servePreview);

  // /money in preview redirects here (the route table's redirect, under the preview prefix), in each language.
  for (const locale of LOCALES) {
    app.get(`/api/preview/:generationId${localePrefix(locale)}${MONEY_PAGE_PATH}`, async (request: PreviewRequest, reply) => {
      const generation = previewedGeneration(request, reply);
      if (!generation) return reply;
      const data = { content: editionOf(generation, locale), styles: generation.styles, locale };
      return reply.send(renderer.moneyPage(data, `/api/preview/${generation.id}`));
    });
  }

  /** Runs one edit against the store, answering 404 or 400 itself when it cannot be applied. */
  function edit(reply: FastifyReply, generationId: string, makeChange: () => ReturnType<typeof contentChange>) {
    if (!isGenerationId(generationId)) {
      void reply.code(404).send({ error: 'Unknown generation' });
      return undefined;
    }
    try {
      const saved = store.applyEdit(generationId, makeChange());
      if (!saved) void reply.code(404).send({ error: 'Unknown generation' });
      return saved;
    } catch (error) {
      if (error instanceof EditConflict) {
        const { message, path, current, revision } = error;
        void reply.code(409).send({ error: message, path, current, revision } satisfies EditConflictReply);
        return undefined;
      }
      if (!(error instanceof EditRejected)) throw error;
      void reply.code(400).send({ error: error.message });
      return undefined;
    }
  }
  done();
};

function requestError(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}
