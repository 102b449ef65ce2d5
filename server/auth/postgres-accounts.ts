import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../storage/postgres-pool';
import { AccountExists, publicAccount, type Account, type AccountStore, type Role, type StoredAccount } from './account-store';
import { accountsMigration, toLink, type LinkRow } from './account-tables';

/** The PostgreSQL migration that adds accounts (account-tables.ts). */
export const POSTGRES_ACCOUNTS_MIGRATION = accountsMigration('postgres');

type AccountRow = { id: string; email: string; role: Role; password_hash: string | null; created_at: string; revoked_at: string | null; generations: string[] };

const ACCOUNT_COLUMNS = `a.id, a.email, a.role, a.password_hash, a.created_at, a.revoked_at,
  ARRAY(SELECT g.generation_id FROM account_generations g WHERE g.account_id = a.id ORDER BY g.generation_id) AS generations`;

const toStored = (row: AccountRow): StoredAccount => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  generations: row.generations,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});
const toAccount = (row: AccountRow): Account => publicAccount(toStored(row));

/** Accounts in the PostgreSQL database of the generations, for every instance that shares it. */
export function postgresAccounts(pool: Pool): AccountStore {
  const one = async (where: string, value: string) => {
    const { rows } = await pool.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE ${where}`, [value]);
    return rows[0] && toStored(rows[0]);
  };
  /** Ends everything an account could sign in with: its sessions and its one-time links. */
  const endAccess = async (client: PoolClient, accountId: string) => {
    await client.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
    await client.query('DELETE FROM one_time_links WHERE account_id = $1', [accountId]);
  };
  const createAccount: AccountStore['createAccount'] = async (input, now) => {
    let id: string;
    try {
      id = await inTransaction(pool, async (client) => {
        // A revoked account with this email comes back when asked to (reclaim). Its row stays locked
        // to the end: a second attempt at once waits, then finds it active and falls to the INSERT,
        // which the email refuses (as it refuses one that may not reclaim).
        const revoked = input.reclaim
          ? await client.query<{ id: string }>('UPDATE accounts SET role = $2, password_hash = $3, revoked_at = NULL WHERE email = $1 AND revoked_at IS NOT NULL RETURNING id', [
              input.email,
              input.role,
              input.passwordHash,
            ])
          : { rows: [] };
        const id = revoked.rows[0]?.id ?? randomUUID();
        if (revoked.rows[0]) {
          await client.query('DELETE FROM account_generations WHERE account_id = $1', [id]);
          await endAccess(client, id);
        } else {
          await client.query('INSERT INTO accounts (id, email, role, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)', [id, input.email, input.role, input.passwordHash, now]);
        }
        if (input.generations.length > 0) {
          await client.query('INSERT INTO account_generations (account_id, generation_id) SELECT $1, id FROM generations WHERE id = ANY($2) ON CONFLICT DO NOTHING', [id, input.generations]);
        }
        return id;
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AccountExists(`An account with the email ${input.email} already exists`);
      throw error;
    }
    return publicAccount((await one('a.id = $1', id))!);
  };

  return {
    async ensureOperator(email, now) {
      const chosen = await pool.query<{ value: string }>("SELECT value FROM settings WHERE name = 'operator_account'");
      const existing = (chosen.rows[0] && (await one('a.id = $1', chosen.rows[0].value))) ?? (await one('a.email = $1', email));
      let account: Account;
      if (existing) {
        account = publicAccount(existing);
      } else {
        try {
          account = await createAccount({ email, role: 'operator', passwordHash: null, generations: [] }, now);
        } catch (error) {
          // Another instance starting at the same moment made it first.
          if (!(error instanceof AccountExists)) throw error;
          account = publicAccount((await one('a.email = $1', email))!);
        }
      }
      if (account.role !== 'operator') throw new AccountExists(`${email} is an editor's account, not the operator's`);
      await pool.query("INSERT INTO settings (name, value) VALUES ('operator_account', $1) ON CONFLICT (name) DO UPDATE SET value = excluded.value", [account.id]);
      return account;
    },
    createAccount,
    accountById: (id) => one('a.id = $1', id),
    accountByEmail: (email) => one('a.email = $1', email),
    async accounts() {
      const { rows } = await pool.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a ORDER BY a.created_at, a.created_order`);
      return rows.map(toAccount);
    },
    async grant(accountId, generationId) {
      await pool.query('INSERT INTO account_generations (account_id, generation_id) SELECT $1, id FROM generations WHERE id = $2 ON CONFLICT DO NOTHING', [accountId, generationId]);
    },
    ungrant: (accountId, generationId) =>
      inTransaction(pool, async (client) => {
        const removed = await client.query('DELETE FROM account_generations WHERE account_id = $1 AND generation_id = $2', [accountId, generationId]);
        if (removed.rowCount !== 1) return false;
        await client.query('DELETE FROM one_time_links WHERE account_id = $1 AND generation_id = $2', [accountId, generationId]);
        return true;
      }),
    revoke: (accountId, now) =>
      inTransaction(pool, async (client) => {
        const changed = await client.query('UPDATE accounts SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2', [now, accountId]);
        await endAccess(client, accountId);
        return changed.rowCount === 1;
      }),
    async createSession(tokenHash, accountId, now, expiresAt) {
      await pool.query('INSERT INTO sessions (token_hash, account_id, created_at, seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)', [tokenHash, accountId, now, expiresAt]);
    },
    async session(tokenHash) {
      const { rows } = await pool.query<AccountRow & { s_created_at: string; seen_at: string; expires_at: string }>(
        `SELECT ${ACCOUNT_COLUMNS}, s.created_at AS s_created_at, s.seen_at, s.expires_at FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1`,
        [tokenHash],
      );
      const row = rows[0];
      return row && { account: toAccount(row), createdAt: row.s_created_at, seenAt: row.seen_at, expiresAt: row.expires_at };
    },
    async touchSession(tokenHash, now) {
      await pool.query('UPDATE sessions SET seen_at = $1 WHERE token_hash = $2', [now, tokenHash]);
    },
    async endSession(tokenHash) {
      await pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },
    async createLink(tokenHash, link, now) {
      await pool.query('INSERT INTO one_time_links (token_hash, kind, account_id, role, email, generation_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
        tokenHash,
        link.kind,
        link.accountId,
        link.role,
        link.email,
        link.generationId,
        now,
        link.expiresAt,
      ]);
    },
    async link(tokenHash) {
      const { rows } = await pool.query<LinkRow>('SELECT * FROM one_time_links WHERE token_hash = $1', [tokenHash]);
      return rows[0] && toLink(rows[0]);
    },
    async useLink(tokenHash, now) {
      const { rows } = await pool.query<LinkRow>('UPDATE one_time_links SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING *', [now, tokenHash]);
      return rows[0] && toLink(rows[0]);
    },
    async refuseInvitation(tokenHash, limit, now) {
      // One statement: SET reads the row as it was (refusals + 1 is the new count in both places),
      // and its row lock makes answers at once, from any instance, count one after another.
      const { rows } = await pool.query<{ refusals: number; spent: boolean }>(
        `UPDATE one_time_links SET refusals = refusals + 1, used_at = CASE WHEN refusals + 1 >= $2 THEN $1::timestamptz ELSE NULL END
         WHERE token_hash = $3 AND kind = 'invitation' AND used_at IS NULL AND expires_at > $1
         RETURNING refusals, used_at IS NOT NULL AS spent`,
        [now, limit, tokenHash],
      );
      return rows[0] && { refusals: rows[0].refusals, spent: rows[0].spent };
    },
    async recordFailure(keys, now) {
      await pool.query('INSERT INTO sign_in_failures (key, failed_at) SELECT unnest($1::text[]), $2', [keys, now]);
    },
    async failures(key, since) {
      const { rows } = await pool.query<{ count: number; oldest: string | null }>('SELECT COUNT(*)::int AS count, MIN(failed_at) AS oldest FROM sign_in_failures WHERE key = $1 AND failed_at > $2', [
        key,
        since,
      ]);
      return { count: rows[0]!.count, oldest: rows[0]!.oldest };
    },
    async setting(name) {
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [name]);
      return rows[0]?.value;
    },
    async setSetting(name, value) {
      await pool.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value', [name, value]);
    },
    async ownedCount(accountId) {
      const { rows } = await pool.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM generations WHERE owner_id = $1', [accountId]);
      return rows[0]!.count;
    },
    async generations() {
      const { rows } = await pool.query<{ id: string; owner: string | null; revision: number; created_at: string; updated_at: string }>(
        'SELECT g.id, a.email AS owner, g.revision, g.created_at, g.updated_at FROM generations g LEFT JOIN accounts a ON a.id = g.owner_id ORDER BY g.created_at DESC, g.created_order DESC',
      );
      return rows.map((row) => ({ id: row.id, owner: row.owner, revision: row.revision, createdAt: row.created_at, updatedAt: row.updated_at }));
    },
    deleteGeneration: (id) =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT id FROM generations WHERE id = $1 FOR UPDATE', [id]);
        await client.query('DELETE FROM account_generations WHERE generation_id = $1', [id]);
        await client.query('DELETE FROM one_time_links WHERE generation_id = $1', [id]);
        await client.query('DELETE FROM edits WHERE generation_id = $1', [id]);
        await client.query("DELETE FROM settings WHERE name = 'start_generation' AND value = $1", [id]);
        const deleted = await client.query('DELETE FROM generations WHERE id = $1', [id]);
        return deleted.rowCount === 1;
      }),
    async purge(now, before) {
      await pool.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
      await pool.query('DELETE FROM one_time_links WHERE expires_at <= $1', [before]);
      await pool.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [before]);
    },
  };
}
