// The SQLite store's writes besides its group commits: the account store's, a generation's "last
// opened" mark and the expiry sweep. On a file they run on the writer thread (sqlite-writer-thread.ts),
// like the group commits, so that neither their sync to disk nor a wait for the file's write lock
// (held by a command or a second instance; up to the connection's busy timeout of 5 s) holds up
// the serving thread. The serving thread keeps its own connection for reads.
import type Database from 'better-sqlite3';
import { AccountExists, type AccountStore } from '../auth/account-store';
import { generationDeletion, sqliteAccounts } from '../auth/sqlite-accounts';
import { EXPIRE_BATCH } from './history-bounds';
import { settle } from './settle';

/** The account store's methods that write. Its other methods only read. */
export const ACCOUNT_WRITES = [
  'ensureOperator',
  'createAccount',
  'grant',
  'ungrant',
  'revoke',
  'createSession',
  'touchSession',
  'endSession',
  'createLink',
  'useLink',
  'refuseInvitation',
  'recordFailure',
  'setSetting',
  'deleteGeneration',
  'purge',
] as const satisfies readonly (keyof AccountStore)[];
type AccountWrite = (typeof ACCOUNT_WRITES)[number];

/** One write, as plain data a thread can be sent. */
export type WriteCall =
  | { kind: 'accounts'; method: AccountWrite; args: unknown[] }
  /** Marks a generation opened at `at`. */
  | { kind: 'touch'; id: string; at: string }
  /** Deletes up to EXPIRE_BATCH generations unused since `cutoff`, with what names them; their ids. */
  | { kind: 'expire'; cutoff: string };

/** Runs write calls on one connection, each at once, in the order they come. */
export type WriteRunner = (call: WriteCall) => Promise<unknown>;

export function connectionWrites(db: Database.Database): WriteRunner {
  const accounts = sqliteAccounts(db);
  const touchGeneration = db.prepare<[string, string]>('UPDATE generations SET used_at = ? WHERE id = ?');
  // Unused: neither opened (used_at) nor edited (its latest edit, or its row's time) since the cutoff.
  const selectUnused = db.prepare<[string, string, string], { id: string }>(
    `SELECT id FROM generations g WHERE COALESCE(g.used_at, g.updated_at) < ? AND g.updated_at < ?
       AND COALESCE((SELECT e.created_at FROM edits e WHERE e.generation_id = g.id ORDER BY e.revision DESC LIMIT 1), '') < ?
     LIMIT ${EXPIRE_BATCH}`,
  );
  // Each goes with its grants, links and the setting naming it as the operator's start, as in a deletion.
  const deleteGeneration = generationDeletion(db);
  const expireBatch = db.transaction((cutoff: string) => {
    const ids = selectUnused.all(cutoff, cutoff, cutoff).map((row) => row.id);
    for (const id of ids) deleteGeneration(id);
    return ids;
  });

  return (call) => {
    switch (call.kind) {
      case 'accounts':
        return (accounts[call.method] as (...args: unknown[]) => Promise<unknown>)(...call.args);
      case 'touch':
        return settle(() => void touchGeneration.run(call.at, call.id));
      case 'expire':
        // IMMEDIATE: it deletes what its read found, so it takes the write lock first (another
        // instance's writer may share the file).
        return settle(() => expireBatch.immediate(call.cutoff));
    }
  };
}

/** The account store with its writes sent through `run` (the writer thread) and its reads on `reads`. */
export function accountsWritingThrough(reads: AccountStore, run: WriteRunner): AccountStore {
  const writes = Object.fromEntries(ACCOUNT_WRITES.map((method) => [method, (...args: unknown[]) => run({ kind: 'accounts', method, args })]));
  return { ...reads, ...writes };
}

/** An error as a thread can send it back, and as the caller gets it again: an AccountExists stays one. */
export type SentError = { message: string; accountExists: boolean };
export const sendError = (error: unknown): SentError => ({ message: (error as Error).message, accountExists: error instanceof AccountExists });
export const receivedError = ({ message, accountExists }: SentError): Error => (accountExists ? new AccountExists(message) : new Error(message));
