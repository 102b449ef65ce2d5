// The bearer token the measuring scripts sign in with (OPERATOR_TOKEN): the environment's when set,
// else one made for this run and handed to the server they start (start-site.mjs).
import { randomBytes } from 'node:crypto';

export const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN || randomBytes(32).toString('base64url');

/** `extra` headers with the one that makes a request the operator's: `Authorization: Bearer <token>`. */
export function apiHeaders(extra = {}) {
  return { ...extra, authorization: `Bearer ${OPERATOR_TOKEN}` };
}
