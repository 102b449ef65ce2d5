import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { contentChange } from '../preview/edits';
import { newGenerationId } from '../preview/generation-id';
import { TestPreviewServer } from '../test-app';
import { invitationLink, signInLink } from './links';
import { AUTH_POLICY } from './policy';
import { makeAccount, postForm, sessionCookie, setCookie, TEST_PASSWORD } from './test-callers';

let server: TestPreviewServer;
beforeEach(async () => {
  server = await new TestPreviewServer({ trustProxy: 1, maxGenerationsPerAccount: 3 }).start();
});
afterEach(() => server.dispose());

/** Another password long enough for the rules: the one a reset gives. */
const NEW_PASSWORD = 'a brand new password, also long';

const cookieOf = (header: string | undefined) => header?.split(';')[0] ?? '';
const session = (cookie: string) => server.anonymous.inject({ url: '/api/session', headers: { cookie } });

test('signing in with the right password sets an HttpOnly, SameSite=Strict session cookie and opens the editor’s generation', async () => {
  const editor = await makeAccount(server.store, 'ed@example.com', 'editor', [server.startGeneration]);
  const response = await postForm(server.anonymous, '/sign-in', { email: ' Ed@Example.com ', password: TEST_PASSWORD });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/api/preview/${server.startGeneration}/`);
  const cookie = setCookie(response)!;
  expect(cookie).toMatch(/^bm_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
  const who = await session(cookieOf(cookie));
  expect(who.json()).toEqual({ email: editor.email, role: 'editor', generations: [server.startGeneration], via: 'session' });
  expect(who.body).not.toMatch(/hash|scrypt/i);
});

test('under HTTPS (through a trusted proxy) the cookie is Secure and __Host- prefixed', async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor');
  const response = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }, { 'x-forwarded-proto': 'https' });
  expect(setCookie(response)).toMatch(/^__Host-bm_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
});

test('a sign-in may return to a preview page of this site only', async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor', [server.startGeneration]);
  const to = async (next: string) => (await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD, next })).headers.location;
  expect(await to(`/api/preview/${server.startGeneration}/fr/about`)).toBe(`/api/preview/${server.startGeneration}/fr/about`);
  for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/api/preview/gen-x//evil.example']) expect(await to(evil)).toBe(`/api/preview/${server.startGeneration}/`);
  // Dot segments, written out or percent-encoded (browsers resolve both), would climb out of the
  // preview to any page of the site, such as another account's one-time link.
  for (const climb of ['/../../sign-in/link/abc', '/%2e%2e/%2e%2e/sign-in/link/abc', '/.%2E/%2e./%2e%2e/sign-in', '/x/../../..']) {
    expect([climb, await to(`/api/preview/${server.startGeneration}${climb}`)]).toEqual([climb, `/api/preview/${server.startGeneration}/`]);
  }
  // A dot segment that stays within the preview leads where a browser would resolve it.
  expect(await to(`/api/preview/${server.startGeneration}/about/../fr/`)).toBe(`/api/preview/${server.startGeneration}/fr/`);
  // A line break or a tab (which browsers drop from addresses) is no address: the sign-in still lands, never a 500.
  for (const odd of ['/api/preview/gen-x/\r\nX-Evil: 1', '/api/preview/gen-x/\t/evil.example', '/api/preview/gen-x/\u0000']) expect(await to(odd)).toBe(`/api/preview/${server.startGeneration}/`);
});

test('a sign-in, invitation or sign-out body of the wrong shape, or a return address no header can carry, gets a 4xx page, never a 500', async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor', [server.startGeneration]);
  const invite = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const json = (url: string, body: unknown) => server.anonymous.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  for (const body of [
    { email: 1 },
    { email: 'ed@example.com', password: { x: 1 } },
    { email: ['ed@example.com'], password: TEST_PASSWORD },
    { next: 7, email: 'ed@example.com', password: TEST_PASSWORD, locale: {} },
  ]) {
    for (const url of ['/sign-in', '/fr/sign-in', invite, '/sign-out']) {
      const response = await json(url, { ...body, confirm: 'password' in body ? body.password : undefined });
      expect([url, body, response.statusCode < 500]).toEqual([url, body, true]);
    }
  }
  // Where a sign-in leads is a Location header, in ASCII (a page's address is percent-encoded):
  // anything else leads to the default page.
  for (const next of ['a\r\nSet-Cookie: x=1', '\u2028', '\u0000', 'café', 'a b'].map((tail) => `/api/preview/${server.startGeneration}/${tail}`)) {
    const response = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD, next });
    expect([next, response.statusCode, response.headers.location]).toEqual([next, 303, `/api/preview/${server.startGeneration}/`]);
  }
});

test('an unknown email and a wrong password get the same answer, and neither signs in', async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor');
  const wrong = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: 'wrong password, long enough' });
  const unknown = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com'.replace('ed', 'zz'), password: TEST_PASSWORD });
  expect(wrong.statusCode).toBe(401);
  expect(unknown.statusCode).toBe(401);
  expect(wrong.body.replace('ed@example.com', 'X')).toBe(unknown.body.replace('zz@example.com', 'X'));
  expect(wrong.body).toContain('The email or the password is not right.');
  expect(setCookie(wrong)).toBeUndefined();
  expect(setCookie(unknown)).toBeUndefined();
});

test('after 10 failures in 10 minutes an account gets 429 with Retry-After, even with the right password', { timeout: 30_000 }, async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor');
  const started = Date.now();
  for (let attempt = 0; attempt < AUTH_POLICY.maxFailures; attempt++) {
    const response = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: `wrong ${attempt} password!!` }, { 'x-forwarded-for': `10.0.0.${attempt}` });
    expect(response.statusCode).toBe(401);
  }
  const blocked = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }, { 'x-forwarded-for': '10.0.1.1' });
  expect(blocked.statusCode).toBe(429);
  // Until the first failure leaves the window: the window less the time these attempts took (ten
  // password checks, seconds on a loaded machine), rounded up.
  const spent = Math.ceil((Date.now() - started) / 1000);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(AUTH_POLICY.failureWindowMs / 1000 - spent);
  expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(AUTH_POLICY.failureWindowMs / 1000);
  expect(blocked.body).toContain('Too many failed attempts. Try again in 10 minutes.');
  expect(setCookie(blocked)).toBeUndefined();
});

test('after 10 failures from one address, that address gets 429 for any account', { timeout: 30_000 }, async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor');
  for (let attempt = 0; attempt < AUTH_POLICY.maxFailures; attempt++) {
    expect((await postForm(server.anonymous, '/fr/sign-in', { email: `n${attempt}@example.com`, password: 'nope nope nope nope' }, { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(401);
  }
  const blocked = await postForm(server.anonymous, '/fr/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }, { 'x-forwarded-for': '10.9.9.9' });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.body).toContain('Trop de tentatives infructueuses.');
  const elsewhere = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }, { 'x-forwarded-for': '10.9.9.10' });
  expect(elsewhere.statusCode).toBe(303);
});

test('an IPv6 client is throttled by its /64, which one subscriber holds whole, and an IPv4 address counts the same however it is written', { timeout: 60_000 }, async () => {
  const fail = (address: string) => postForm(server.anonymous, '/sign-in', { email: `n-${address}@example.com`, password: 'nope nope nope nope' }, { 'x-forwarded-for': address });
  for (let attempt = 1; attempt <= AUTH_POLICY.maxFailures; attempt++) expect((await fail(`2001:db8:1:2::${attempt.toString(16)}`)).statusCode).toBe(401);
  for (const sameSubscriber of ['2001:db8:1:2::ffff', '2001:0db8:0001:0002:abcd:0:0:1', '2001:DB8:1:2:ffff:ffff:ffff:ffff'])
    expect([sameSubscriber, (await fail(sameSubscriber)).statusCode]).toEqual([sameSubscriber, 429]);
  expect((await fail('2001:db8:1:3::1')).statusCode).toBe(401);
  for (let attempt = 1; attempt <= AUTH_POLICY.maxFailures; attempt++) expect((await fail('::ffff:198.51.100.7')).statusCode).toBe(401);
  expect((await fail('198.51.100.7')).statusCode).toBe(429);
  expect((await fail('198.51.100.8')).statusCode).toBe(401);
});

test('attempts sent all at once are throttled as if sent one after another: at most 10 are checked', { timeout: 60_000 }, async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor');
  const attempts = Array.from({ length: 3 * AUTH_POLICY.maxFailures }, (_, attempt) =>
    postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: `wrong ${attempt} password!!` }, { 'x-forwarded-for': `10.0.2.${attempt}` }),
  );
  const statuses = (await Promise.all(attempts)).map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 401)).toHaveLength(AUTH_POLICY.maxFailures);
  expect(statuses.filter((status) => status === 429)).toHaveLength(2 * AUTH_POLICY.maxFailures);
  const blocked = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }, { 'x-forwarded-for': '10.0.3.1' });
  expect(blocked.statusCode).toBe(429);
});

test('a right password sent beside wrong ones at once still signs in while the count allows it', { timeout: 30_000 }, async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor');
  const wrong = Array.from({ length: 3 }, (_, attempt) => postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: `wrong ${attempt} password!!` }));
  const [right, ...rest] = await Promise.all([postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }), ...wrong]);
  expect(right.statusCode).toBe(303);
  expect(rest.map((response) => response.statusCode)).toEqual([401, 401, 401]);
  // Only the failures count: seven more wrong ones are still answered 401, the next 429.
  for (let attempt = 0; attempt < AUTH_POLICY.maxFailures - 3; attempt++) {
    expect((await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: `again ${attempt} wrong!!!!` })).statusCode).toBe(401);
  }
  expect((await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD })).statusCode).toBe(429);
});

test('fields that are not text (a JSON body of numbers or lists) count as missing: a refusal, never a 500', { timeout: 30_000 }, async () => {
  const invitation = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const json = (url: string, body: unknown) => server.anonymous.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  for (const body of [
    { email: 5, password: 'x' },
    { email: ['ed@example.com'], password: [TEST_PASSWORD] },
    { email: 'ed@example.com', password: 5 },
  ]) {
    expect((await json('/sign-in', body)).statusCode).toBe(401);
    expect((await json('/fr/sign-in', body)).statusCode).toBe(401);
    expect((await json(invitation, { ...body, confirm: body.password })).statusCode).toBe(422);
  }
  expect(await server.store.accounts.accountByEmail('ed@example.com')).toBeUndefined();
});

test('a form posted from another site is refused and signs no one in, whether it names the site in Origin or, without one, in Referer', async () => {
  await makeAccount(server.store, 'ed@example.com', 'editor', [server.startGeneration]);
  for (const from of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/page' }, { referer: 'not an address' }] as Record<string, string>[]) {
    const response = await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }, from);
    expect([from, response.statusCode, setCookie(response)]).toEqual([from, 403, undefined]);
  }
  const save = (headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: `/api/preview/${server.startGeneration}/content`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ path: 'hero.title', content: 'From elsewhere' }),
    });
  expect((await save({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
  // The site's own pages, with or without either header, are this site.
  expect((await save({ host: 'site.example', referer: 'http://site.example/api/preview/' })).statusCode).toBe(200);
  expect((await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD }, { host: 'site.example', referer: 'http://site.example/sign-in' })).statusCode).toBe(303);
});

test('a one-time sign-in link signs in as the operator once, opens its generation, and then answers a clear page in either language', async () => {
  const path = await signInLink(server.store.accounts, server.operator, server.startGeneration);
  const first = await server.anonymous.inject({ url: path });
  expect(first.statusCode).toBe(200);
  expect(first.body).toContain(`<meta http-equiv="refresh" content="0; url=/api/preview/${server.startGeneration}/">`);
  expect((await session(cookieOf(setCookie(first)))).json()).toMatchObject({ email: 'operator@localhost', role: 'operator' });
  const again = await server.anonymous.inject({ url: path });
  expect(again.statusCode).toBe(410);
  expect(again.body).toContain('This link no longer works');
  expect(setCookie(again)).toBeUndefined();
  const french = await server.anonymous.inject({ url: `/fr${path}` });
  expect(french.statusCode).toBe(410);
  expect(french.body).toContain('Ce lien ne fonctionne plus');
  // A HEAD (a link checker) does not use a link up.
  const fresh = await signInLink(server.store.accounts, server.operator, server.startGeneration);
  expect((await server.anonymous.inject({ method: 'HEAD', url: fresh })).statusCode).toBe(404);
  expect((await server.anonymous.inject({ url: fresh })).statusCode).toBe(200);
});

test('an invitation opened at the address of a sign-in link signs no one in and stays usable', async () => {
  const invitation = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const token = invitation.split('/').pop()!;
  const wrong = await server.anonymous.inject({ url: `/sign-in/link/${token}` });
  expect(wrong.statusCode).toBe(410);
  expect(setCookie(wrong)).toBeUndefined();
  expect((await server.anonymous.inject({ url: invitation })).statusCode).toBe(200);
});

test('a sign-in link expires after an hour', async () => {
  const path = await signInLink(server.store.accounts, server.operator, server.startGeneration, new Date(Date.now() - AUTH_POLICY.signInLinkMs - 1000));
  expect((await server.anonymous.inject({ url: path })).statusCode).toBe(410);
});

test('an invitation makes an editor of its generation, who may edit it and nothing else; it works once; the address is kept as its plain letters', { timeout: 30_000 }, async () => {
  const path = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const page = await server.anonymous.inject({ url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Join as an editor');
  const mismatch = await postForm(server.anonymous, path, { email: 'new@example.com', password: TEST_PASSWORD, confirm: 'something else entirely' });
  expect(mismatch.statusCode).toBe(422);
  expect(mismatch.body).toContain('The two passwords are not the same.');
  const short = await postForm(server.anonymous, path, { email: 'not an email', password: 'short', confirm: 'short' });
  expect(short.body).toContain('The password needs at least 15 characters.');
  expect(short.body).toContain('Enter an email address');
  // Typed in full-width letters (a CJK input mode), the address is the one its letters stand for.
  const accepted = await postForm(server.anonymous, path, { email: 'Ｎｅｗ＠Ｅｘａｍｐｌｅ.com', password: TEST_PASSWORD, confirm: TEST_PASSWORD });
  expect(accepted.statusCode).toBe(303);
  expect(accepted.headers.location).toBe(`/api/preview/${server.startGeneration}/`);
  const cookie = cookieOf(setCookie(accepted));
  const post = (url: string, body: unknown) => server.anonymous.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  expect((await post(`/api/preview/${server.startGeneration}/content`, { path: 'hero.title', content: 'By the new editor' })).statusCode).toBe(200);
  const history = await server.app.inject(`/api/preview/${server.startGeneration}/history`);
  expect(history.json<{ edits: { author: string }[] }>().edits[0]!.author).toBe('new@example.com');
  expect((await post('/api/generations', {})).statusCode).toBe(403);
  expect((await postForm(server.anonymous, path, { email: 'other@example.com', password: TEST_PASSWORD, confirm: TEST_PASSWORD })).statusCode).toBe(410);
  // The new account signs in with its password from now on.
  expect((await postForm(server.anonymous, '/sign-in', { email: 'new@example.com', password: TEST_PASSWORD })).statusCode).toBe(303);
});

test('an invitation counts a password’s characters as they are hashed (NFKC): 16 code points that compose into 8 characters are too short', async () => {
  const path = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const composed = 'e\u0301'.repeat(8);
  expect([...composed]).toHaveLength(16);
  const short = await postForm(server.anonymous, path, { email: 'new@example.com', password: composed, confirm: composed });
  expect(short.statusCode).toBe(422);
  expect(short.body).toContain('The password needs at least 15 characters.');
  expect(await server.store.accounts.accountByEmail('new@example.com')).toBeUndefined();
});

test('an invitation refuses an email with control or formatting characters, which the operator’s commands would print raw to a terminal', async () => {
  const path = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  // An escape sequence that moves the cursor up and clears a line (hiding or forging rows of account:list),
  // a right-to-left override that shows an address backwards, a zero-width space, a DEL.
  for (const email of ['\u001b[1A\u001b[2Kme@example.com', 'me@\u202emoc.example', 'me\u200b@example.com', 'me\u007f@example.com', 'me@example.com\u0085']) {
    const refused = await postForm(server.anonymous, path, { email, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect([JSON.stringify(email), refused.statusCode]).toEqual([JSON.stringify(email), 422]);
    expect(refused.body).toContain('Enter an email address');
  }
  expect((await server.store.accounts.accounts()).map((account) => account.email)).toEqual(['operator@localhost']);
  // Letters beyond ASCII are still addresses.
  expect((await postForm(server.anonymous, path, { email: 'Élise@Exemple.québec', password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(303);
  // The domain is kept as DNS reads it; the letters before the @ as typed, in lower case.
  expect(await server.store.accounts.accountByEmail('élise@exemple.xn--qubec-csa')).toBeDefined();
  expect((await postForm(server.anonymous, '/sign-in', { email: 'ÉLISE@exemple.québec', password: NEW_PASSWORD })).statusCode).toBe(303);
});

test('revoking an account ends its sessions at once and stops it signing in', async () => {
  const editor = await makeAccount(server.store, 'ed@example.com', 'editor', [server.startGeneration]);
  const cookie = await sessionCookie(server.store, editor);
  expect((await session(cookie)).statusCode).toBe(200);
  expect(await server.store.accounts.revoke(editor.id, new Date().toISOString())).toBe(true);
  expect((await session(cookie)).statusCode).toBe(401);
  expect((await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD })).statusCode).toBe(401);
});

test('a password is reset by revoking the account and inviting its email again: the new password and only the new grant work, nothing from before', { timeout: 30_000 }, async () => {
  const editor = await makeAccount(server.store, 'ed@example.com', 'editor', [server.startGeneration]);
  const oldCookie = await sessionCookie(server.store, editor);
  const oldLink = await signInLink(server.store.accounts, editor, server.startGeneration);
  const other = (await server.store.create(newGenerationId(), defaultContent, defaultStyles)).id;
  // An invitation for an account that is still active is refused, as before.
  const early = await invitationLink(server.store.accounts, { role: 'editor', generationId: other, email: 'ed@example.com' });
  const refused = await postForm(server.anonymous, early, { password: NEW_PASSWORD, confirm: NEW_PASSWORD });
  expect(refused.statusCode).toBe(409);
  expect(refused.body).toContain('An account already uses this email.');

  expect(await server.store.accounts.revoke(editor.id, new Date().toISOString())).toBe(true);
  const invitation = await invitationLink(server.store.accounts, { role: 'editor', generationId: other, email: 'ed@example.com' });
  const accepted = await postForm(server.anonymous, invitation, { password: NEW_PASSWORD, confirm: NEW_PASSWORD });
  expect(accepted.statusCode).toBe(303);
  expect(accepted.headers.location).toBe(`/api/preview/${other}/`);
  const cookie = cookieOf(setCookie(accepted));
  expect((await session(cookie)).json()).toEqual({ email: 'ed@example.com', role: 'editor', generations: [other], via: 'session' });
  const page = (generation: string, headers: Record<string, string>) => server.anonymous.inject({ url: `/api/preview/${generation}/history`, headers });
  expect((await page(other, { cookie })).statusCode).toBe(200);
  expect((await page(server.startGeneration, { cookie })).statusCode).toBe(403);

  expect((await session(oldCookie)).statusCode).toBe(401);
  expect((await server.anonymous.inject({ url: oldLink })).statusCode).toBe(410);
  expect((await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: TEST_PASSWORD })).statusCode).toBe(401);
  expect((await postForm(server.anonymous, '/sign-in', { email: 'ed@example.com', password: NEW_PASSWORD })).statusCode).toBe(303);
  expect((await server.store.accounts.accounts()).filter((account) => account.email === 'ed@example.com')).toEqual([expect.objectContaining({ id: editor.id, revokedAt: null })]);
});

test('an invitation that names no email cannot take over a revoked account: only one made for that email gives it back', { timeout: 30_000 }, async () => {
  const other = (await server.store.create(newGenerationId(), defaultContent, defaultStyles)).id;
  const former = await makeAccount(server.store, 'former@example.com', 'editor', [other]);
  await server.store.applyEdit(other, contentChange({ path: 'hero.title', content: 'By the former editor' }), former.email);
  expect(await server.store.accounts.revoke(former.id, new Date().toISOString())).toBe(true);
  // Anyone holding an open invitation chooses their email: the revoked one is taken, as an active one is.
  const open = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const taken = await postForm(server.anonymous, open, { email: 'Former@Example.com', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
  expect(taken.statusCode).toBe(409);
  expect(taken.body).toContain('An account already uses this email.');
  expect(setCookie(taken)).toBeUndefined();
  expect(await server.store.accounts.accountById(former.id)).toMatchObject({ revokedAt: expect.any(String), generations: [other] });
  expect((await postForm(server.anonymous, '/sign-in', { email: 'former@example.com', password: NEW_PASSWORD })).statusCode).toBe(401);
  // The invitation is still good for an email of the invitee's own.
  expect((await postForm(server.anonymous, open, { email: 'newcomer@example.com', password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(303);
  // The operator's invitation for that email does give the account back.
  const named = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: 'former@example.com' });
  expect((await postForm(server.anonymous, named, { password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(303);
  expect(await server.store.accounts.accountById(former.id)).toMatchObject({ revokedAt: null, generations: [server.startGeneration] });
});

test('an invitation that names no email tells that an email has an account at most 3 times, the last of which spends it: it cannot list who has an account', async () => {
  const limit = AUTH_POLICY.invitationTakenAnswers;
  const now = new Date().toISOString();
  // Accounts without a password: nothing here hashes one, as a taken email is answered before any hashing.
  for (let index = 1; index <= limit; index++) await server.store.accounts.createAccount({ email: `taken${index}@example.com`, role: 'editor', passwordHash: null, generations: [] }, now);
  const path = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const attempt = (url: string, email: string) => postForm(server.anonymous, url, { email, password: NEW_PASSWORD, confirm: NEW_PASSWORD });

  for (let index = 1; index < limit; index++) {
    const taken = await attempt(path, `Taken${index}@example.com`);
    expect([index, taken.statusCode]).toEqual([index, 409]);
    expect(taken.body).toContain('An account already uses this email.');
    const left = limit - index;
    expect(taken.body).toContain(`This invitation stops working after ${left} more ${left === 1 ? 'email that already has' : 'emails that already have'} an account.`);
    expect(setCookie(taken)).toBeUndefined();
    expect((await server.anonymous.inject({ url: path })).statusCode).toBe(200);
  }
  // The answer that reaches the limit still says why, and says plainly that the invitation is spent (here in French).
  const last = await attempt(`/fr${path}`, `taken${limit}@example.com`);
  expect(last.statusCode).toBe(410);
  expect(last.body).toContain('Un compte utilise déjà ce courriel.');
  expect(last.body).toContain('Cette invitation ne peut plus servir');
  expect(last.body).toContain('Demandez une nouvelle invitation à la personne qui vous a invité.');
  expect(last.body).not.toContain('name="password"');

  // From then on it is a spent link, in either language, even for an email nobody has.
  for (const url of [path, `/fr${path}`]) {
    const page = await server.anonymous.inject({ url });
    expect([url, page.statusCode]).toEqual([url, 410]);
    const free = await attempt(url, 'free@example.com');
    expect([url, free.statusCode]).toEqual([url, 410]);
    expect(setCookie(free)).toBeUndefined();
  }
  expect((await server.anonymous.inject({ url: path })).body).toContain('This link no longer works');
  expect(await server.store.accounts.accountByEmail('free@example.com')).toBeUndefined();
  expect(await server.store.accounts.accounts()).toHaveLength(limit + 1);
});

test('taken answers sent all at once still spend the invitation at the limit: one says so, the rest find it gone', async () => {
  const limit = AUTH_POLICY.invitationTakenAnswers;
  await server.store.accounts.createAccount({ email: 'taken@example.com', role: 'editor', passwordHash: null, generations: [] }, new Date().toISOString());
  const path = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: null });
  const answers = await Promise.all(Array.from({ length: limit + 3 }, () => postForm(server.anonymous, path, { email: 'taken@example.com', password: NEW_PASSWORD, confirm: NEW_PASSWORD })));
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 409)).toHaveLength(limit - 1);
  expect(answers.filter((answer) => answer.body.includes('This invitation can no longer be used'))).toHaveLength(1);
  expect(statuses.filter((status) => status === 410)).toHaveLength(4);
});

test('an invitation made for an email is not spent by its "taken" answers: its holder cannot choose another email to try', async () => {
  await server.store.accounts.createAccount({ email: 'ed@example.com', role: 'editor', passwordHash: null, generations: [] }, new Date().toISOString());
  const path = await invitationLink(server.store.accounts, { role: 'editor', generationId: server.startGeneration, email: 'ed@example.com' });
  for (let index = 0; index <= AUTH_POLICY.invitationTakenAnswers; index++) {
    const refused = await postForm(server.anonymous, path, { email: 'other@example.com', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect([index, refused.statusCode]).toEqual([index, 409]);
    expect(refused.body).toContain('An account already uses this email.');
    expect(refused.body).not.toContain('This invitation stops working');
  }
  expect((await server.anonymous.inject({ url: path })).statusCode).toBe(200);
  expect(await server.store.accounts.accountByEmail('other@example.com')).toBeUndefined();
});

test('a session ends after 2 hours idle or 12 hours in all', async () => {
  const editor = await makeAccount(server.store, 'ed@example.com', 'editor');
  const idle = await sessionCookie(server.store, editor, new Date(Date.now() - AUTH_POLICY.sessionIdleMs - 1000));
  expect((await session(idle)).statusCode).toBe(401);
  const recent = await sessionCookie(server.store, editor, new Date(Date.now() - AUTH_POLICY.sessionIdleMs + 60_000));
  expect((await session(recent)).statusCode).toBe(200);
  const old = await sessionCookie(server.store, editor, new Date(Date.now() - AUTH_POLICY.sessionLifetimeMs - 1000));
  expect((await session(old)).statusCode).toBe(401);
});

test('signing out ends the session on the server, not only in the browser', async () => {
  const editor = await makeAccount(server.store, 'ed@example.com', 'editor');
  const cookie = await sessionCookie(server.store, editor);
  const out = await postForm(server.anonymous, '/sign-out', { locale: 'fr' }, { cookie });
  expect(out.statusCode).toBe(303);
  expect(out.headers.location).toBe('/fr/sign-in?signed-out');
  expect(setCookie(out)).toMatch(/^bm_session=; .*Max-Age=0/);
  expect((await session(cookie)).statusCode).toBe(401);
  expect((await server.anonymous.inject('/fr/sign-in?signed-out')).body).toContain('Vous êtes déconnecté.');
});

test('an account may make at most MAX_GENERATIONS_PER_ACCOUNT generations', async () => {
  const create = () => server.app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json' }, payload: '{}' });
  // Start-up made the first of the operator's three. Asked for at once, two more are made, not four.
  const answers = await Promise.all([create(), create(), create(), create()]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 403, 403]);
  const refused = await create();
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error).toMatch(/already has 3 generations/);
  expect(await server.store.accounts.ownedCount(server.operator.id)).toBe(3);
});

test('the sign-in pages and every refusal are never cached, while a site page keeps its own cache rule', async () => {
  const page = await server.anonymous.inject({ url: '/fr/sign-in', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['cache-control']).toBe('no-store');
  const refused = await postForm(server.anonymous, '/sign-in', { email: 'nobody@example.com', password: TEST_PASSWORD });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['cache-control']).toBe('no-store');
  const refusedPage = await server.anonymous.inject({ url: `/api/preview/${server.startGeneration}/`, headers: { accept: 'text/html' } });
  expect(refusedPage.statusCode).toBe(401);
  expect(refusedPage.headers['cache-control']).toBe('no-store');
  const site = await server.anonymous.inject({ url: '/about' });
  expect(site.headers['cache-control']).not.toBe('no-store');
});

test('the request log never holds the secret of a one-time link or an invitation', { timeout: 30_000 }, async () => {
  const lines: string[] = [];
  const logged = await new TestPreviewServer({ logStream: { write: (line: string) => void lines.push(line) } }).start();
  try {
    const invitation = await invitationLink(logged.store.accounts, { role: 'operator', generationId: null, email: null });
    const link = await signInLink(logged.store.accounts, logged.operator, logged.startGeneration);
    const encodedLink = await signInLink(logged.store.accounts, logged.operator, logged.startGeneration);
    expect((await logged.anonymous.inject({ url: invitation })).statusCode).toBe(200);
    expect((await logged.anonymous.inject({ url: `/fr${link}?x=1` })).statusCode).toBe(200);
    // The router decodes the path before matching, so an address spelt otherwise reaches the same routes.
    expect((await logged.anonymous.inject({ url: invitation.replace('/invite/', '/%69nvite/') })).statusCode).toBe(200);
    expect((await logged.anonymous.inject({ url: encodedLink.replace('/sign-in/link/', '/sign-in/%6Cink/') })).statusCode).toBe(200);
    const secrets = [invitation, link, encodedLink].map((path) => path.split('/').pop()!);
    const log = lines.join('');
    expect(log).toContain('"url":"/invite/…"');
    expect(log).toContain('"url":"/fr/sign-in/link/…?x=1"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  } finally {
    await logged.dispose();
  }
});
