import type { LightMyRequestResponse } from 'fastify';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TEST_OPERATOR_TOKEN, TestPreviewServer } from '../test-app';
import type { Access } from './access';
import { makeAccount, sessionCookie, setCookie as setCookieOf, TEST_PASSWORD } from './test-callers';

/** Who calls: nobody, an editor of another generation, the generation's editor, the operator (signed in), the bearer token. */
const CALLERS = ['nobody', 'otherEditor', 'editor', 'operator', 'token'] as const;
type CallerName = (typeof CALLERS)[number];

let server: TestPreviewServer;
let mine: string;
let other: string;
/** The port the app listens on, for requests sent as raw HTTP. */
let port: number;
const headers = {} as Record<CallerName, Record<string, string>>;

beforeAll(async () => {
  server = await new TestPreviewServer({ publish: true }).start();
  mine = server.startGeneration;
  const created = await server.app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json' }, payload: '{}' });
  other = created.json<{ id: string }>().id;
  const editor = await makeAccount(server.store, 'editor@example.com', 'editor', [mine]);
  const otherEditor = await makeAccount(server.store, 'other@example.com', 'editor', [other]);
  headers.nobody = {};
  headers.otherEditor = { cookie: await sessionCookie(server.store, otherEditor) };
  headers.editor = { cookie: await sessionCookie(server.store, editor) };
  headers.operator = { cookie: await sessionCookie(server.store, server.operator) };
  headers.token = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
  await server.anonymous.listen({ port: 0, host: '127.0.0.1' });
  port = (server.anonymous.server.address() as AddressInfo).port;
});
afterAll(() => server.dispose());

type Row = {
  /** The route as declared (`METHOD url`): the table must name every one. */
  route: string;
  /** The request that exercises it. */
  request: () => { method: 'GET' | 'POST'; url: string; payload?: string; type?: string };
  /** The status each caller must get, in the order of CALLERS. */
  expect: readonly [number, number, number, number, number];
};

const json = (payload: unknown) => ({ payload: JSON.stringify(payload), type: 'application/json' });
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded' });
const text = (n: number) => json({ path: 'hero.title', content: `Title ${n}` });

