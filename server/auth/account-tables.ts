import type { OneTimeLink, Role } from './account-store';

/**
 * The tables that accounts add beside the generations, written once for both stores: SQLite's
 * migration (sqlite-accounts.ts) and PostgreSQL's (postgres-accounts.ts) differ only in the
 * `accounts` table itself and in the type of a time column (`time`: SQLite keeps ISO text,
 * PostgreSQL `timestamptz`).
 */
export function accountTablesSql(time: 'text' | 'timestamptz'): string {
  return `
  CREATE TABLE account_generations (
    account_id text NOT NULL REFERENCES accounts (id),
    generation_id text NOT NULL REFERENCES generations (id),
    PRIMARY KEY (account_id, generation_id)
  );
  CREATE TABLE sessions (
    token_hash text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts (id),
    created_at ${time} NOT NULL,
    seen_at ${time} NOT NULL,
    expires_at ${time} NOT NULL
  );
  CREATE INDEX sessions_by_account ON sessions (account_id);
  CREATE TABLE one_time_links (
    token_hash text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('sign-in', 'invitation')),
    account_id text REFERENCES accounts (id),
    role text CHECK (role IN ('operator', 'editor')),
    email text,
    generation_id text,
    created_at ${time} NOT NULL,
    expires_at ${time} NOT NULL,
    used_at ${time}
  );
  CREATE TABLE sign_in_failures (key text NOT NULL, failed_at ${time} NOT NULL);
  CREATE INDEX sign_in_failures_by_key ON sign_in_failures (key, failed_at);
  CREATE TABLE settings (name text PRIMARY KEY, value text NOT NULL);
  ALTER TABLE generations ADD COLUMN owner_id text;
  ALTER TABLE edits ADD COLUMN author text;`;
}

/** A one_time_links row as both stores read it (times as ISO text). */
export type LinkRow = { kind: OneTimeLink['kind']; account_id: string | null; role: Role | null; email: string | null; generation_id: string | null; expires_at: string; used_at: string | null };

/** A one-time link as the account store gives it, from its row in either store. */
export const toLink = (row: LinkRow): OneTimeLink => ({
  kind: row.kind,
  accountId: row.account_id,
  role: row.role,
  email: row.email,
  generationId: row.generation_id,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
});
