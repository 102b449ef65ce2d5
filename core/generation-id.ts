/**
 * What a preview generation id looks like: gen- and 22 to 64 URL-safe base64 characters (the
 * server makes 24 of them, 144 random bits). The one rule the preview client (which turns a page
 * into the editor) and the server (which serves and edits generations) both import, so the
 * client never edits an id the server refuses. No dependencies: the visitor bundle loads it.
 */
export const GENERATION_ID_PATTERN = 'gen-[A-Za-z0-9_-]{22,64}';

const WHOLE_ID = new RegExp(`^${GENERATION_ID_PATTERN}$`);

/** Whether a string is a well-formed generation id (whether it exists is the store's business). */
export function isGenerationId(value: string): boolean {
  return WHOLE_ID.test(value);
}
