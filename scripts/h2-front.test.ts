import { createHash, X509Certificate } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startH2Front } from './h2-front';

/** What the site behind the front saw of each request, answered back as JSON with headers of its own. */
const site = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.url === '/moved') {
      response.writeHead(302, { location: '/games' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'x-site': 'yes', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
    response.end(JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, accept: request.headers.accept, body: Buffer.concat(chunks).toString() }));
  });
});
let front: Awaited<ReturnType<typeof startH2Front>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  front = await startH2Front(`http://127.0.0.1:${(site.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await front.close();
  await new Promise((resolve) => site.close(resolve));
});

/** One request over HTTP/2 (TLS, the front's own certificate accepted as the audit's browser is told to). */
async function ask(path: string, options: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const session = http2.connect(front.url, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ':method': options.method ?? 'GET', ':path': path, ...options.headers });
    if (options.body) stream.write(options.body);
    stream.end();
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    });
    let body = '';
    stream.setEncoding('utf8');
    for await (const chunk of stream) body += chunk;
    return { headers, body, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

test('the front answers over HTTP/2 on https://localhost and passes a request through unchanged: method, path and query, headers, body', async () => {
  expect(front.url).toMatch(/^https:\/\/localhost:\d+$/);
  const got = await ask('/games/baccarat?lang=fr', { method: 'POST', body: 'email=a%40b.ca', headers: { accept: 'text/html' } });
  expect(got.protocol).toBe('h2');
  expect(got.headers[':status']).toBe(200);
  expect(JSON.parse(got.body)).toEqual({ method: 'POST', url: '/games/baccarat?lang=fr', host: new URL(front.url).host, accept: 'text/html', body: 'email=a%40b.ca' });
});

test("the site's answer comes back with its status and headers, less those HTTP/2 forbids", async () => {
  const got = await ask('/');
  expect(got.headers['x-site']).toBe('yes');
  expect(got.headers['content-type']).toBe('application/json');
  expect(got.headers.connection).toBeUndefined();
  expect(got.headers['keep-alive']).toBeUndefined();
  const moved = await ask('/moved');
  expect(moved.headers[':status']).toBe(302);
  expect(moved.headers.location).toBe('/games');
});

test('a site that is gone is a 502, not a hung request', async () => {
  const orphan = await startH2Front('http://127.0.0.1:9');
  try {
    const session = http2.connect(orphan.url, { rejectUnauthorized: false });
    const stream = session.request({ ':path': '/' });
    stream.end();
    const status = await new Promise((resolve) => stream.once('response', (headers) => resolve(headers[':status'])));
    stream.resume();
    session.close();
    expect(status).toBe(502);
  } finally {
    await orphan.close();
  }
});

test('the browser flag names the key of the certificate the front serves, for localhost, so that Chromium trusts it as it would a real one', async () => {
  const { port } = new URL(front.url);
  const served = await new Promise<tls.PeerCertificate>((resolve, reject) => {
    const socket = tls.connect({ host: 'localhost', port: Number(port), servername: 'localhost', rejectUnauthorized: false, ALPNProtocols: ['h2'] }, () => {
      resolve(socket.getPeerCertificate());
      socket.end();
    });
    socket.once('error', reject);
  });
  const certificate = new X509Certificate(served.raw);
  expect(certificate.checkHost('localhost')).toBe('localhost');
  const fingerprint = createHash('sha256')
    .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  expect(front.browserFlags).toEqual([`--ignore-certificate-errors-spki-list=${fingerprint}`]);
});

test("a second front in the same process serves the same certificate, so the one flag the audit gives its browser trusts both (the site's and the control page's)", async () => {
  const second = await startH2Front('http://127.0.0.1:9');
  try {
    expect(second.url).not.toBe(front.url);
    expect(second.browserFlags).toEqual(front.browserFlags);
  } finally {
    await second.close();
  }
});
