import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
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

/**
 * An onRequest hook answering 421 to a request whose Host header names none of `origins`: a
 * name an attacker points at this server (DNS rebinding) reaches nothing. No origins: any host.
 */
export function hostGuard(origins: readonly string[] | undefined) {
  const hosts = origins?.length ? hostsOf(origins) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hosts || hosts.has(String(request.headers.host ?? '').toLowerCase())) return;
    return reply.code(421).send({ error: 'This server does not answer for that host name' });
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

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/**
 * Fastify's clientErrorHandler: a request Node could not parse, or that took too long, answers
 * `{ error }` with the security headers like every other error, then the connection closes.
 */
export function clientErrorHandler(headers: HeaderSet) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, error: message } = clientErrorReply(error.code);
      const body = JSON.stringify({ error: message });
      const lines = [`HTTP/1.1 ${status} ${REASONS[status]}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
