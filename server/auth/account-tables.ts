import type { OneTimeLink, Role } from './account-store';

/**
 * The migration that adds accounts, written once for both stores (appended to sqlite-store.ts's
 * and postgres-migrations.ts's lists). The two differ only in the type of a time column (SQLite
 * keeps ISO text, PostgreSQL `timestamptz`) and in how accounts keep the order they were made in
 * (SQLite's rowid; PostgreSQL, which has none, an identity column).
 */
export function accountsMigration(store: 'sqlite' | 'postgres'): string {
  const time = store === 'postgres' ? 'timestamptz' : 'text';
  const createdOrder = store === 'postgres' ? ',\n    created_order bigint GENERATED ALWAYS AS IDENTITY' : '';
  return `
  CREATE TABLE accounts (
    id text PRIMARY KEY,
    email text NOT NULL UNIQUE,
    role text NOT NULL CHECK (role IN ('operator', 'editor')),
    password_hash text,
    created_at ${time} NOT NULL,
    revoked_at ${time}${createdOrder}
  );
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

/**
 * The migration that lets an invitation count its "this email has an account" answers
 * (AUTH_POLICY.invitationTakenAnswers), the same for both stores. Links made before start at none.
 */
export const INVITATION_REFUSALS_MIGRATION = 'ALTER TABLE one_time_links ADD COLUMN refusals integer NOT NULL DEFAULT 0;';

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
