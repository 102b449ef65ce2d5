import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { AccountExists, publicAccount as withoutHash, type Account, type AccountStore, type GenerationSummary, type Role, type StoredAccount } from './account-store';
import { accountsMigration, toLink, type LinkRow } from './account-tables';
import { settle } from '../storage/settle';

/** The SQLite migration that adds accounts (account-tables.ts). */
export const SQLITE_ACCOUNTS_MIGRATION = accountsMigration('sqlite');

/** How many generations an account made: from the index on owner_id (sqlite-store.ts's migration 6). */
export const OWNED_COUNT_SQL = 'SELECT COUNT(*) AS count FROM generations WHERE owner_id = ?';

/**
 * Deletes a generation with everything that names it: its grants, its links, its edits and the
 * setting naming it as the operator's start; true when there was one. One transaction (a
 * savepoint inside another). The account store's deletion and the expiry sweep (sqlite-writes.ts)
 * both use it.
 */
export function generationDeletion(db: Database.Database): (id: string) => boolean {
  const deletes = [
    'DELETE FROM account_generations WHERE generation_id = ?',
    'DELETE FROM one_time_links WHERE generation_id = ?',
    'DELETE FROM edits WHERE generation_id = ?',
    "DELETE FROM settings WHERE name = 'start_generation' AND value = ?",
  ].map((sql) => db.prepare<[string]>(sql));
  const deleteRow = db.prepare<[string]>('DELETE FROM generations WHERE id = ?');
  return db.transaction((id: string) => {
    for (const statement of deletes) statement.run(id);
    return deleteRow.run(id).changes === 1;
  });
}

type AccountRow = { id: string; email: string; role: Role; password_hash: string | null; created_at: string; revoked_at: string | null };

