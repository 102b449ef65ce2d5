// npm run generation:new (scripts/new-preview.mjs): a fresh preview generation of the default
// content in the database the server uses, owned by the operator, and a one-time sign-in link
// that opens it.
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { signInLink } from '../auth/links';
import { readEnvOrExit } from '../env';
import { openPreviewStore } from '../storage/open-store';
import { newGenerationId } from './generation-id';

/**
 * Creates the generation (DATABASE_URL for PostgreSQL when set, else the SQLite file of
 * DATABASE_PATH) and prints where to open it (on SITE_ORIGIN, else on HOST and PORT).
 */
export async function newPreview(): Promise<void> {
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
}
