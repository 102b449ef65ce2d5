import type { Pool } from 'pg';
import { INVITATION_REFUSALS_MIGRATION } from '../auth/account-tables';
import { POSTGRES_ACCOUNTS_MIGRATION } from '../auth/postgres-accounts';
import { inTransaction } from './postgres-pool';

/**
 * Schema migrations, applied in order; schema_migrations records each one that has run. The
 * tables mirror SQLite's (sqlite-store.ts) as they stand after its migrations. JSON is kept as
 * `json`, not `jsonb`: it is checked but stored as written (jsonb would reorder an object's keys),
 * and nothing queries inside it.
 */
const MIGRATIONS = [
  `CREATE TABLE generations (
     id text PRIMARY KEY,
     content json NOT NULL,
     translations json NOT NULL,
     styles json NOT NULL,
     revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     -- Orders generations created in the same millisecond, as SQLite's rowid does.
     created_order bigint GENERATED ALWAYS AS IDENTITY
   );
   CREATE INDEX generations_by_creation ON generations (created_at DESC, created_order DESC);
   CREATE TABLE edits (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     generation_id text NOT NULL REFERENCES generations (id),
     kind text NOT NULL CHECK (kind IN ('content', 'style')),
     path text NOT NULL,
     locale text,
     old_value text NOT NULL,
     new_value text NOT NULL,
     revision integer NOT NULL,
     created_at timestamptz NOT NULL,
     -- Whatever the instances do, one generation never has two edits with the same revision.
     CONSTRAINT edits_one_per_revision UNIQUE (generation_id, revision)
   );
   -- The latest edit of one field, asked for by every save.
   CREATE INDEX edits_by_field ON edits (generation_id, kind, path, revision);`,
  // A generation's JSON is a snapshot of its state at snapshot_revision, rewritten every so often;
  // the edits after it are replayed when it is read (replay-edits.ts). revision stays the latest.
  // An existing row is a snapshot at its revision.
  `ALTER TABLE generations ADD COLUMN snapshot_revision integer;
   UPDATE generations SET snapshot_revision = revision;
   ALTER TABLE generations ALTER COLUMN snapshot_revision SET NOT NULL, ALTER COLUMN snapshot_revision SET DEFAULT 0,
     ADD CONSTRAINT snapshot_not_ahead CHECK (snapshot_revision BETWEEN 0 AND revision);`,
  // When a generation was last opened or created, for the expiry of unused ones (history-bounds.ts).
  `ALTER TABLE generations ADD COLUMN used_at timestamptz;
   UPDATE generations SET used_at = updated_at;
   ALTER TABLE generations ALTER COLUMN used_at SET NOT NULL;
   CREATE INDEX generations_by_use ON generations (used_at);`,
  // Accounts, sessions and one-time links; each generation's maker and each edit's author (docs/decisions/031).
  POSTGRES_ACCOUNTS_MIGRATION,
  // Every create counts its maker's generations.
  `CREATE INDEX generations_by_owner ON generations (owner_id);`,
  // Each invitation counts its "this email has an account" answers, to spend it at the limit (auth-routes.ts).
  INVITATION_REFUSALS_MIGRATION,
];

/** Any number, the same in every instance: it names the lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 20_020_001;

/**
 * Brings the database's schema up to date. Instances starting together take turns (an advisory
 * lock held until commit), and all pending migrations commit together or not at all.
 */
export async function migrate(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ version: number }>('SELECT COALESCE(MAX(version), 0) AS version FROM schema_migrations');
    for (let index = rows[0]?.version ?? 0; index < MIGRATIONS.length; index++) {
      await client.query(MIGRATIONS[index]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
    }
  });
}
