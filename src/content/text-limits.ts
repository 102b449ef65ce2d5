/**
 * The most characters each bounded text of the content may have, by the text's path in the content
 * object with every array index written `#` (`faq.sections.#.items.#.answer`). The limits are the
 * content schema's own, read off it (`textLimits` in text-field-check.ts); the build hands the
 * editor that table as the module `virtual:text-limits` (text-limits-plugin.ts), so the editor's
 * bundle carries the numbers and not the schema and Zod. This module imports neither.
 */
export type TextLimits = Readonly<Record<string, number>>;

/** A content path's key in a TextLimits table: its array indexes written `#`. */
export function textLimitKey(segments: readonly string[]): string {
  return segments.map((segment) => (/^\d+$/.test(segment) ? '#' : segment)).join('.');
}

/** The limit of the text at `segments`, or undefined when the path names no bounded text. */
export function textLimitIn(limits: TextLimits, segments: readonly string[]): number | undefined {
  const key = textLimitKey(segments);
  return Object.hasOwn(limits, key) ? limits[key] : undefined;
}
