import type { z } from 'zod';
import { describeContentErrors, siteContentSchema, type SiteContent } from './schema';
import { textLimitKey, type TextLimits } from './text-limits';

/**
 * Checks a text edit against the content schema without parsing the whole content object on
 * every save. An edition that once passed the whole schema is remembered (by identity: stored
 * editions are never changed in place, an edit makes a new object); a new text in such an edition
 * is then checked against the schema of its own field alone, which gives the same answer as the
 * whole schema whenever nothing between the root and the field checks more than sizes (a
 * refinement across fields, such as a phone number's display and dial digits, or a union on the
 * way, sends the edit to the whole schema). Text edits never change an array's length.
 */

/** Editions known to pass the whole content schema. */
const validEditions = new WeakSet<object>();

/** Ancestor checks that a text edit cannot break: it changes no array's or object's size. */
const SIZE_CHECKS = new Set(['min_length', 'max_length', 'length_equals', 'min_size', 'max_size', 'size_equals']);

type Internals = {
  _zod: { def: { type: string; checks?: { _zod: { def: { check: string } } }[]; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; options?: readonly z.ZodType[] } };
};

/** The schema of the field at `segments` when checking it alone is exact, else undefined. */
function fieldSchemaAt(segments: readonly string[]): z.ZodType | undefined {
  let node = siteContentSchema as unknown as Internals;
  for (const segment of segments) {
    let def = node._zod.def;
    while ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && !def.checks?.length) def = (def.innerType as unknown as Internals)._zod.def;
    if (def.checks?.some((check) => !SIZE_CHECKS.has(check._zod.def.check))) return undefined;
    const next = def.type === 'object' && def.shape && Object.hasOwn(def.shape, segment) ? def.shape[segment] : def.type === 'array' ? def.element : undefined;
    if (!next) return undefined;
    node = next;
  }
  return node as unknown as z.ZodType;
}

/**
 * The most characters the content schema lets each bounded text have (its max_length), by path
 * (text-limits.ts). A union on the way (a legal section's content: one paragraph or a list of
 * them) is followed through each of its options, the first that bounds a path giving its limit.
 */
export function textLimits(): TextLimits {
  if (!limitTable) {
    const table: Record<string, number> = {};
    collectLimits(siteContentSchema, [], table);
    limitTable = table;
  }
  return limitTable;
}
let limitTable: TextLimits | undefined;

function collectLimits(node: Internals, segments: readonly string[], table: Record<string, number>): void {
  let def = node._zod.def;
  while (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') def = (def.innerType as unknown as Internals)._zod.def;
  if (def.type === 'union') {
    for (const option of def.options ?? []) collectLimits(option, segments, table);
  } else if (def.type === 'string') {
    const max = def.checks?.find((check) => check._zod.def.check === 'max_length') as { _zod: { def: { maximum?: number } } } | undefined;
    const key = textLimitKey(segments);
    if (max?._zod.def.maximum !== undefined && !Object.hasOwn(table, key)) table[key] = max._zod.def.maximum;
  } else if (def.type === 'object') {
    for (const [name, field] of Object.entries(def.shape ?? {})) collectLimits(field, [...segments, name], table);
  } else if (def.type === 'array' && def.element) {
    collectLimits(def.element, [...segments, '#'], table);
  }
}

/** Notes that an edition has just passed the whole content schema (its parse result, say). */
export function rememberValid(edition: SiteContent): SiteContent {
  validEditions.add(edition);
  return edition;
}

const fieldSchemas = new Map<string, z.ZodType | null>();

/**
 * Whether `next` (the edition `previous` with `value` at `segments`) passes the content schema:
 * undefined when it does, else the readable errors, each naming its path. `next` is remembered as
 * valid when it passes.
 */
export function textEditErrors(previous: SiteContent, next: SiteContent, segments: readonly string[], value: string): string | undefined {
  const issues = textEditIssues(previous, next, segments, value);
  return issues ? describeContentErrors({ issues }) : undefined;
}

/** textEditErrors' issues themselves, each with its whole path (their `code` tells a bound from other faults). */
export function textEditIssues(previous: SiteContent, next: SiteContent, segments: readonly string[], value: string): z.core.$ZodIssue[] | undefined {
  const key = textLimitKey(segments);
  if (!fieldSchemas.has(key)) fieldSchemas.set(key, fieldSchemaAt(segments) ?? null);
  const field = validEditions.has(previous) ? fieldSchemas.get(key) : null;
  const checked = field ? field.safeParse(value) : siteContentSchema.safeParse(next);
  if (!checked.success) {
    if (!field) return checked.error.issues;
    return checked.error.issues.map((issue) => ({ ...issue, path: [...segments, ...issue.path] }));
  }
  validEditions.add(next);
  return undefined;
}
