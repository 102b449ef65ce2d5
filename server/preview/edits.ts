import { parseContentPath, textAt, withTextAt } from '../../src/content/content-path';
import { normaliseCssColour } from '../../core/css-colour';
import { defaultStyles } from '../../src/content/default-styles';
import { editionOf, withEdition } from '../../src/content/editions';
import { DEFAULT_LOCALE } from '../../core/locale';
import { CONTENT_LIMITS } from '../../src/content/text-schema';
import { textEditIssues } from '../../src/content/text-field-check';
import { describeContentErrors } from '../../src/content/schema';
import type { ContentEdit, EditConflictReply, StyleEdit } from '../../core/preview-requests';
import { Conflict, HttpError } from '../http-errors';
import type { EditChange, EditResult } from '../storage/preview-store';
import { generationBytes, jsonBytes, oversizeMessage, partBytes, rememberBytes } from './generation-size';

/**
 * An edit the server refuses, with the message the editor sees; nothing is stored. 400 for an
 * edit that cannot apply, 422 for a text over its field's bound, 413 for a generation that would
 * outgrow CONTENT_LIMITS.generationBytes.
 */
export class EditRejected extends HttpError {
  declare readonly statusCode: 400 | 413 | 422;
  constructor(message: string, statusCode: 400 | 413 | 422 = 400) {
    super(statusCode, message);
    this.name = 'EditRejected';
  }
}

/** A save of a field someone else changed since the revision the editor saw; nothing is stored. */
export class EditConflict extends Conflict {
  constructor(
    readonly path: string,
    readonly current: string,
    readonly revision: number,
  ) {
    super('Someone else changed this since you last saw it', { path, current, revision } satisfies Omit<EditConflictReply, 'error'>);
    this.name = 'EditConflict';
  }
}

/**
 * Refuses an edit that carries the revision the editor last saw when the field has a later edit
 * (`fieldRevision`) that left it different from what the editor now saves (the same value twice
 * is no conflict).
 */
function checkSeen(path: string, fieldRevision: number, seen: number | undefined, current: string, next: string) {
  if (seen === undefined || current === next) return;
  if (fieldRevision > seen) throw new EditConflict(path, current, fieldRevision);
}

/**
 * The change for a text edit: only an existing text of the edit's language (the default language
 * when it names none, as SPEC.md's body has no language), and that edition must still be valid content. The other languages are left as they are.
 */
export function contentChange({ path, content, revision, locale = DEFAULT_LOCALE }: ContentEdit): EditChange {
  const segments = parseContentPath(path);
  if (!segments) throw new EditRejected(`"${path}" is not a content path`);
  const field = { kind: 'content', path, locale } as const;
  const apply: EditChange['apply'] = (generation, fieldRevision) => {
    const edition = editionOf(generation, locale);
    const oldValue = textAt(edition, segments);
    if (oldValue === undefined) throw new EditRejected(`"${path}" does not name a text of the content`);
    checkSeen(path, fieldRevision, revision, oldValue, content);
    const next = withTextAt(edition, segments, content);
    const issues = textEditIssues(edition, next, segments, content);
    if (issues) {
      const tooBig = issues.some((issue) => issue.code === 'too_big');
      throw new EditRejected(`the edit would make the content invalid: ${describeContentErrors({ issues })}`, tooBig ? 422 : 400);
    }
    // The generation's size follows from the old one's: only this text's JSON changes.
    const growth = jsonBytes(content) - jsonBytes(oldValue);
    const before = generationBytes(generation);
    if (before + growth > CONTENT_LIMITS.generationBytes) {
      throw new EditRejected(`${path}: ${oversizeMessage({ ...generation, ...withEdition(generation, locale, next) }, 'would be')}`, 413);
    }
    rememberBytes(next, partBytes(edition) + growth);
    const values = { oldValue, newValue: content };
    return { ...(withEdition(generation, locale, next) as Pick<EditResult, 'content'> | Pick<EditResult, 'translations'>), ...values };
  };
  return { field, apply };
}

const knownStyles: Record<string, Record<string, string>> = defaultStyles;

/** The change for a colour edit: only a known component and one of its style paths. */
export function styleChange({ componentName, stylePath, value, revision }: StyleEdit): EditChange {
  const component = Object.hasOwn(knownStyles, componentName) ? knownStyles[componentName] : undefined;
  if (!component) throw new EditRejected(`unknown component "${componentName}"`);
  if (!Object.hasOwn(component, stylePath)) throw new EditRejected(`unknown style path "${stylePath}" for ${componentName}`);
  const path = `${componentName}.${stylePath}`;
  const field = { kind: 'style', path, locale: null } as const;
  const apply: EditChange['apply'] = (generation, fieldRevision) => {
    const current = generation.styles[componentName] ?? {};
    const oldValue = current[stylePath] ?? component[stylePath]!;
    checkSeen(path, fieldRevision, revision, normaliseCssColour(oldValue) ?? oldValue, value);
    const styles = { ...generation.styles, [componentName]: { ...current, [stylePath]: value } };
    // A colour already in the set changes only its value's JSON: the new set's size follows. A new
    // colour adds an entry (and maybe a component): the set, a few KB at most, is measured anew.
    if (Object.hasOwn(current, stylePath)) rememberBytes(styles, partBytes(generation.styles) + jsonBytes(value) - jsonBytes(current[stylePath]));
    const next = { ...generation, styles };
    if (generationBytes(next) > CONTENT_LIMITS.generationBytes) throw new EditRejected(`${path}: ${oversizeMessage(next, 'would be')}`, 413);
    return { styles, oldValue, newValue: value };
  };
  return { field, apply };
}
