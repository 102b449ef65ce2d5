import { openPostgresStore } from './postgres-store';
import type { PreviewStore } from './preview-store';
import { openSqliteStore } from './sqlite-store';

/** Where previews are stored: a PostgreSQL URL (DATABASE_URL) when set, else the SQLite file (DATABASE_PATH). */
export type StoreLocation = { databaseUrl?: string | undefined; databasePath: string };

/**
 * Opens the store the environment names. SQLite stays the default: one file, nothing to run
 * beside the server. PostgreSQL is for several server instances sharing their generations.
 */
export async function openPreviewStore({ databaseUrl, databasePath }: StoreLocation): Promise<PreviewStore> {
  if (databaseUrl) return openPostgresStore(databaseUrl);
  // Open once its writer thread is (sqlite-writer-thread.ts), so a server listens ready to save.
  const store = openSqliteStore(databasePath);
  await store.ready;
  return store;
}

/** The store's location as an operator's message names it (never the URL: it may hold a password). */
export function describeStore({ databaseUrl, databasePath }: StoreLocation): string {
  return databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : databasePath;
}
