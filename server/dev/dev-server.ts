// npm run dev: the site and the games from their sources, with Vite's hot reload, no build. One
// server on one origin, as `npm start` serves it: the preview's API (Fastify, the real app with
// sign-in) and Vite for everything else. A page is rendered on the server from the current sources
// (Vite's ssrLoadModule of src/entry-server.tsx, with the same pipeline as the build), then
// hydrates; a change to a section, a stylesheet, the content or a game shows in the open browser:
// styles swap in place, other modules reload the page (or the game's frame).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { localeOfPath } from '../../core/locale';
import type { SiteData } from '../../src/content/site-data';
import { buildApp } from '../app';
import { signInLink, startUp } from '../auth/links';
import { createPageRenderer, type PageRenderer } from '../preview/page-renderer';
import { renderPublicPage, type SiteRendererModule } from '../site/write-site';
import { openPreviewStore } from '../storage/open-store';
import { devTarget, GAMES_BASE, gamesUrl } from './dev-site';

export type DevServerOptions = {
  /** The project folder holding index.html, src/, games/ and public/ (the tests use a copy). */
  root: string;
  port: number;
  host: string;
  /** Where previews are stored: PostgreSQL when `databaseUrl` is set, else the SQLite file. */
  databasePath: string;
  databaseUrl?: string | undefined;
  operatorEmail: string;
  operatorToken?: string | undefined;
  /** Vite's dependency caches; default under the root's node_modules. */
  cacheDir?: string;
};

export type DevServer = {
  /** The site, e.g. http://127.0.0.1:5173 (no trailing slash). */
  url: string;
  /** A one-time link (one hour, one use) that signs a browser in as the operator and opens their generation's preview. */
  signInUrl: string;
  close: () => Promise<void>;
};

/** The page the preview answers for an unknown generation, before any page was rendered. */
const NOT_FOUND = '<!doctype html><title>Page not found</title><h1>Page not found</h1>';

/** Starts the development server; resolves once it listens. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { root } = options;
  const store = await openPreviewStore({ databaseUrl: options.databaseUrl, databasePath: options.databasePath });
  // Both Vites are made once the app's HTTP server exists (their hot-reload sockets share it).
  const started: { site?: ViteDevServer; games?: ViteDevServer } = {};
  const vites = () => {
    const { site, games } = started;
    if (!site || !games) throw new Error('the development server is still starting');
    return { site, games };
  };

  const renderer = devPageRenderer(() => vites().site, root);
  const defaults = { content: defaultContent, styles: defaultStyles };
  const { operator, generationId } = await startUp(store, options.operatorEmail, defaults);
  const app: FastifyInstance = await buildApp({
    // Nothing is served from a build; the folder need not exist.
    distDir: join(root, 'dist'),
    auth: { operator, operatorToken: options.operatorToken },
    preview: { store, defaults, renderer },
    devSite: (request, reply) => serveDev(vites(), renderer, request, reply),
  });

  const viteOptions = (base: string) => ({
    base,
    clearScreen: false,
    logLevel: 'warn' as const,
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  const site = (started.site = await createServer({
    ...viteOptions('/'),
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    plugins: [reloadOnServerOnlyChange()],
    ...(options.cacheDir ? { cacheDir: join(options.cacheDir, 'site') } : {}),
  }));
  const games = (started.games = await createServer({
    ...viteOptions(GAMES_BASE),
    configFile: join(root, 'games/vite.config.ts'),
    appType: 'mpa',
    ...(options.cacheDir ? { cacheDir: join(options.cacheDir, 'games') } : {}),
  }));

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}`;
  return {
    url,
    signInUrl: url + (await signInLink(store.accounts, operator, generationId)),
    close: async () => {
      await Promise.all([site.close(), games.close()]);
      await app.close();
      await store.close();
    },
  };
}

/**
 * A module only the server renders with (the default content: the browser reads its page's copy
 * from the page) has no module in the browser to update, so Vite would do nothing on its change:
 * reload the open pages instead, which the server renders anew.
 */
function reloadOnServerOnlyChange(): Plugin {
  return {
    name: 'brightmoose:dev-reload-server-only',
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'client' || modules.length > 0) return;
      if (server.environments.ssr.moduleGraph.getModulesByFile(file)?.size) server.environments.client.hot.send({ type: 'full-reload' });
    },
  };
}

/** One GET of the site: handed to the games' or the site's Vite, or rendered as a page. */
async function serveDev({ site, games }: { site: ViteDevServer; games: ViteDevServer }, renderer: DevPageRenderer, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const target = devTarget(path);
  if (target === 'page') {
    const page = await renderer.publicPage(path);
    if (page.kind === 'redirect') return reply.redirect(page.location, 302);
    return reply.code(page.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page.html);
  }
  const vite = target === 'games' ? games : site;
  // Vite answers on the raw response; Fastify stays out of it.
  reply.hijack();
  const raw = request.raw;
  if (target === 'games') raw.url = gamesUrl(raw.url ?? path);
  vite.middlewares(raw, reply.raw, () => {
    reply.raw.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${path}`);
  });
}

type DevPageRenderer = PageRenderer & {
  /** A public page of the default content, rendered from the current sources. */
  publicPage(path: string): ReturnType<typeof renderPublicPage>;
};

/**
 * Pages from the sources as they are now: the server renderer through Vite (so an edited module is
 * loaded afresh) and index.html through Vite's HTML transforms (its client, the colour tokens).
 * Preview pages go through the same renderer the built server uses (server/preview/page-renderer.ts).
 */
function devPageRenderer(site: () => ViteDevServer, root: string): DevPageRenderer {
  const load = async (url: string) => {
    const vite = site();
    const ssr = (await vite.ssrLoadModule('/src/entry-server.tsx')) as SiteRendererModule;
    const template = await vite.transformIndexHtml(url, await readFile(resolve(root, 'index.html'), 'utf8'));
    return { ssr, template };
  };
  let notFound = NOT_FOUND;
  return {
    async render(url, path, data, basename) {
      const { ssr, template } = await load(path);
      return createPageRenderer(ssr, template, () => notFound).render(url, path, data, basename);
    },
    async moneyPage(data, previewRoot) {
      const { ssr, template } = await load('/');
      return createPageRenderer(ssr, template, () => notFound).moneyPage(data, previewRoot);
    },
    notFoundHtml: () => notFound,
    async publicPage(path) {
      const { ssr, template } = await load(path);
      const locale = localeOfPath(path);
      const site = { content: ssr.defaultContent, translations: ssr.defaultTranslations };
      const raw = { content: ssr.editionOf(site, locale), styles: ssr.defaultStyles, locale } as SiteData;
      const page = await renderPublicPage(ssr, template, raw, ssr.parseSiteData(JSON.stringify(raw), ''), path);
      if (page.kind === 'page' && page.status === 404) notFound = page.html;
      return page;
    },
  };
}
