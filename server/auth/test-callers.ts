import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PreviewStore } from '../storage/preview-store';
import type { Account, Role } from './account-store';
import { hashPassword } from './passwords';
import { AUTH_POLICY } from './policy';
import { newToken, tokenHash } from './tokens';

/** A password long enough for the rules, for test accounts. */
export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * A real scrypt hash of TEST_PASSWORD, made once per test worker: every test account has that
 * password, and a hash costs about 0.2 CPU-seconds, so one serves them all (their salts are the same).
 */
let testPasswordHash: Promise<string> | undefined;

/** An account made directly in the store (a real scrypt hash of TEST_PASSWORD). */
export async function makeAccount(store: PreviewStore, email: string, role: Role, generations: string[] = []): Promise<Account> {
  return store.accounts.createAccount({ email, role, passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)), generations }, new Date().toISOString());
}

/** A session for an account, made directly in the store: the Cookie header a signed-in browser sends. */
export async function sessionCookie(store: PreviewStore, account: Account, now = new Date()): Promise<string> {
  const token = newToken();
  await store.accounts.createSession(tokenHash(token), account.id, now.toISOString(), new Date(now.getTime() + AUTH_POLICY.sessionLifetimeMs).toISOString());
  return `bm_session=${token}`;
}

/** The session cookie a response set (`name=value`), or undefined. */
export const setCookie = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return [header ?? []].flat()[0];
};

/** Posts a form as a browser does from the site's own page. */
export function postForm(app: FastifyInstance, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });
}
