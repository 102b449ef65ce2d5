import { randomBytes } from 'node:crypto';

/** A new generation id: gen- and 144 random bits, URL-safe (24 characters of base64url). */
export function newGenerationId(): string {
  return `gen-${randomBytes(18).toString('base64url')}`;
}

/** The path of a generation's preview. */
export function previewPath(id: string): string {
  return `/api/preview/${id}/`;
}