/** Every route and what each caller gets. Public routes answer all alike; the rest 401 nobody and 403 whoever lacks the right. */
const TABLE: Row[] = [
  { route: 'GET /*', request: () => ({ method: 'GET', url: '/' }), expect: [200, 200, 200, 200, 200] },
  { route: 'GET /money', request: () => ({ method: 'GET', url: '/money' }), expect: [302, 302, 302, 302, 302] },
  { route: 'GET /fr/money', request: () => ({ method: 'GET', url: '/fr/money' }), expect: [302, 302, 302, 302, 302] },
  { route: 'POST /api/generations', request: () => ({ method: 'POST', url: '/api/generations', ...json({}) }), expect: [401, 403, 403, 201, 201] },
  { route: 'GET /api/preview/:generationId/export', request: () => ({ method: 'GET', url: `/api/preview/${mine}/export` }), expect: [401, 403, 403, 200, 200] },
  { route: 'POST /api/preview/:generationId/publish', request: () => ({ method: 'POST', url: `/api/preview/${mine}/publish`, ...json({}) }), expect: [401, 403, 200, 200, 200] },
  { route: 'POST /api/preview/:generationId/content', request: () => ({ method: 'POST', url: `/api/preview/${mine}/content`, ...text(1) }), expect: [401, 403, 200, 200, 200] },
  {
    route: 'POST /api/preview/:generationId/styles/v2',
    request: () => ({ method: 'POST', url: `/api/preview/${mine}/styles/v2`, ...json({ componentName: 'hero', stylePath: 'background', value: '#123456' }) }),
    expect: [401, 403, 200, 200, 200],
  },
  { route: 'GET /api/preview/:generationId/history', request: () => ({ method: 'GET', url: `/api/preview/${mine}/history` }), expect: [401, 403, 200, 200, 200] },
  { route: 'GET /api/preview/:generationId', request: () => ({ method: 'GET', url: `/api/preview/${mine}` }), expect: [401, 403, 200, 200, 200] },
  { route: 'GET /api/preview/:generationId/*', request: () => ({ method: 'GET', url: `/api/preview/${mine}/about` }), expect: [401, 403, 200, 200, 200] },
  { route: 'GET /api/preview/:generationId/virtual-coins.html', request: () => ({ method: 'GET', url: `/api/preview/${mine}/virtual-coins.html` }), expect: [401, 403, 200, 200, 200] },
  { route: 'GET /api/preview/:generationId/fr/virtual-coins.html', request: () => ({ method: 'GET', url: `/api/preview/${mine}/fr/virtual-coins.html` }), expect: [401, 403, 200, 200, 200] },
  { route: 'GET /api/session', request: () => ({ method: 'GET', url: '/api/session' }), expect: [401, 200, 200, 200, 200] },
  { route: 'GET /sign-in', request: () => ({ method: 'GET', url: '/sign-in' }), expect: [200, 200, 200, 200, 200] },
  { route: 'GET /fr/sign-in', request: () => ({ method: 'GET', url: '/fr/sign-in' }), expect: [200, 200, 200, 200, 200] },
  // A wrong password answers alike whoever asks (and so leaves each caller's own session alone).
  { route: 'POST /sign-in', request: () => ({ method: 'POST', url: '/sign-in', ...form({ email: 'editor@example.com', password: 'not the password' }) }), expect: [401, 401, 401, 401, 401] },
  { route: 'POST /fr/sign-in', request: () => ({ method: 'POST', url: '/fr/sign-in', ...form({ email: 'nobody@example.com', password: TEST_PASSWORD }) }), expect: [401, 401, 401, 401, 401] },
  { route: 'GET /sign-in/link/:token', request: () => ({ method: 'GET', url: '/sign-in/link/not-a-link' }), expect: [410, 410, 410, 410, 410] },
  { route: 'GET /fr/sign-in/link/:token', request: () => ({ method: 'GET', url: '/fr/sign-in/link/not-a-link' }), expect: [410, 410, 410, 410, 410] },
  { route: 'GET /invite/:token', request: () => ({ method: 'GET', url: '/invite/not-an-invitation' }), expect: [410, 410, 410, 410, 410] },
  { route: 'GET /fr/invite/:token', request: () => ({ method: 'GET', url: '/fr/invite/not-an-invitation' }), expect: [410, 410, 410, 410, 410] },
  { route: 'POST /invite/:token', request: () => ({ method: 'POST', url: '/invite/not-an-invitation', ...form({}) }), expect: [410, 410, 410, 410, 410] },
  { route: 'POST /fr/invite/:token', request: () => ({ method: 'POST', url: '/fr/invite/not-an-invitation', ...form({}) }), expect: [410, 410, 410, 410, 410] },
  // Signing out is last: it ends the caller's session.
  { route: 'POST /sign-out', request: () => ({ method: 'POST', url: '/sign-out', ...form({}) }), expect: [303, 303, 303, 303, 303] },
];

test('the table names every route the server has, each with the access it declares', () => {
  const declared = [...server.anonymous.accessRules.keys()].filter((route) => !route.startsWith('HEAD ')).sort();
  expect(declared).toEqual(TABLE.map((row) => row.route).sort());
  // A HEAD route is left out of the table only as its GET's twin, with the GET's access: any other
  // (one declared by hand, with an access of its own) would be a route the table does not name.
  const heads = [...server.anonymous.accessRules].filter(([route]) => route.startsWith('HEAD '));
  expect(heads.length).toBeGreaterThan(0);
  for (const [route, access] of heads) expect([route, server.anonymous.accessRules.get(route.replace(/^HEAD /, 'GET '))]).toEqual([route, access]);
  const byAccess = (access: Access) => [...server.anonymous.accessRules].filter(([route, rule]) => rule === access && !route.startsWith('HEAD ')).map(([route]) => route);
  expect(byAccess('operator').sort()).toEqual(['GET /api/preview/:generationId/export', 'POST /api/generations']);
});

// Before the table's rows: its last one signs every caller out.
test.each(TABLE.filter((row) => row.route.startsWith('GET ')))('HEAD $route answers each caller as its GET does', async (row) => {
  const { url } = row.request();
  if (!server.anonymous.accessRules.has(row.route.replace(/^GET /, 'HEAD '))) {
    // A one-time link has no HEAD (a link checker's must not use it up): the site's pages answer it, never signing anyone in.
    for (const caller of CALLERS) expect(setCookieOf(await server.anonymous.inject({ method: 'HEAD', url, headers: headers[caller] }))).toBeUndefined();
    return;
  }
  for (const [index, caller] of CALLERS.entries()) {
    const response = await server.anonymous.inject({ method: 'HEAD', url, headers: headers[caller] });
    expect([caller, response.statusCode]).toEqual([caller, row.expect[index]]);
    expect(response.body).toBe('');
  }
});

