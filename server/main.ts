import { resolve } from 'node:path';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import { buildApp } from './app';
import { readEnvOrExit } from './env';
import { builtGamesOrigin, defaultSiteOrigins, listenGames } from './games-app';
import { signInLink, startUp } from './auth/links';
import { cachedRenderer } from './preview/page-cache';
import { startExpirySweep } from './storage/expiry-sweep';
import { openPreviewStore } from './storage/open-store';
import { loadSiteFiles } from './site-files';
import { startSiteWorkers } from './workers/site-workers';

// First of all: a bad variable stops start-up with its message before anything is opened.
const { PORT: port, HOST: host, DIST_DIR: distDir, DATABASE_PATH: databasePath, DATABASE_URL: databaseUrl, PUBLISH_DIR: publishDir, ASSETS_PREFIX, LOG_REQUESTS, ...env } = readEnvOrExit();
// The games' own origin ('' : served with the site); the build's pages must frame them from it.
const gamesOrigin = env.GAMES_ORIGIN ?? '';
// How long a request's headers and the whole request may take (docs/decisions/027).
const timeouts = { headersMs: env.HEADERS_TIMEOUT_MS, requestMs: env.REQUEST_TIMEOUT_MS };
const builtFor = builtGamesOrigin(distDir);
if (builtFor !== gamesOrigin) {
  console.error(`${distDir} frames the games from ${builtFor || "the site's own origin"}, not GAMES_ORIGIN (${gamesOrigin || 'unset'}): build it with this GAMES_ORIGIN`);
  process.exit(1);
}

// PostgreSQL when DATABASE_URL is set (several instances on one database), else the SQLite file.
const store = await openPreviewStore({ databaseUrl, databasePath });
// Preview pages and publishes run in worker threads, off the thread that serves (docs/decisions/029).
const workers = startSiteWorkers({
  distDir,
  assetsPrefix: ASSETS_PREFIX,
  gamesOrigin,
  renderWorkers: env.RENDER_WORKERS,
  // Their first pages are slow (code not yet compiled): paid now, not by the first publish's neighbours.
  warmUp: true,
  publish: { publishDir, quotas: { keep: env.PUBLISHES_KEPT, diskBudgetBytes: env.PUBLISH_DISK_BUDGET_MB * 1024 * 1024 } },
});
const renderer = cachedRenderer(workers.renderer, env.PREVIEW_CACHE_MB * 1024 * 1024);
const defaults = { content: defaultContent, styles: defaultStyles };
// The operator account and the operator's own generation, the one the start-up link opens.
const { operator, generationId } = await startUp(store, env.OPERATOR_EMAIL, defaults);
// The built site's files, read into memory once and served by both listeners (server/site-files.ts).
const files = loadSiteFiles(resolve(distDir, 'client'));
const app = await buildApp({
  distDir,
  files,
  logger: LOG_REQUESTS,
  trustProxy: env.TRUST_PROXY,
  auth: { operator, operatorToken: env.OPERATOR_TOKEN, maxGenerationsPerAccount: env.MAX_GENERATIONS_PER_ACCOUNT, maxCreatesPerMinute: env.MAX_CREATES_PER_MINUTE },
  gamesOrigin,
  assetsPrefix: ASSETS_PREFIX,
  // Set, the site answers only for its own host names (421 for others: DNS rebinding).
  siteOrigins: env.SITE_ORIGIN,
  preview: { store, defaults, renderer },
  publish: workers.publish,
  publishQueue: env.PUBLISH_QUEUE,
  checkImport: workers.checkImport,
  timeouts,
});
// Generations neither edited nor opened for GENERATION_EXPIRY_DAYS are deleted by a periodic sweep.
const sweep = startExpirySweep(store, { days: env.GENERATION_EXPIRY_DAYS });
app.addHook('onClose', () => {
  sweep.stop();
  return Promise.all([store.close(), workers.close()]);
});

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;

// A second listener for the games' own origin, framed by the site's origins alone.
const siteOrigins = env.SITE_ORIGIN ?? defaultSiteOrigins(host, actualPort);
const games = gamesOrigin ? await listenGames({ distDir, files, gamesOrigin, siteOrigins, host, port: env.GAMES_PORT, logger: LOG_REQUESTS, timeouts }) : null;

// A one-time link (single use, valid for an hour) that signs this browser in as the operator and opens the preview.
// With SITE_ORIGIN set the site answers only for those hosts, so the link starts with the first of them.
console.log(`Preview ready at ${env.SITE_ORIGIN?.[0] ?? origin}${await signInLink(store.accounts, operator, generationId)}`);
if (gamesOrigin) console.log(`Games served at ${gamesOrigin}/ (framed only by ${siteOrigins.join(' ')})`);
console.log(`Site running at ${origin}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), games?.close()]).then(() => process.exit(0));
  });
}
