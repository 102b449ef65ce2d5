/** Who may do what: an operator everything, an editor only the generations granted to them. */
export type Role = 'operator' | 'editor';

/** A person who may sign in (never with their password hash: see StoredAccount). */
export type Account = {
  id: string;
  /** What they sign in with, in lower case. */
  email: string;
  role: Role;
  /** The generations an editor may open, edit and publish (an operator may open all). */
  generations: string[];
  createdAt: string;
  /** When an operator revoked the account: it can no longer sign in, and its sessions ended then. */
  revokedAt: string | null;
};

/** An account with its password hash (null: it signs in only through one-time links). */
export type StoredAccount = Account & { passwordHash: string | null };

/** A signed-in browser: the account and the session's times (the token itself is never stored, only its hash). */
export type SessionRecord = { account: Account; createdAt: string; seenAt: string; expiresAt: string };

/** A link that works once: a sign-in for an existing account, or an invitation to make one. */
export type OneTimeLink = {
  kind: 'sign-in' | 'invitation';
  /** The account a sign-in link signs in. */
  accountId: string | null;
  /** The role an invitation gives. */
  role: Role | null;
  /** The email an invitation was made for, when the operator named one. */
  email: string | null;
  /** The generation the link leads to (and an invitation grants). */
  generationId: string | null;
  expiresAt: string;
  usedAt: string | null;
};

/** A generation as the operator's lists show it. */
export type GenerationSummary = { id: string; owner: string | null; revision: number; createdAt: string; updatedAt: string };

/** An email already taken by another account that is not revoked. */
export class AccountExists extends Error {}

/**
 * Accounts, sessions, one-time links and sign-in failures, in the same database as the
 * generations (SQLite or PostgreSQL). Every method is one atomic step.
 */
export interface AccountStore {
  /** The operator account that start-up's links sign in (the settings remember which); made once, with this email. */
  ensureOperator(email: string, now: string): Promise<Account>;
  /**
   * An account for an email: a new one or, with `reclaim` and a revoked account holding the email,
   * that same account back (its edits and generations stay its own) with only this role, password
   * and grants, and nothing it could sign in with before. Rejects with AccountExists when an account
   * that is not revoked has the email, or a revoked one does and `reclaim` is not set: only the
   * operator's invitation made for that email gives an account back, never one whose invitee
   * chose the email (who would otherwise take over any revoked account's name, history and generations).
   */
  createAccount(input: { email: string; role: Role; passwordHash: string | null; generations: string[]; reclaim?: boolean }, now: string): Promise<Account>;
  accountById(id: string): Promise<StoredAccount | undefined>;
  accountByEmail(email: string): Promise<StoredAccount | undefined>;
  /** Every account, oldest first. */
  accounts(): Promise<Account[]>;
  /** Grants an account one more generation (nothing when it has it already). */
  grant(accountId: string, generationId: string): Promise<void>;
  /**
   * Takes one generation from an account, with the account's one-time links that lead there, at
   * once; false (and nothing changed) when it did not hold it. Its sessions stay: each request
   * reads the account's grants afresh, so from now on they no longer open that generation.
   */
  ungrant(accountId: string, generationId: string): Promise<boolean>;
  /** Revokes an account and ends all its sessions and one-time links at once; false when there is no such account. */
  revoke(accountId: string, now: string): Promise<boolean>;

  createSession(tokenHash: string, accountId: string, now: string, expiresAt: string): Promise<void>;
  /** The session of a token hash, with its account, while it exists (expiry is the caller's to judge). */
  session(tokenHash: string): Promise<SessionRecord | undefined>;
  /** Moves a session's last activity on (for its idle timeout). */
  touchSession(tokenHash: string, now: string): Promise<void>;
  endSession(tokenHash: string): Promise<void>;

  createLink(tokenHash: string, link: Omit<OneTimeLink, 'usedAt'>, now: string): Promise<void>;
  /** A link as it stands, used or not (to show the invitation form before it is used). */
  link(tokenHash: string): Promise<OneTimeLink | undefined>;
  /** Marks a link used and returns it, only when it was unused and unexpired at `now`: of two uses at once, one wins. */
  useLink(tokenHash: string, now: string): Promise<OneTimeLink | undefined>;
  /**
   * Counts one "this email has an account" answer of an unused, unexpired invitation, and marks it
   * used (spent) when the count reaches `limit`, in one step: answers given at once, by any number
   * of instances, each get their own count, and none past the limit. Undefined (nothing counted)
   * for a link that is unknown, used, expired or not an invitation.
   */
  refuseInvitation(tokenHash: string, limit: number, now: string): Promise<{ refusals: number; spent: boolean } | undefined>;

  /** Records one failed sign-in under each key (the account's and the address's). */
  recordFailure(keys: readonly string[], now: string): Promise<void>;
  /** Failures under `key` since `since`: how many, and when the oldest of them was. */
  failures(key: string, since: string): Promise<{ count: number; oldest: string | null }>;

  setting(name: string): Promise<string | undefined>;
  setSetting(name: string, value: string): Promise<void>;

  /** How many generations an account made. */
  ownedCount(accountId: string): Promise<number>;
  /** Every generation, newest first. */
  generations(): Promise<GenerationSummary[]>;
  /** Deletes a generation with its edits, grants and links; false when there is none. */
  deleteGeneration(id: string): Promise<boolean>;

  /** Forgets sessions expired at `now`, and links expired and failures recorded before `before`. */
  purge(now: string, before: string): Promise<void>;
}

/** An account as it may leave the store's callers: everything but the password hash. */
export const publicAccount = ({ id, email, role, generations, createdAt, revokedAt }: Account): Account => ({ id, email, role, generations, createdAt, revokedAt });