test.each(TABLE)('$route answers each caller as the table says', async (row) => {
  const answers: Record<string, number> = {};
  const bodies: LightMyRequestResponse[] = [];
  for (const caller of CALLERS) {
    const { method, url, payload, type } = row.request();
    const response = await server.anonymous.inject({ method, url, payload, headers: { ...(type ? { 'content-type': type } : {}), ...headers[caller] } });
    answers[caller] = response.statusCode;
    bodies.push(response);
  }
  expect(answers).toEqual(Object.fromEntries(CALLERS.map((caller, index) => [caller, row.expect[index]])));
  // A refusal of an API call is JSON { error }; nothing of the draft is in any refusal.
  for (const response of bodies.filter((answer) => answer.statusCode === 401 || answer.statusCode === 403)) {
    expect(response.body).not.toContain('Title 1');
    if (row.route.includes(' /api/') && !/^GET \/api\/preview\/:generationId($|\/\*|\/.*virtual)/.test(row.route)) expect(response.json()).toHaveProperty('error');
  }
});

test('a browser that opens a preview without a session gets the sign-in page with 401, which returns it there, and never the draft', async () => {
  await server.app.inject({
    method: 'POST',
    url: `/api/preview/${mine}/content`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ path: 'hero.title', content: 'A secret draft title' }),
  });
  for (const path of ['', 'about', 'history', 'export']) {
    const response = await server.anonymous.inject({ url: `/api/preview/${mine}/${path}`, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Sign in to edit</h1>');
    expect(response.body).toContain(`name="next" value="/api/preview/${mine}/${path}"`);
    expect(response.body).not.toContain('A secret draft title');
  }
  const french = await server.anonymous.inject({ url: `/api/preview/${mine}/fr/about`, headers: { accept: 'text/html' } });
  expect(french.body).toContain('lang="fr-CA"');
});

test("an editor who opens another generation's preview gets a 403 page that offers to sign out", async () => {
  const editor = (await server.store.accounts.accountByEmail('editor@example.com'))!;
  const response = await server.anonymous.inject({ url: `/api/preview/${other}/`, headers: { accept: 'text/html', cookie: await sessionCookie(server.store, editor) } });
  expect(response.statusCode).toBe(403);
  expect(response.body).toContain('editor@example.com');
  expect(response.body).toContain('action="/sign-out"');
});

test('a wrong bearer token is nobody, even beside a good session cookie', async () => {
  const cookie = await sessionCookie(server.store, server.operator);
  expect((await server.anonymous.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
  const response = await server.anonymous.inject({ url: '/api/session', headers: { authorization: 'Bearer wrong-token-wrong-token-wrong-token', cookie } });
  expect(response.statusCode).toBe(401);
});

test('a malformed bearer token (empty, or with more after it) is nobody too, never a fall back to the cookie', async () => {
  const cookie = await sessionCookie(server.store, server.operator);
  for (const authorization of ['Bearer', 'Bearer ', `Bearer ${TEST_OPERATOR_TOKEN} extra`, `Bearer ${TEST_OPERATOR_TOKEN},Bearer x`]) {
    const response = await server.anonymous.inject({ url: '/api/session', headers: { authorization, cookie } });
    expect(response.statusCode, authorization).toBe(401);
  }
  // Another scheme (a proxy's Basic authentication in front of the site) is not a bearer token: the cookie counts.
  expect((await server.anonymous.inject({ url: '/api/session', headers: { authorization: 'Basic dXNlcjpwYXNz', cookie } })).statusCode).toBe(200);
  expect((await server.anonymous.inject({ url: '/api/session', headers: { authorization: `bearer  ${TEST_OPERATOR_TOKEN}` } })).statusCode).toBe(200);
});

test('every answer of a route that needs a session is never cached, whatever form the request target takes', async () => {
  // A request may name the whole address (absolute form, as sent to a proxy): the draft still must not be kept by a cache.
  for (const path of [`/api/preview/${mine}/history`, `/api/preview/${mine}/export`, '/api/session']) {
    const answers = await new Promise<string[]>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.end(`GET http://127.0.0.1:${port}${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${TEST_OPERATOR_TOKEN}\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text.split('\r\n\r\n')[0]!.split('\r\n')));
      socket.on('error', reject);
    });
    expect(answers[0], path).toBe('HTTP/1.1 200 OK');
    expect(answers, path).toContain('cache-control: no-store');
    expect(answers, path).toContain('x-robots-tag: noindex');
  }
});
