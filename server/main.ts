import { resolve } from 'node:path';
import { defaultContent } from '../src/content/default-content';
import { defaultStyles } from '../src/content/default-styles';
import { buildApp } from './app';
import { newGenerationId, previewPath } from './preview/generation-id';
import { loadBuiltRenderer } from './preview/page-renderer';
import { createPublisher } from './publish/publish';
import { openSqliteStore } from './storage/sqlite-store';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const databasePath = resolve(process.env.DATABASE_PATH ?? 'data/previews.db');
const publishDir = resolve(process.env.PUBLISH_DIR ?? 'published');

const store = openSqliteStore(databasePath);
const renderer = await loadBuiltRenderer(distDir, process.env.ASSETS_PREFIX ?? '');
const defaults = { content: defaultContent, styles: defaultStyles };
const app = await buildApp({
  distDir,
  logger: process.env.LOG_REQUESTS === '1',
  preview: { store, defaults, renderer },
  publish: createPublisher({ distDir, publishDir }),
});
app.addHook('onClose', () => store.close());

await app.listen({ port, host });
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;

const generation = store.latest() ?? store.create(newGenerationId(), defaultContent, defaultStyles);
console.log(`Preview ready at ${origin}${previewPath(generation.id)}`);
console.log(`Site running at ${origin}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
