import type { SiteData } from '../../src/content/site-data';
import { newGenerationId } from '../preview/generation-id';
import type { PreviewStore } from '../storage/preview-store';
import type { Account, AccountStore, Role } from './account-store';
import { DEFAULT_LOCALE } from '../../core/locale';
import { authPaths } from './auth-pages';
import { AUTH_POLICY } from './policy';
import { newToken, tokenHash } from './tokens';

/** A one-time sign-in link for an account, leading to a generation's preview: its path (the token is in it, and nowhere else). */
export async function signInLink(accounts: AccountStore, account: Account, generationId: string | null, now = new Date()): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + AUTH_POLICY.signInLinkMs).toISOString();
  await accounts.createLink(tokenHash(token), { kind: 'sign-in', accountId: account.id, role: null, email: null, generationId, expiresAt }, now.toISOString());
  return authPaths(DEFAULT_LOCALE).link(token);
}

/** A one-time invitation to make an account with `role` (an editor: of `generationId`); its path. */
export async function invitationLink(accounts: AccountStore, { role, generationId, email }: { role: Role; generationId: string | null; email: string | null }, now = new Date()): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + AUTH_POLICY.invitationMs).toISOString();
  await accounts.createLink(tokenHash(token), { kind: 'invitation', accountId: null, role, email, generationId, expiresAt }, now.toISOString());
  return authPaths(DEFAULT_LOCALE).invitation(token);
}

/**
 * What start-up needs: the operator account (made the first time, with `operatorEmail`) and the
 * operator's own generation, the one start-up made the first time and remembers (settings
 * `start_generation`), never merely the newest: an imported generation can't become the link.
 */
export async function startUp(store: PreviewStore, operatorEmail: string, defaults: SiteData): Promise<{ operator: Account; generationId: string }> {
  const now = new Date().toISOString();
  const operator = await store.accounts.ensureOperator(operatorEmail, now);
  const chosen = await store.accounts.setting('start_generation');
  if (chosen && (await store.get(chosen))) return { operator, generationId: chosen };
  const generation = await store.create(newGenerationId(), defaults.content, defaults.styles, undefined, operator.id);
  await store.accounts.setSetting('start_generation', generation.id);
  return { operator, generationId: generation.id };
}
