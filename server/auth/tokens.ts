import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a cookie or a link: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a copy of the database signs no one in. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether two secrets are equal, in time that does not depend on where they differ. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}
