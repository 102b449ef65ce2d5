import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook of every preview plugin: a POST must come from the site's own pages (the preview
 * must not be editable, published or filled cross-site) and carry JSON. It runs before the body
 * is read, so a refused request is never parsed, and before the route schemas, so a wrong
 * content type is a 415, not a body that fails its schema.
 */
export async function sameSiteJsonOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST') return;
  if (isCrossSite(request)) return reply.code(403).send({ error: 'Cross-site requests are not allowed' });
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return reply.code(415).send({ error: 'Content-Type must be application/json' });
}

/**
 * Whether a request comes from a page of another site: Sec-Fetch-Site says so, or Origin names
 * another host, or (a client that sends no Origin) Referer does. Neither header (a script, curl) is
 * not a page of another site; a header that names no address is.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const from = request.headers.origin ?? request.headers.referer;
  if (!from) return false;
  try {
    return new URL(from).host !== request.host;
  } catch {
    return true;
  }
}
