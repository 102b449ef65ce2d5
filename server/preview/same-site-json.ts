import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * preHandler of every preview plugin: a POST must come from the site's own pages (the preview
 * must not be editable, published or filled cross-site) and carry JSON.
 */
export async function sameSiteJsonOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'POST') return;
  if (isCrossSite(request)) return reply.code(403).send({ error: 'Cross-site requests are not allowed' });
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return reply.code(415).send({ error: 'Content-Type must be application/json' });
}

/** Whether a request comes from a page of another site. */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}
