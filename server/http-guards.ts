import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { connectionOptions, limitConnections, limitRequestsPerSocket, type RequestTimeouts } from './connection-limits';
import type { HeaderSet } from './content-security-policy';

/**
 * The Host header values an origin answers to: `https://example.net` is reached as `example.net`
 * and `example.net:443`. Lower case, as hosts compare.
 */
export function hostsOf(origins: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const origin of origins) {
    const url = new URL(origin);
    hosts.add(url.host.toLowerCase());
    if (!url.port) hosts.add(`${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`.toLowerCase());
  }
  return hosts;
}

/**
 * Whether a Host header is a host and an optional port and nothing else: only the characters of a
 * URL's authority without user info (no space, `/`, `?`, `#`, `@` or backslash), and one a URL
 * reads (port 99999 or `%zz` it does not). Pages and links are built from it (a preview page's
 * address, a new generation's previewUrl).
 */
function isHostHeader(host: string): boolean {
  return /^[\w.~!$&'()*+,;=:%[\]-]+$/.test(host) && URL.canParse(`http://${host}/`) && new URL(`http://${host}/`).hostname !== '';
}

/**
 * Fastify's `rewriteUrl`, run before routing: a request target in absolute form
 * (`GET http://host/path`, which clients send to proxies and servers must accept, RFC 9112 3.2.2)
 * becomes its origin form, `/path`, so `request.url` is a path for every route and hook (the
 * router alone used to strip the origin: the preview's page renderer then put one in front of a
 * whole URL, a redirect to GAMES_ORIGIN did the same). The target's host replaces the Host header,
 * as the RFC asks, so the SITE_ORIGIN and GAMES_ORIGIN checks hold it. A target with no authority
 * is left as it came: the router refuses it (400).
 */
export function originForm(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const absolute = /^https?:\/\/([^/?#]+)(.*)$/is.exec(url);
  if (!absolute) return url;
  const [, authority = '', rest = ''] = absolute;
  // Userinfo (`user:pw@`) names no host.
  request.headers.host = authority.slice(authority.lastIndexOf('@') + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** How many Host headers a request's raw header list (name, value, name, value …) holds. */
function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]!.toLowerCase() === 'host') count++;
  return count;
}

/**
 * An onRequest hook answering 421 to a request whose Host header names none of `origins`: a
 * name an attacker points at this server (DNS rebinding) reaches nothing. No origins: any host.
 * An HTTP/1.1 request without a Host header, with two, or with one that names no host, gets 400.
 */
export function hostGuard(origins: readonly string[] | undefined) {
  const hosts = origins?.length ? hostsOf(origins) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Node's own answer to this (requireHostHeader) is a bare 400; connectionOptions turns it off.
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return reply.code(400).send({ error: 'An HTTP/1.1 request must name its Host' });
    // Node keeps the first of two Host headers; a proxy in front may have read the other (RFC 9112, 3.2: 400).
    if (hostHeaderCount(request.raw.rawHeaders) > 1) return reply.code(400).send({ error: 'A request must name its Host once' });
    const host = String(request.headers.host ?? '');
    if (hosts && !hosts.has(host.toLowerCase())) return reply.code(421).send({ error: 'This server does not answer for that host name' });
    // Behind a trusted proxy request.host is X-Forwarded-Host's: pages are built from that one.
    const named = request.headers.host === undefined ? [] : [host, request.host];
    if (named.some((value) => !isHostHeader(value))) return reply.code(400).send({ error: 'The Host header must be a host name or address, with an optional port' });
  };
}

/**
 * An onRequest hook refusing compressed request bodies (415) before anything inflates them: a
 * few KB of gzip can unpack into gigabytes, past every size the server checks.
 */
export async function refuseEncodedBodies(request: FastifyRequest, reply: FastifyReply) {
  const encoding = String(request.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === '' || encoding === 'identity') return;
  return reply.code(415).send({ error: 'Compressed request bodies are not accepted: send the JSON as it is, without Content-Encoding' });
}

/** What a connection error answers: its status and sentence. */
function clientErrorReply(code: string | undefined): { status: number; error: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: 'The request took too long to arrive' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, error: 'The request headers are too large' };
  return { status: 400, error: 'The request is not valid HTTP' };
}

