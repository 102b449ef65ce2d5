/**
 * Content paths name one text of the content object with dots: hero.title,
 * games.items.0.title. The preview editor sends them; the server resolves them here, so a path
 * can only ever name a text that already exists (no new keys, no prototype tricks).
 */

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const INDEX = /^(?:0|[1-9][0-9]*)$/;
const SEGMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|0|[1-9][0-9]*)$/;

/** Splits a path into its segments, or returns null when it is not a well-formed content path. */
export function parseContentPath(path: string): string[] | null {
  if (path.length === 0 || path.length > 200) return null;
  const segments = path.split('.');
  if (segments.some((segment) => !SEGMENT.test(segment) || FORBIDDEN.has(segment))) return null;
  return segments;
}

/** The text at a path, or undefined when the path does not name an existing text field. */
export function textAt(content: unknown, segments: readonly string[]): string | undefined {
  let node: unknown = content;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      // Only a position written as parseContentPath writes it: "01" would name item 1 here and a new key in withTextAt.
      if (!INDEX.test(segment) || Number(segment) >= node.length) return undefined;
      node = node[Number(segment)];
    } else if (node !== null && typeof node === 'object' && Object.hasOwn(node, segment)) {
      node = (node as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return typeof node === 'string' ? node : undefined;
}

/** A copy of the content with the text at an existing path replaced. */
export function withTextAt<T>(content: T, segments: readonly string[], value: string): T {
  if (textAt(content, segments) === undefined) throw new Error(`no text at ${segments.join('.')}`);
  const copy = structuredClone(content);
  let node = copy as unknown as Record<string, unknown>;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[segments.at(-1)!] = value;
  return copy;
}
