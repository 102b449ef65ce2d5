import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie's name; under HTTPS the `__Host-` prefix, which browsers accept only from a secure origin, for the whole site, with no Domain. */
export const cookieName = (secure: boolean) => (secure ? '__Host-bm_session' : 'bm_session');

/** Whether the request came over HTTPS (directly, or through a trusted proxy: TRUST_PROXY). */
export const isSecure = (request: FastifyRequest) => request.protocol === 'https';

/** The session token the browser sent, if any. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const name = cookieName(isSecure(request));
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/** Sets the session cookie: HttpOnly, SameSite=Strict, the whole site, Secure under HTTPS; `maxAgeSeconds` 0 clears it. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  const secure = isSecure(request);
  const parts = [`${cookieName(secure)}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  void reply.header('Set-Cookie', parts.join('; '));
}
