import type { FastifyRequest } from 'fastify';
import type { Account, AccountStore } from './account-store';
import { AUTH_POLICY } from './policy';
import { sessionToken } from './session-cookie';
import { sameSecret, tokenHash } from './tokens';

/** Who is asking: an account signed in by a session cookie or by the operator's bearer token, or nobody. */
export type Caller = { account: Account; via: 'session'; tokenHash: string } | { account: Account; via: 'token' } | null;

/** What resolving a caller needs: the accounts, the operator's bearer token (if set) and the account it acts as. */
export type CallerSource = { accounts: AccountStore; operatorToken?: string | undefined; operator: Account; now?: () => Date };

/** Whether a caller may do everything. */
export const isOperator = (caller: Caller) => caller?.account.role === 'operator';

/** Whether a caller may open, edit, read the history of and publish a generation. */
export const mayEdit = (caller: Caller, generationId: string) => isOperator(caller) || Boolean(caller?.account.generations.includes(generationId));

/** How the history names a caller's edits. */
export const authorOf = (caller: Caller) => (caller ? caller.account.email : null);

/**
 * A request's `Authorization: Bearer …` secret, if it sent one: '' when the header names the Bearer
 * scheme without exactly one secret after it (a wrong token, not no token). Another scheme (a
 * proxy's Basic authentication) is no bearer token.
 */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  if (!/^Bearer\b/i.test(header)) return undefined;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
}

/**
 * The caller of a request. A bearer token must be the operator's (a wrong one is nobody, never a
 * fall back to the cookie); a session must exist, belong to an account that is not revoked, and be
 * within its lifetime and idle timeout. Its last activity is written at most every few minutes.
 */
export async function resolveCaller(request: FastifyRequest, { accounts, operatorToken, operator, now = () => new Date() }: CallerSource): Promise<Caller> {
  const secret = bearer(request);
  if (secret !== undefined) return operatorToken && sameSecret(secret, operatorToken) ? { account: operator, via: 'token' } : null;
  const token = sessionToken(request);
  if (!token) return null;
  const hash = tokenHash(token);
  const session = await accounts.session(hash);
  if (!session || session.account.revokedAt) return null;
  const time = now().getTime();
  const seen = Date.parse(session.seenAt);
  if (time >= Date.parse(session.expiresAt) || time - seen >= AUTH_POLICY.sessionIdleMs) {
    await accounts.endSession(hash);
    return null;
  }
  if (time - seen >= AUTH_POLICY.touchEveryMs) await accounts.touchSession(hash, new Date(time).toISOString());
  return { account: session.account, via: 'session', tokenHash: hash };
}
