import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { GENERATION_ID_PATTERN } from '../../core/generation-id';
import { DEFAULT_LOCALE, LOCALES, localePrefix, type Locale } from '../../core/locale';
import { isCrossSite } from '../preview/same-site-json';
import { previewPath } from '../preview/generation-id';
import type { Account, StoredAccount } from './account-store';
import { AccountExists } from './account-store';
import { authPaths, renderInvitationPage, renderLinkGonePage, renderSignedInPage, renderSignInPage } from './auth-pages';
import { siteStringsOf } from '../../src/content/strings-by-language';
import { resolveCaller, type CallerSource } from './caller';
import { throttledAddress } from './client-address';
import { normaliseEmail } from './email';
import { hashPassword, passwordLength, verifyPassword } from './passwords';
import { AUTH_POLICY } from './policy';
import { setSessionCookie } from './session-cookie';
import { newToken, tokenHash } from './tokens';

/** A form's fields: strings only, the first of each name. */
type Form = Record<string, string | undefined>;

/** Largest form the sign-in pages read. */
const FORM_LIMIT = 8 * 1024;

/** A preview page's path: a generation's root and what follows it. */
const PREVIEW_PAGE = new RegExp(`^/api/preview/${GENERATION_ID_PATTERN}(/[\\x21-\\x5b\\x5d-\\x7e]*)?$`);

/**
 * Where a sign-in may lead: a preview page of this site, never another site nor another page of
 * this one. It becomes a Location header, so printable ASCII without a backslash only (a page's
 * address is percent-encoded): a control character or one beyond latin-1 would make Node throw,
 * and latin-1 would be mangled. It is sent as a browser resolves it: dot segments, written out or
 * percent-encoded (`..`, `%2e%2e`), would otherwise climb out of the preview to any page of the
 * site (another account's one-time link among them).
 */
function safeNext(next: unknown): string | undefined {
  if (typeof next !== 'string' || !PREVIEW_PAGE.test(next) || next.includes('//')) return undefined;
  const resolved = new URL(next, 'http://site.invalid');
  const path = resolved.pathname + resolved.search;
  return PREVIEW_PAGE.test(resolved.pathname) && !resolved.pathname.includes('//') ? path : undefined;
}

/**
 * Signing in and out, one-time links and invitations, at /sign-in, /sign-in/link/{token},
 * /invite/{token} and /sign-out (French under /fr). Plain HTML forms that work without script;
 * every POST must come from this site's own pages (Origin), as the preview's do.
 */