/** Accounts in the SQLite file of the generations (its migrations made the tables). */
export function sqliteAccounts(db: Database.Database): AccountStore {
  const grantsOf = db.prepare<[string], { generation_id: string }>('SELECT generation_id FROM account_generations WHERE account_id = ? ORDER BY generation_id');
  const byId = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?');
  const byEmail = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE email = ?');
  const operator = db.prepare<[], AccountRow>("SELECT a.* FROM accounts a JOIN settings s ON s.name = 'operator_account' AND s.value = a.id");
  const insertAccount = db.prepare('INSERT INTO accounts (id, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertGrant = db.prepare('INSERT OR IGNORE INTO account_generations (account_id, generation_id) SELECT ?, id FROM generations WHERE id = ?');
  const sessionRow = db.prepare<[string], { account_id: string; created_at: string; seen_at: string; expires_at: string }>('SELECT * FROM sessions WHERE token_hash = ?');
  const linkRow = db.prepare<[string], LinkRow>('SELECT * FROM one_time_links WHERE token_hash = ?');

  const stored = (row: AccountRow | undefined): StoredAccount | undefined =>
    row && {
      id: row.id,
      email: row.email,
      role: row.role,
      passwordHash: row.password_hash,
      generations: grantsOf.all(row.id).map((grant) => grant.generation_id),
      createdAt: row.created_at,
      revokedAt: row.revoked_at,
    };
  const publicAccount = (row: AccountRow): Account => withoutHash(stored(row)!);

  /** Ends everything an account could sign in with: its sessions and its one-time links. */
  const endAccess = (accountId: string) => {
    db.prepare('DELETE FROM sessions WHERE account_id = ?').run(accountId);
    db.prepare('DELETE FROM one_time_links WHERE account_id = ?').run(accountId);
  };
  const createAccount = db.transaction((input: Parameters<AccountStore['createAccount']>[0], now: string) => {
    const holder = byEmail.get(input.email);
    if (holder && (!holder.revoked_at || !input.reclaim)) throw new AccountExists(`An account with the email ${input.email} already exists`);
    const id = holder?.id ?? randomUUID();
    // A revoked account with this email comes back.
    if (holder) {
      db.prepare('UPDATE accounts SET role = ?, password_hash = ?, revoked_at = NULL WHERE id = ?').run(input.role, input.passwordHash, id);
      db.prepare('DELETE FROM account_generations WHERE account_id = ?').run(id);
      endAccess(id);
    } else {
      insertAccount.run(id, input.email, input.role, input.passwordHash, now);
    }
    for (const generation of input.generations) insertGrant.run(id, generation);
    return publicAccount(byId.get(id)!);
  });
  const ensureOperator = db.transaction((email: string, now: string) => {
    const existing = operator.get() ?? byEmail.get(email);
    const account = existing ? publicAccount(existing) : createAccount({ email, role: 'operator', passwordHash: null, generations: [] }, now);
    if (account.role !== 'operator') throw new AccountExists(`${email} is an editor's account, not the operator's`);
    db.prepare("INSERT INTO settings (name, value) VALUES ('operator_account', ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value").run(account.id);
    return account;
  });
  const revoke = db.transaction((accountId: string, now: string) => {
    const changed = db.prepare('UPDATE accounts SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?').run(now, accountId).changes;
    endAccess(accountId);
    return changed === 1;
  });
  const ungrant = db.transaction((accountId: string, generationId: string) => {
    const removed = db.prepare('DELETE FROM account_generations WHERE account_id = ? AND generation_id = ?').run(accountId, generationId).changes === 1;
    if (removed) db.prepare('DELETE FROM one_time_links WHERE account_id = ? AND generation_id = ?').run(accountId, generationId);
    return removed;
  });
  const useLink = db.transaction((tokenHash: string, now: string) => {
    const used = db.prepare('UPDATE one_time_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?').run(now, tokenHash, now);
    return used.changes === 1 ? toLink(linkRow.get(tokenHash)!) : undefined;
  });
  // One statement, so one transaction: SET reads the row as it was (refusals + 1 is the new count
  // in both places), and the write lock makes answers at once, from any connection, count in turn.
  const refuseInvitation = db.prepare<[number, string, string, string], { refusals: number; spent: number }>(
    `UPDATE one_time_links SET refusals = refusals + 1, used_at = CASE WHEN refusals + 1 >= ? THEN ? ELSE NULL END
     WHERE token_hash = ? AND kind = 'invitation' AND used_at IS NULL AND expires_at > ?
     RETURNING refusals, used_at IS NOT NULL AS spent`,
  );
  const deleteGeneration = generationDeletion(db);
  const recordFailure = db.transaction((keys: readonly string[], now: string) => {
    const insert = db.prepare('INSERT INTO sign_in_failures (key, failed_at) VALUES (?, ?)');
    for (const key of keys) insert.run(key, now);
  });

  return {
    // IMMEDIATE, as each of the two writes what its read decided: it takes the write lock first, as
    // another connection (a command, a second instance, another store's writer thread) may share the file.
    ensureOperator: (email, now) => settle(() => ensureOperator.immediate(email, now)),
    createAccount: (input, now) => settle(() => createAccount.immediate(input, now)),
    accountById: (id) => settle(() => stored(byId.get(id))),
    accountByEmail: (email) => settle(() => stored(byEmail.get(email))),
    accounts: () => settle(() => db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY created_at, rowid').all().map(publicAccount)),
    grant: (accountId, generationId) => settle(() => void insertGrant.run(accountId, generationId)),
    ungrant: (accountId, generationId) => settle(() => ungrant(accountId, generationId)),
    revoke: (accountId, now) => settle(() => revoke(accountId, now)),
    createSession: (tokenHash, accountId, now, expiresAt) =>
      settle(() => void db.prepare('INSERT INTO sessions (token_hash, account_id, created_at, seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(tokenHash, accountId, now, now, expiresAt)),
    session: (tokenHash) =>
      settle(() => {
        const row = sessionRow.get(tokenHash);
        const account = row && byId.get(row.account_id);
        return row && account ? { account: publicAccount(account), createdAt: row.created_at, seenAt: row.seen_at, expiresAt: row.expires_at } : undefined;
      }),
    touchSession: (tokenHash, now) => settle(() => void db.prepare('UPDATE sessions SET seen_at = ? WHERE token_hash = ?').run(now, tokenHash)),
    endSession: (tokenHash) => settle(() => void db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash)),
    createLink: (tokenHash, link, now) =>
      settle(
        () =>
          void db
            .prepare('INSERT INTO one_time_links (token_hash, kind, account_id, role, email, generation_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
            .run(tokenHash, link.kind, link.accountId, link.role, link.email, link.generationId, now, link.expiresAt),
      ),
    link: (tokenHash) =>
      settle(() => {
        const row = linkRow.get(tokenHash);
        return row && toLink(row);
      }),
    useLink: (tokenHash, now) => settle(() => useLink(tokenHash, now)),
    refuseInvitation: (tokenHash, limit, now) =>
      settle(() => {
        const row = refuseInvitation.get(limit, now, tokenHash, now);
        return row && { refusals: row.refusals, spent: row.spent === 1 };
      }),
    recordFailure: (keys, now) => settle(() => recordFailure(keys, now)),
    failures: (key, since) =>
      settle(() => {
        const row = db
          .prepare<[string, string], { count: number; oldest: string | null }>('SELECT COUNT(*) AS count, MIN(failed_at) AS oldest FROM sign_in_failures WHERE key = ? AND failed_at > ?')
          .get(key, since)!;
        return { count: row.count, oldest: row.oldest };
      }),
    setting: (name) => settle(() => db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE name = ?').get(name)?.value),
    setSetting: (name, value) => settle(() => void db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(name, value)),
    ownedCount: (accountId) => settle(() => db.prepare<[string], { count: number }>(OWNED_COUNT_SQL).get(accountId)!.count),
    generations: () =>
      settle(() =>
        db
          .prepare<[], { id: string; owner: string | null; revision: number; created_at: string; updated_at: string }>(
            `SELECT g.id, a.email AS owner, COALESCE((SELECT MAX(e.revision) FROM edits e WHERE e.generation_id = g.id), g.revision) AS revision,
                    g.created_at, COALESCE((SELECT MAX(e.created_at) FROM edits e WHERE e.generation_id = g.id), g.updated_at) AS updated_at
             FROM generations g LEFT JOIN accounts a ON a.id = g.owner_id ORDER BY g.created_at DESC, g.rowid DESC`,
          )
          .all()
          .map((row): GenerationSummary => ({ id: row.id, owner: row.owner, revision: row.revision, createdAt: row.created_at, updatedAt: row.updated_at })),
      ),
    deleteGeneration: (id) => settle(() => deleteGeneration(id)),
    purge: (now, before) =>
      settle(() => {
        db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
        db.prepare('DELETE FROM one_time_links WHERE expires_at <= ?').run(before);
        db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(before);
      }),
  };
}
