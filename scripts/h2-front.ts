// An HTTP/2 front over TLS for a site started on plain HTTP/1.1, as the proxy that docs/operations.md
// asks for in production would be ("Behind a proxy": it adds TLS, and browsers then speak HTTP/2 to
// it). Used by `npm run audit:lighthouse` so that pages are measured as visitors would get them:
// one connection for a page and its files, not the six HTTP/1.1 connections, each with its own
// handshake, that the bare server gets from a browser.
//
// The certificate is made for `localhost` at start, in memory (the `selfsigned` package, Node's own
// crypto); the browser must be told to trust it (the flags `browserFlags` gives). Requests are
// passed through unchanged (method, path, headers but HTTP/2's own) and so are the answers
// (status, headers but those HTTP/2 forbids), as streams.
import { createHash, createPublicKey } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/** Headers that HTTP/2 does not carry (RFC 9113, 8.2.2). */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

/** A self-signed certificate for localhost, valid for a day. */
async function newLocalhostCertificate(): Promise<{ key: string; cert: string }> {
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  return { key, cert };
}

let certificateOnce: Promise<{ key: string; cert: string }> | undefined;
/** One certificate for every front this process starts, so that one browser flag trusts them all. */
const localhostCertificate = () => (certificateOnce ??= newLocalhostCertificate());

/**
 * Starts the front on a free port of localhost, passing every request to `target` (an http:// URL).
 * Resolves with its `url` (https://localhost:port), the flags that make Chromium trust its
 * certificate (`browserFlags`), and `close()`.
 */
export async function startH2Front(target: string): Promise<{ url: string; browserFlags: string[]; close: () => Promise<void> }> {
  const origin = new URL(target);
  const certificate = await localhostCertificate();
  // Chromium trusts this certificate by its key's fingerprint, as a real one: a page's service
  // worker is refused under a certificate merely let through (--allow-insecure-localhost).
  const fingerprint = createHash('sha256')
    .update(createPublicKey(certificate.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const browserFlags = [`--ignore-certificate-errors-spki-list=${fingerprint}`];
  const server = http2.createSecureServer({ ...certificate, allowHTTP1: true });
  server.on('request', (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'] ?? request.headers.host ?? origin.host;
    const upstream = http.request({ host: origin.hostname, port: origin.port, method: request.method, path: request.url, headers }, (answer) => {
      const passed: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!CONNECTION_HEADERS.has(name)) passed[name] = value;
      response.writeHead(answer.statusCode ?? 502, passed);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `https://localhost:${port}`, browserFlags, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