export const authRoutes: FastifyPluginCallback<CallerSource> = (app, source, done) => {
  const { accounts } = source;
  /**
   * Sign-in attempts of this instance being checked now, per throttling key. They count with the
   * recorded failures: attempts sent all at once would otherwise all pass the check before the
   * first of them is recorded (a password check takes tens of milliseconds).
   */
  const checking = new Map<string, number>();
  const track = (keys: readonly string[], step: 1 | -1) => {
    for (const key of keys) {
      const left = (checking.get(key) ?? 0) + step;
      if (left > 0) checking.set(key, left);
      else checking.delete(key);
    }
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, parsed) => {
    const form: Form = {};
    for (const [key, value] of new URLSearchParams(body as string)) form[key] ??= value;
    parsed(null, form);
  });
  // Every answer here is for one person: never cached (security-headers.ts, addCacheHeaders).
  const publicRoute = { config: { access: 'public' as const, personal: true } };
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
  // A form's fields are texts; a JSON body may hold anything else, which no field takes.
  const formOf = (request: FastifyRequest): Form =>
    request.body && typeof request.body === 'object' ? Object.fromEntries(Object.entries(request.body).filter(([, value]) => typeof value === 'string')) : {};

  /** Signs the browser in as `account` (ending a session it had) and answers with the cookie set. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, account: Account) {
    const previous = await resolveCaller(request, source);
    if (previous?.via === 'session') await accounts.endSession(previous.tokenHash);
    const token = newToken();
    const now = Date.now();
    await accounts.createSession(tokenHash(token), account.id, new Date(now).toISOString(), new Date(now + AUTH_POLICY.sessionLifetimeMs).toISOString());
    setSessionCookie(request, reply, token, AUTH_POLICY.sessionLifetimeMs / 1000);
  }

  /** Where an account lands after signing in without a page to return to: its (first) generation's preview. */
  async function landing(account: Account, locale: Locale): Promise<string> {
    const generation = account.role === 'operator' ? await accounts.setting('start_generation') : account.generations[0];
    return generation ? previewPath(generation) + (localePrefix(locale) ? `${locale}/` : '') : localePrefix(locale) || '/';
  }

  for (const locale of LOCALES) {
    const text = siteStringsOf(locale).auth;
    const paths = authPaths(locale);
    const prefix = localePrefix(locale);

    app.get(paths.signIn, publicRoute, async (request, reply) => {
      const { next, 'signed-out': signedOut } = request.query as Form;
      return html(reply, 200, renderSignInPage({ locale, next: safeNext(next) ?? '', notice: signedOut !== undefined ? text.signedOut : undefined }));
    });

    app.post(paths.signIn, { ...publicRoute, bodyLimit: FORM_LIMIT }, async (request, reply) => {
      const form = formOf(request);
      const next = safeNext(form.next) ?? '';
      const given = (form.email ?? '').slice(0, 254);
      const again = (status: number, error: string) => html(reply, status, renderSignInPage({ locale, next, email: given, error }));
      if (isCrossSite(request)) return again(403, text.crossSite);
      const email = normaliseEmail(given) ?? given.trim().toLowerCase();
      const password = (form.password ?? '').slice(0, 1024);
      const now = Date.now();
      const since = new Date(now - AUTH_POLICY.failureWindowMs).toISOString();
      const keys = [`account:${email}`, `address:${throttledAddress(request.ip)}`];
      const failures = await Promise.all(keys.map((key) => accounts.failures(key, since)));
      // From here to counting this attempt in, nothing waits: no other attempt checks in between.
      for (const [index, key] of keys.entries()) {
        const { count, oldest } = failures[index]!;
        if (count + (checking.get(key) ?? 0) < AUTH_POLICY.maxFailures) continue;
        // The oldest failure leaves the window first; attempts still being checked, a whole window from now.
        const seconds = Math.max(1, Math.ceil(((oldest ? Date.parse(oldest) : now) + AUTH_POLICY.failureWindowMs - now) / 1000));
        reply.header('Retry-After', String(seconds));
        return again(429, text.tooManyAttempts(Math.ceil(seconds / 60)));
      }
      track(keys, 1);
      let account: StoredAccount | undefined;
      try {
        account = await accounts.accountByEmail(email);
        // An unknown or revoked account is checked against a stand-in hash: the same answer, in the same time.
        const matches = await verifyPassword(password, account?.passwordHash ?? null);
        if (!account || !matches || account.revokedAt) {
          await accounts.recordFailure(keys, new Date(now).toISOString());
          return again(401, text.wrongCredentials);
        }
      } finally {
        track(keys, -1);
      }
      await startSession(request, reply, account);
      return reply.redirect(next || (await landing(account, locale)), 303);
    });

    // GET only: a HEAD (a link checker's) must not use the link up.
    app.get(`${prefix}/sign-in/link/:token`, { ...publicRoute, exposeHeadRoute: false }, async (request, reply) => {
      const { token } = request.params as { token: string };
      // Only a sign-in link is used up here: an invitation opened at this address stays usable.
      const hash = tokenHash(token);
      const found = await accounts.link(hash);
      const link = found?.kind === 'sign-in' ? await accounts.useLink(hash, new Date().toISOString()) : undefined;
      const account = link?.accountId ? await accounts.accountById(link.accountId) : undefined;
      if (!link || !account || account.revokedAt) return html(reply, 410, renderLinkGonePage(locale));
      await startSession(request, reply, account);
      const target = link.generationId ? previewPath(link.generationId) + (localePrefix(locale) ? `${locale}/` : '') : await landing(account, locale);
      return html(reply, 200, renderSignedInPage(locale, target));
    });

    app.get(`${prefix}/invite/:token`, { ...publicRoute, exposeHeadRoute: false }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const link = await openInvitation(token);
      if (!link) return html(reply, 410, renderLinkGonePage(locale));
      return html(reply, 200, renderInvitationPage({ locale, token, email: link.email ?? '', fixedEmail: Boolean(link.email) }));
    });

    app.post(`${prefix}/invite/:token`, { ...publicRoute, bodyLimit: FORM_LIMIT }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const link = await openInvitation(token);
      if (!link) return html(reply, 410, renderLinkGonePage(locale));
      const form = formOf(request);
      const given = link.email ?? (form.email ?? '').slice(0, 254);
      const again = (status: number, errors: string[]) => html(reply, status, renderInvitationPage({ locale, token, email: given, fixedEmail: Boolean(link.email), errors }));
      if (isCrossSite(request)) return again(403, [text.crossSite]);
      const email = normaliseEmail(given);
      const password = form.password ?? '';
      const length = passwordLength(password);
      const errors = [
        ...(email ? [] : [text.badEmail]),
        ...(length < AUTH_POLICY.passwordMin ? [text.shortPassword(AUTH_POLICY.passwordMin)] : []),
        ...(length > AUTH_POLICY.passwordMax ? [text.longPassword(AUTH_POLICY.passwordMax)] : []),
        ...(password !== (form.confirm ?? '') ? [text.passwordsDiffer] : []),
      ];
      if (errors.length > 0) return again(422, errors);
      // A revoked account's email may be invited again (how a password is reset): the account comes
      // back, but only through an invitation the operator made for that email. An invitation that
      // names none lets the invitee choose: a revoked account's email is then taken like any other.
      const reclaim = link.email !== null;
      const holder = await accounts.accountByEmail(email!);
      if (holder && (!holder.revokedAt || !reclaim)) {
        // The holder of an invitation made for an email cannot try another: nothing to learn, nothing counted.
        if (link.email !== null) return again(409, [text.emailTaken]);
        // One that lets the invitee choose would otherwise tell, address after address, who has an
        // account here: it answers so a bounded number of times, and the last answer spends it.
        const limit = AUTH_POLICY.invitationTakenAnswers;
        const refused = await accounts.refuseInvitation(tokenHash(token), limit, new Date().toISOString());
        if (!refused) return html(reply, 410, renderLinkGonePage(locale));
        if (refused.spent) return html(reply, 410, renderLinkGonePage(locale, [text.emailTaken, text.invitationSpent]));
        return again(409, [text.emailTaken, text.invitationTakenLeft(limit - refused.refusals)]);
      }
      const passwordHash = await hashPassword(password);
      const used = await accounts.useLink(tokenHash(token), new Date().toISOString());
      if (!used) return html(reply, 410, renderLinkGonePage(locale));
      let account: Account;
      try {
        account = await accounts.createAccount(
          { email: email!, role: used.role ?? 'editor', passwordHash, generations: used.generationId ? [used.generationId] : [], reclaim: used.email !== null },
          new Date().toISOString(),
        );
      } catch (error) {
        if (error instanceof AccountExists) return again(409, [text.emailTaken]);
        throw error;
      }
      await startSession(request, reply, account);
      return reply.redirect(await landing(account, locale), 303);
    });
  }

  /** An invitation that can still be used. */
  async function openInvitation(token: string) {
    const link = await accounts.link(tokenHash(token));
    return link && link.kind === 'invitation' && !link.usedAt && Date.parse(link.expiresAt) > Date.now() ? link : undefined;
  }

  app.post('/sign-out', { ...publicRoute, bodyLimit: FORM_LIMIT }, async (request, reply) => {
    const locale = (LOCALES as readonly string[]).includes(formOf(request).locale ?? '') ? (formOf(request).locale as Locale) : DEFAULT_LOCALE;
    if (isCrossSite(request)) return html(reply, 403, renderSignInPage({ locale, error: siteStringsOf(locale).auth.crossSite }));
    const caller = await resolveCaller(request, source);
    if (caller?.via === 'session') await accounts.endSession(caller.tokenHash);
    setSessionCookie(request, reply, '', 0);
    return reply.redirect(`${authPaths(locale).signIn}?signed-out`, 303);
  });

  // Who is signed in, for the editor bar.
  app.get('/api/session', { config: { access: 'signed-in' } }, (request, reply) => {
    const { email, role, generations } = request.caller!.account;
    return reply.send({ email, role, generations, via: request.caller!.via });
  });

  done();
};
