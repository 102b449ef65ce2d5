import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long and how much one connection may hold the server (docs/decisions/027). A client that
 * trickles its headers or body, or sits idle, is cut off; a proxy in front should cut sooner
 * (docs/operations.md, "Behind a proxy").
 */
export const CONNECTION_LIMITS = {
  /** All of a request's headers must arrive within this many ms (Node's headersTimeout). */
  headersMs: 10_000,
  /** A whole request, headers and body, must arrive within this many ms (408 after it). */
  requestMs: 20_000,
  /** How often Node looks for requests past those times: the cut comes at most this much late. */
  checkEveryMs: 1_000,
  /** A socket with no traffic at all for this many ms is closed. */
  idleMs: 30_000,
  /**
   * How long a publish's socket waits, silent, for its answer: a publish renders and writes a whole
   * site and may wait behind two others (server/publish/publish-gate.ts), which on a busy machine
   * takes longer than idleMs; cut off at idleMs, the editor was told nothing was published while
   * it went on.
   */
  publishAnswerMs: 300_000,
  /** How long a kept-alive connection waits for its next request. */
  keepAliveMs: 5_000,
  /** Requests one kept-alive connection may make before the server closes it. */
  requestsPerSocket: 10_000,
  /** Open connections per listener; more are refused at once by the operating system's accept. */
  maxConnections: 1_024,
} as const;

/** The two limits the environment may shorten or lengthen (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS). */
export type RequestTimeouts = { headersMs: number; requestMs: number };

/**
 * The Fastify options that apply CONNECTION_LIMITS, with `timeouts` (from the environment) in place
 * of the stated header and request limits (server.maxConnections is set by `limitConnections`).
 */
export function connectionOptions(timeouts?: RequestTimeouts): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  maxRequestsPerSocket: 0;
  http: ServerOptions;
} {
  const limits = { ...CONNECTION_LIMITS, ...timeouts };
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    // Counted by limitRequestsPerSocket, and a missing Host answered by hostGuard: Node's own
    // answers to both are bare, without `{ error }` or the security headers.
    maxRequestsPerSocket: 0,
    http: { headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, connectionsCheckingInterval: limits.checkEveryMs, requireHostHeader: false },
  };
}

/** Caps the listener's open connections (Node closes each one past the cap as it is accepted). */
export function limitConnections(server: { maxConnections: number }): void {
  server.maxConnections = CONNECTION_LIMITS.maxConnections;
}

/** Requests each socket has made, for limitRequestsPerSocket. */
const requestsOf = new WeakMap<Socket, number>();

/**
 * An onRequest hook applying CONNECTION_LIMITS.requestsPerSocket: the last request a kept-alive
 * connection may make is answered with `Connection: close`, and one a client sends on regardless
 * (pipelined) gets `503 { error }`, through the hooks that add the security headers.
 */
export function limitRequestsPerSocket(limit: number = CONNECTION_LIMITS.requestsPerSocket) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // An injected request (tests) has no socket of its own.
    const socket = request.raw.socket as Socket | undefined;
    if (!socket) return;
    const count = (requestsOf.get(socket) ?? 0) + 1;
    requestsOf.set(socket, count);
    if (count < limit) return;
    reply.header('Connection', 'close');
    if (count > limit) return reply.code(503).send({ error: `A connection may make at most ${limit} requests: open a new one` });
  };
}
