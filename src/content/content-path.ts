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

/**
 * A copy of the content with the text at an existing path replaced. Only the objects and arrays
 * on the way to the text are copied; the rest is shared with `content`, which is left unchanged
 * (content is never changed in place, so sharing is safe and an edit costs the path, not the size).
 */
export function withTextAt<T>(content: T, segments: readonly string[], value: string): T {
  if (textAt(content, segments) === undefined) throw new Error(`no text at ${segments.join('.')}`);
  const replace = (node: unknown, depth: number): unknown => {
    if (depth === segments.length) return value;
    const segment = segments[depth]!;
    if (Array.isArray(node)) return (node as unknown[]).map((item, index) => (index === Number(segment) ? replace(item, depth + 1) : item));
    const record = node as Record<string, unknown>;
    return { ...record, [segment]: replace(record[segment], depth + 1) };
  };
  return replace(content, 0) as T;
}
