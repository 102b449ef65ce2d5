// npm run preview:new: creates a fresh preview generation in the database the server uses
// (DATABASE_URL for PostgreSQL when set, else the SQLite file of DATABASE_PATH) and prints its URL
// (on PORT, default 8080).
const { register } = await import('tsx/esm/api');
register();
const { resolve } = await import('node:path');
const { openPreviewStore } = await import('../server/storage/open-store.ts');
const { newGenerationId, previewPath } = await import('../server/preview/generation-id.ts');
const { defaultContent } = await import('../src/content/default-content.ts');
const { defaultStyles } = await import('../src/content/default-styles.ts');

const store = await openPreviewStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  databasePath: resolve(process.env.DATABASE_PATH ?? 'data/previews.db'),
});
try {
  const generation = await store.create(newGenerationId(), defaultContent, defaultStyles);
  const origin = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT ?? 8080}`;
  console.log(`Preview ready at ${origin}${previewPath(generation.id)}`);
} finally {
  await store.close();
}
