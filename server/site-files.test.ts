import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app';
import { COMPRESSED_FOLDER, contentKey, writeCompressedCopies } from './site/compressed-copies';

let dir: string;
let app: FastifyInstance;
const page = `<!doctype html><title>Games</title><ul>${Array.from({ length: 300 }, (_, i) => `<li>Table ${i} pays ${(i * 7919) % 997} coins</li>`).join('')}</ul>`;
const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-files-'));
  const write = (file: string, body: string | Buffer) => {
    mkdirSync(join(dir, 'dist/client', file, '..'), { recursive: true });
    writeFileSync(join(dir, 'dist/client', file), body);
  };
  write('index.html', '<p>home</p>');
  write('404.html', '<p>not here</p>');
  write('games.html', page);
  write('assets/main-AbCd1234.js', script);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build compresses both the page and the script; then the script changes (a build of the
  // client alone) and its copies no longer hold its bytes.
  expect(await writeCompressedCopies(join(dir, 'dist'))).toMatchObject({ files: 2 });
  write('assets/main-AbCd1234.js', script + '\n');
  app = await buildApp({ distDir: join(dir, 'dist') });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

test('files answer from memory with their type, a strong validator and their date', async () => {
  const home = await app.inject('/');
  expect(home.statusCode).toBe(200);
  expect(home.body).toBe('<p>home</p>');
  expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(home.headers.etag).toMatch(/^"[\w-]{27}"$/);
  expect(new Date(String(home.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 600_000);
  expect((await app.inject('/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
  expect((await app.inject('/assets/main-AbCd1234.js')).headers['content-type']).toBe('application/javascript; charset=utf-8');
  // Files with other bytes have other tags.
  expect((await app.inject('/games')).headers.etag).not.toBe(home.headers.etag);
});

test("a browser's current copy gets 304 without a body; a stale one gets the file", async () => {
  const { etag, 'last-modified': lastModified } = (await app.inject('/games')).headers;
  const same = await app.inject({ url: '/games', headers: { 'if-none-match': String(etag) } });
  expect(same.statusCode).toBe(304);
  expect(same.body).toBe('');
  expect((await app.inject({ url: '/games', headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
  expect((await app.inject({ url: '/games', headers: { 'if-modified-since': String(lastModified) } })).statusCode).toBe(304);
  const stale = await app.inject({ url: '/games', headers: { 'if-none-match': '"other"' } });
  expect(stale.statusCode).toBe(200);
  expect(stale.body).toBe(page);
  // If-None-Match decides when both are sent.
  expect((await app.inject({ url: '/games', headers: { 'if-none-match': '"other"', 'if-modified-since': String(lastModified) } })).statusCode).toBe(200);
});

test('a missing page is 404 whatever the request holds as its copy: conditions apply to found files only', async () => {
  const future = new Date(Date.now() + 86_400_000).toUTCString();
  for (const headers of [{ 'if-none-match': '*' }, { 'if-modified-since': future }]) {
    const missing = await app.inject({ url: '/nowhere', headers });
    expect([headers, missing.statusCode, missing.body]).toEqual([headers, 404, '<p>not here</p>']);
  }
  // No validator to send back either: the not-found page is no copy of this address.
  const { etag, 'last-modified': lastModified } = (await app.inject('/nowhere')).headers;
  expect([etag, lastModified]).toEqual([undefined, undefined]);
});

test("the build's compressed copies go to browsers that take them; other files are compressed as they leave", async () => {
  const br = await app.inject({ url: '/games', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
  const gzip = await app.inject({ url: '/games', headers: { 'accept-encoding': 'gzip, br;q=0' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
  const plain = await app.inject({ url: '/games', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(page);
  // Brotli at its highest level: smaller than the compression hook's quick level.
  expect(br.rawPayload.length).toBeLessThan(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length);
  // The script's copies are of its old bytes: the compression hook does it, as for any answer over 1 KB.
  const js = await app.inject({ url: '/assets/main-AbCd1234.js', headers: { 'accept-encoding': 'br' } });
  expect(js.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(js.rawPayload).toString()).toBe(script + '\n');
});

test('the compressed copies are named by the bytes they hold and are no files of the site; the not-found page is served from memory too', async () => {
  const key = contentKey(Buffer.from(page));
  expect(gunzipSync(readFileSync(join(dir, 'dist', COMPRESSED_FOLDER, `${key}.gz`))).toString()).toBe(page);
  expect((await app.inject(`/${key}.br`)).statusCode).toBe(404);
  expect((await app.inject(`/compressed/${key}.gz`)).statusCode).toBe(404);
  const missing = await app.inject('/no-such-page');
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toBe('<p>not here</p>');
  expect(missing.headers['cache-control']).toBe('no-cache');
});
