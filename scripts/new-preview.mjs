// npm run generation:new: creates a fresh preview generation in the database the server uses
// (DATABASE_URL for PostgreSQL when set, else the SQLite file of DATABASE_PATH), owned by the
// operator, and prints a one-time sign-in link that opens it (on PORT, default 8080).
const { register } = await import('tsx/esm/api');
register();
const { readEnvOrExit } = await import('../server/env.ts');
const { openPreviewStore } = await import('../server/storage/open-store.ts');
const { newGenerationId } = await import('../server/preview/generation-id.ts');
const { signInLink } = await import('../server/auth/links.ts');
const { defaultContent } = await import('../src/content/default-content.ts');
const { defaultStyles } = await import('../src/content/default-styles.ts');

// The server's variables, parsed as npm start parses them (server/env.ts): a bad value stops here.
const env = readEnvOrExit();
const store = await openPreviewStore({ databaseUrl: env.DATABASE_URL, databasePath: env.DATABASE_PATH });
try {
  const operator = await store.accounts.ensureOperator(env.OPERATOR_EMAIL, new Date().toISOString());
  const generation = await store.create(newGenerationId(), defaultContent, defaultStyles, undefined, operator.id);
  const origin = env.SITE_ORIGIN?.[0] ?? `http://${env.HOST}:${env.PORT}`;
  console.log(`Preview ready at ${origin}${await signInLink(store.accounts, operator, generation.id)}`);
} finally {
  await store.close();
}