/** Writes a whole `{ error }` answer with `headers` straight to a socket (`Connection: close`: the caller ends it). */
function writeRawAnswer(socket: Socket, status: number, error: string, headers: HeaderSet) {
  const body = JSON.stringify({ error });
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Fastify's clientErrorHandler: a request Node could not parse, or that took too long, answers
 * `{ error }` with the security headers like every other error, then the connection closes.
 */
export function clientErrorHandler(headers: HeaderSet) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, error: message } = clientErrorReply(error.code);
      writeRawAnswer(socket, status, message, headers);
    }
    socket.destroy(error);
  };
}

/**
 * The two requests Node's HTTP server answers without Fastify: an `Expect` other than
 * 100-continue (a bare 417) and `CONNECT` (the connection dropped without a word). Both now answer
 * `{ error }` with `headers`, and the connection closes.
 */
export function answerExpectAndConnect(server: Server, headers: HeaderSet): void {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ error: 'The only expectation this server meets is 100-continue' });
    response.writeHead(417, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }).end(body);
  });
  server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    writeRawAnswer(socket, 405, 'This server is not a proxy: CONNECT is not accepted', headers);
    socket.end();
  });
}

/**
 * How many levels a request body's JSON may nest (docs/decisions/027): an exported generation, the
 * deepest body any route takes, nests 9. Deeper, the checks and the copy to a site worker would
 * recurse past the stack.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * The dotted path of the first container in `body` nested deeper than `max` levels (the body is
 * level 1), or undefined. Walked depth first with a stack of at most `max` frames, no recursion.
 */
export function tooDeepAt(body: unknown, max = MAX_BODY_DEPTH): string | undefined {
  type Frame = { value: Record<string, unknown> | unknown[]; keys: string[] | null; next: number; key: string | number };
  const frameOf = (value: object, key: string | number): Frame =>
    Array.isArray(value) ? { value, keys: null, next: 0, key } : { value: value as Record<string, unknown>, keys: Object.keys(value), next: 0, key };
  if (typeof body !== 'object' || body === null) return undefined;
  const frames = [frameOf(body, '')];
  for (let frame = frames.at(-1); frame; frame = frames.at(-1)) {
    const { value, keys } = frame;
    if (frame.next >= (keys ? keys.length : (value as unknown[]).length)) {
      frames.pop();
      continue;
    }
    const key = keys ? keys[frame.next]! : frame.next;
    frame.next++;
    const child: unknown = Array.isArray(value) ? value[key as number] : value[key];
    if (typeof child !== 'object' || child === null) continue;
    if (frames.length >= max) {
      const path = [...frames.slice(1).map((at) => at.key), key].join('.');
      return path.length > 200 ? `${path.slice(0, 200)}…` : path;
    }
    frames.push(frameOf(child, key));
  }
  return undefined;
}

/** A preValidation hook refusing (422, naming where) a body nested deeper than MAX_BODY_DEPTH, before anything walks it. */
export async function refuseDeepBodies(request: FastifyRequest, reply: FastifyReply) {
  const path = tooDeepAt(request.body);
  if (path === undefined) return;
  return reply.code(422).send({ error: `${path}: must not nest more than ${MAX_BODY_DEPTH} levels deep` });
}

/**
 * The Fastify options of the HTTP layer that every listener of this server (the site's, the
 * games') takes alike: absolute-form targets made paths, Node's refusals answered as `{ error }`
 * with `headers`, and the connection limits.
 */
export function listenerOptions(headers: HeaderSet, timeouts?: RequestTimeouts) {
  return { rewriteUrl: originForm, clientErrorHandler: clientErrorHandler(headers), ...connectionOptions(timeouts) };
}

/**
 * The guards every listener runs before its routes, in this order: its connection and per-socket
 * request limits, Expect and CONNECT answered with `headers`, its hosts (`origins`; none: any),
 * and no encoded request bodies. One list, so that a guard added for one listener is the other's too.
 */
export function guardListener(app: FastifyInstance, headers: HeaderSet, origins: readonly string[] | undefined): void {
  limitConnections(app.server);
  answerExpectAndConnect(app.server, headers);
  app.addHook('onRequest', limitRequestsPerSocket());
  app.addHook('onRequest', hostGuard(origins));
  app.addHook('onRequest', refuseEncodedBodies);
}
