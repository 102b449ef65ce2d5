import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app';
import { CONNECTION_LIMITS } from './connection-limits';
import { buildGamesApp } from './games-app';
import { TEST_OPERATOR_TOKEN, TestPreviewServer } from './test-app';

// Requests an attacker sends to take a visitor elsewhere, confuse the router or hold a
// connection: every one gets a 4xx `{ error }` (or a bare 404) with the security headers, over a
// real socket so that Node's own HTTP parser answers what it answers.

const server = new TestPreviewServer({ publish: true });
let port: number;
beforeAll(async () => {
  await server.start();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as { port: number }).port;
});
afterAll(() => server.dispose());

type RawAnswer = { status: number; headers: Map<string, string>; body: string };

/** Sends `request` as written on a new connection and reads the whole answer (the server closes it). */
function raw(request: string, toPort = port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(toPort, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}
const get = (path: string, host = '127.0.0.1') => raw(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

/** The site's security headers, as every answer must carry them. */
function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
}

test('a path with a backslash, a control character or a leading // answers 404, never a redirect', async () => {
  const paths = [
    '/%5cevil.example/',
    '/%5C%5Chost/',
    '/%5c/host/',
    '/%09/host/',
    '/\\evil.example/',
    '//evil.example/',
    '//evil.example',
    // Encoded slashes: decoded, the path starts with // too.
    '/%2F%2Fevil.example/',
    '/%2fevil.example/',
    '/a%00b/',
    '/%0d%0aSet-Cookie:x/',
    '/%E2%80%A8/',
    '/games/%5c%5cevil/',
  ];
  for (const path of paths) {
    const answer = await get(path);
    expect([path, answer.status, answer.headers.get('location')]).toEqual([path, 404, undefined]);
    expectSecurityHeaders(answer);
  }
});

test('a path with non-ASCII characters redirects to its UTF-8 spelling', async () => {
  const answer = await get('/caf%C3%A9/');
  expect(answer.status).toBe(301);
  expect(answer.headers.get('location')).toBe('/caf%C3%A9');
  expect((await get('/%E6%97%A5%E6%9C%AC/')).headers.get('location')).toBe('/%E6%97%A5%E6%9C%AC');
  // Still an ordinary redirect for an ordinary path.
  expect((await get('/games/')).headers.get('location')).toBe('/games');
});

test('bad percent-encoding and requests that are not HTTP answer { error } with the security headers', async () => {
  for (const path of ['/%zz', '/api/preview/%zz', '/games/%E0%A4%A']) {
    const answer = await get(path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    expectSecurityHeaders(answer);
  }
  for (const request of ['GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n', 'NONSENSE\r\n\r\n', `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]) {
    const answer = await raw(request);
    expect([400, 431]).toContain(answer.status);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    expectSecurityHeaders(answer);
  }
});

test("requests Node's HTTP server refuses by itself answer { error } with the security headers on both listeners", { timeout: 60_000 }, async () => {
  const games = await buildGamesApp({ distDir: server.distDir, siteOrigins: ['http://127.0.0.1:8080'] });
  try {
    await games.listen({ port: 0, host: '127.0.0.1' });
    const gamesPort = (games.server.address() as { port: number }).port;
    const refusals: [string, number][] = [
      // HTTP/1.1 without a Host header.
      ['GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      // An expectation other than 100-continue.
      ['POST /api/generations HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}', 417],
      // A tunnel: nothing here is a proxy.
      ['CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405],
    ];
    for (const toPort of [port, gamesPort]) {
      for (const [request, status] of refusals) {
        const answer = await raw(request, toPort);
        expect([request, answer.status]).toEqual([request, status]);
        expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('content-security-policy')).toContain('frame-ancestors');
      }
    }
  } finally {
    await games.close();
  }
  // A client that sends on past the requests one kept-alive connection may make is told so.
  const pipelined = `POST /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n`.repeat(CONNECTION_LIMITS.requestsPerSocket + 1);
  const answers = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(pipelined));
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
  });
  const heads = answers.split('HTTP/1.1 ').slice(1);
  // The last request allowed is told the connection closes; any the client sent beyond it that
  // Node still reads get 503 { error }. No answer is without the security headers.
  expect(heads.length).toBeGreaterThanOrEqual(CONNECTION_LIMITS.requestsPerSocket);
  expect(heads[CONNECTION_LIMITS.requestsPerSocket - 1]!.toLowerCase()).toContain('connection: close');
  for (const head of heads) expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
  for (const head of heads.slice(CONNECTION_LIMITS.requestsPerSocket)) {
    expect(head.split(' ')[0]).toBe('503');
    expect(JSON.parse(head.slice(head.indexOf('\r\n\r\n') + 4))).toEqual({ error: expect.any(String) });
  }
});

test('a request naming the whole address on its request line (absolute form) is answered as its path alone is', async () => {
  const at = `127.0.0.1:${port}`;
  const token = `Authorization: Bearer ${TEST_OPERATOR_TOKEN}\r\n`;
  const page = 'Accept: text/html\r\n';
  const generation = server.startGeneration;
  // The preview's pages (the renderer is given the page's whole address), the sign-in page a browser
  // without a session gets (it returns to the page it was asked for, in its language), JSON, the
  // site's files, a game's file (its own security headers), an address with no endpoint.
  const asked: [string, string][] = [
    [`/api/preview/${generation}/`, token],
    [`/api/preview/${generation}/fr/about?x=1`, token],
    [`/api/preview/${generation}/fr/about`, page],
    [`/api/preview/${generation}/history`, token],
    ['/about', ''],
    ['/games/high-low/index.html', ''],
    ['/api/nothing-here', token],
  ];
  // The body by its digest and its start: a whole page would flood a failure's message.
  const compared = (answer: RawAnswer) => ({
    status: answer.status,
    headers: Object.fromEntries(['content-type', 'cache-control', 'location', 'content-security-policy'].map((name) => [name, answer.headers.get(name)])),
    body: `${createHash('sha256').update(answer.body).digest('base64url')} ${answer.body.slice(0, 60)}`,
  });
  for (const [path, headers] of asked) {
    const originForm = await raw(`GET ${path} HTTP/1.1\r\nHost: ${at}\r\n${headers}Connection: close\r\n\r\n`);
    for (const target of [`http://${at}${path}`, `HTTP://${at.toUpperCase()}${path}`]) {
      const absolute = await raw(`GET ${target} HTTP/1.1\r\nHost: ${at}\r\n${headers}Connection: close\r\n\r\n`);
      expect(compared(absolute), target).toEqual(compared(originForm));
    }
    expect(originForm.status, path).toBeLessThan(500);
  }
  expect((await raw(`GET http://${at}/api/preview/${generation}/ HTTP/1.1\r\nHost: ${at}\r\n${token}Connection: close\r\n\r\n`)).status).toBe(200);
  // The address's own host is the request's (RFC 9112, 3.2.2): a Host header naming another does not change the page.
  const elsewhere = await raw(`GET http://${at}/api/preview/${generation}/ HTTP/1.1\r\nHost: other.example\r\n${token}Connection: close\r\n\r\n`);
  expect(compared(elsewhere)).toEqual(compared(await raw(`GET /api/preview/${generation}/ HTTP/1.1\r\nHost: ${at}\r\n${token}Connection: close\r\n\r\n`)));
});

test('an absolute-form address is held to SITE_ORIGIN by its own host, and a game sent to GAMES_ORIGIN keeps only its path', async () => {
  const games = 'https://games.example.net';
  const site = await buildApp({ distDir: server.distDir, gamesOrigin: games, siteOrigins: ['http://127.0.0.1:8080'] });
  const gamesApp = await buildGamesApp({ distDir: server.distDir, siteOrigins: ['http://127.0.0.1:8080'] });
  try {
    await site.listen({ port: 0, host: '127.0.0.1' });
    await gamesApp.listen({ port: 0, host: '127.0.0.1' });
    const sitePort = (site.server.address() as { port: number }).port;
    const gamesPort = (gamesApp.server.address() as { port: number }).port;
    const ask = (target: string, host: string, toPort = sitePort) => raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, toPort);
    const moved = await ask('http://127.0.0.1:8080/games/high-low/index.html?lang=fr', '127.0.0.1:8080');
    expect([moved.status, moved.headers.get('location')]).toEqual([302, `${games}/games/high-low/index.html?lang=fr`]);
    // The Host header cannot vouch for an address that names another host.
    expect((await ask('http://evil.example/about', '127.0.0.1:8080')).status).toBe(421);
    expect((await ask('http://127.0.0.1:8080/about', 'evil.example')).status).not.toBe(421);
    // The games' own listener serves a game's file by its path, whatever form the address takes.
    const game = await ask(`http://127.0.0.1:${gamesPort}/games/high-low/index.html`, `127.0.0.1:${gamesPort}`, gamesPort);
    expect([game.status, game.body]).toEqual([200, expect.stringContaining('<title>High Low</title>')]);
  } finally {
    await site.close();
    await gamesApp.close();
  }
});

test('a Host header that is no host name gets 400 { error } on a preview page, never a broken page', async () => {
  for (const host of ['exa mple', 'a/b', '[::1', 'x:99999', '%', '']) {
    const answer = await raw(`GET /api/preview/${server.startGeneration}/ HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${TEST_OPERATOR_TOKEN}\r\nConnection: close\r\n\r\n`);
    expect([host, answer.status]).toEqual([host, 400]);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  }
});

test('an odd absolute-form address (no host, no path, userinfo, another scheme, a fragment) never gets a 500', async () => {
  const preview = `/api/preview/${server.startGeneration}/`;
  const targets = [
    'http:///api/preview/x/',
    'http://127.0.0.1',
    'http://127.0.0.1?x=1',
    'ftp://127.0.0.1/about',
    'http://user:pw@127.0.0.1/about',
    `http://user@${preview}`,
    `http://@127.0.0.1${preview}`,
    'http://127.0.0.1/about#part',
    '*',
  ];
  for (const target of targets) {
    const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TEST_OPERATOR_TOKEN}\r\nConnection: close\r\n\r\n`);
    expect([target, answer.status < 500]).toEqual([target, true]);
    expectSecurityHeaders(answer);
  }
});

test('a compressed request body is refused with 415 before it is inflated, and nothing is created', async () => {
  const before = await server.store.latest();
  const body = gzipSync(JSON.stringify({}));
  const answer = await server.app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: body });
  expect(answer.statusCode).toBe(415);
  expect(answer.json()).toEqual({ error: expect.stringContaining('Compressed request bodies') });
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  for (const encoding of ['deflate', 'br', 'GZIP', 'gzip, identity']) {
    const refused = await server.app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, payload: '{}' });
    expect(refused.statusCode).toBe(415);
  }
  expect((await server.store.latest())?.id).toBe(before?.id);
  // Identity is no compression at all.
  const plain = await server.app.inject({ method: 'POST', url: '/api/generations', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, payload: '{}' });
  expect(plain.statusCode).toBe(201);
});

test('with SITE_ORIGIN and GAMES_ORIGIN set, other Host headers get 421 with the security headers', async () => {
  let site: FastifyInstance | undefined;
  let games: FastifyInstance | undefined;
  try {
    site = await buildApp({ distDir: server.distDir, gamesOrigin: 'https://games.example.net', siteOrigins: ['https://www.example.net', 'http://127.0.0.1:8080'] });
    games = await buildGamesApp({ distDir: server.distDir, siteOrigins: ['https://www.example.net'], gamesOrigin: 'https://games.example.net' });
    const ask = (app: FastifyInstance, host: string) => app.inject({ method: 'GET', url: '/', headers: { host } });
    for (const host of ['www.example.net', 'WWW.example.net:443', '127.0.0.1:8080']) expect((await ask(site, host)).statusCode).not.toBe(421);
    for (const host of ['evil.example', 'www.example.net.evil.example', '127.0.0.1:9999', 'games.example.net', '']) {
      const answer = await ask(site, host);
      expect([host, answer.statusCode]).toEqual([host, 421]);
      expect(answer.json()).toEqual({ error: expect.any(String) });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect((await ask(games, 'games.example.net')).statusCode).toBe(404);
    expect((await ask(games, 'www.example.net')).statusCode).toBe(421);
    // Without SITE_ORIGIN any Host is served (the shared test server).
    expect((await server.app.inject({ method: 'GET', url: '/api/preview/gen-abc123DEF456ghi789JKL0/history', headers: { host: 'anything.example' } })).statusCode).toBe(404);
  } finally {
    await site?.close();
    await games?.close();
  }
});

test('a Host header that names no host (a space, a path, user info, a bad port) is refused with 400, never a 500; a good one is served', async () => {
  const id = server.startGeneration;
  const ask = (host: string) => server.app.inject({ method: 'GET', url: `/api/preview/${id}/about`, headers: { host } });
  for (const host of ['a b', '[', 'x@y', '%zz', ':99999', 'evil/x', 'x/', 'x?', 'x?y', 'x#y', 'a\\b', 'caf\u00e9']) {
    const answer = await ask(host);
    expect([host, answer.statusCode]).toEqual([host, 400]);
    expect(answer.json()).toEqual({ error: expect.any(String) });
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  for (const host of ['localhost', 'localhost:80', '127.0.0.1:8080', '[::1]:4802', 'www.example.net']) expect([host, (await ask(host)).statusCode]).toEqual([host, 200]);
  // Two Host headers: Node kept the first and served it, while a proxy in front may have read the
  // other (RFC 9112, 3.2: a server must answer 400).
  for (const hosts of [
    ['127.0.0.1', 'evil.example'],
    ['127.0.0.1', '127.0.0.1'],
  ]) {
    const twice = await raw(`GET / HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join('')}Connection: close\r\n\r\n`);
    expect([hosts, twice.status]).toEqual([hosts, 400]);
    expect(JSON.parse(twice.body)).toEqual({ error: expect.any(String) });
    expectSecurityHeaders(twice);
  }
  // Behind a trusted proxy the host a page is built from is X-Forwarded-Host's, checked alike.
  const proxied = await new TestPreviewServer({ trustProxy: 1 }).start();
  try {
    const via = (forwarded: string) => proxied.app.inject({ method: 'GET', url: `/api/preview/${proxied.startGeneration}/about`, headers: { host: 'localhost', 'x-forwarded-host': forwarded } });
    expect((await via('a b')).statusCode).toBe(400);
    expect((await via('www.example.net')).statusCode).toBe(200);
  } finally {
    await proxied.dispose();
  }
});

test("the listener's connection limits are the stated ones", () => {
  const http = server.app.server;
  expect(http.requestTimeout).toBe(CONNECTION_LIMITS.requestMs);
  expect(http.headersTimeout).toBe(CONNECTION_LIMITS.headersMs);
  expect(http.keepAliveTimeout).toBe(CONNECTION_LIMITS.keepAliveMs);
  // Requests per socket are counted by limitRequestsPerSocket (Node's own 503 is bare).
  expect(http.maxRequestsPerSocket).toBe(0);
  expect(http.maxConnections).toBe(CONNECTION_LIMITS.maxConnections);
  expect(http.timeout).toBe(CONNECTION_LIMITS.idleMs);
  // A trickled body is cut off well within 30 s: its whole time, plus Node's checking interval.
  expect(CONNECTION_LIMITS.requestMs + CONNECTION_LIMITS.checkEveryMs).toBeLessThanOrEqual(30_000);
});

test('HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS reach both listeners, and a body trickled past the request limit is cut off with 408', async () => {
  const timeouts = { headersMs: 1_000, requestMs: 1_500 };
  const site = await buildApp({ distDir: server.distDir, timeouts });
  const games = await buildGamesApp({ distDir: server.distDir, siteOrigins: ['http://127.0.0.1:8080'], timeouts });
  try {
    for (const app of [site, games]) {
      expect(app.server.headersTimeout).toBe(1_000);
      expect(app.server.requestTimeout).toBe(1_500);
      // The others keep their stated values.
      expect(app.server.keepAliveTimeout).toBe(CONNECTION_LIMITS.keepAliveMs);
      expect(app.server.timeout).toBe(CONNECTION_LIMITS.idleMs);
    }
    await site.listen({ port: 0, host: '127.0.0.1' });
    const sitePort = (site.server.address() as { port: number }).port;
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(sitePort, '127.0.0.1', () =>
        socket.write(`POST /api/generations HTTP/1.1\r\nHost: 127.0.0.1:${sitePort}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`),
      );
      const drip = setInterval(() => socket.writable && socket.write(' '), 200);
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(drip);
        resolve(text);
      });
    });
    const elapsed = Date.now() - started;
    expect(answer.split(' ')[1]).toBe('408');
    // Cut at the request limit, at most one check interval late (the default would be 20 s).
    expect(elapsed).toBeGreaterThanOrEqual(1_500);
    expect(elapsed).toBeLessThan(10_000);
  } finally {
    await site.close();
    await games.close();
  }
});

test('a publish that takes longer than a socket may stay silent still gets its answer, and the idle limit holds for the rest', async () => {
  const slow = new TestPreviewServer({
    publishWith: async (generation) => {
      await new Promise((done) => setTimeout(done, 1_500));
      return { name: `${generation.id}/p1`, pages: 1, revision: generation.revision, publishedAt: new Date().toISOString() };
    },
  });
  await slow.start();
  try {
    await slow.anonymous.listen({ port: 0, host: '127.0.0.1' });
    // The idle limit shortened from 30 s to 300 ms, so that the publish is five times longer.
    slow.anonymous.server.timeout = 300;
    const at = `http://127.0.0.1:${(slow.anonymous.server.address() as { port: number }).port}`;
    const headers = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'content-type': 'application/json', origin: at };
    const published = await fetch(`${at}/api/preview/${slow.startGeneration}/publish`, { method: 'POST', headers, body: '{}' });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ name: `${slow.startGeneration}/p1`, pages: 1 });

    // Any other request's socket is still closed once silent for the idle limit.
    const closed = await new Promise<number>((resolve) => {
      const started = Date.now();
      const socket = connect((slow.anonymous.server.address() as { port: number }).port, '127.0.0.1');
      socket.on('close', () => resolve(Date.now() - started));
    });
    expect(closed).toBeLessThan(1_500);
  } finally {
    await slow.dispose();
  }
});
