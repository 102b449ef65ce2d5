import { parseContentPath, textAt, withTextAt } from '../../src/content/content-path';
import { normaliseCssColour } from '../../src/content/css-colour';
import { defaultStyles } from '../../src/content/default-styles';
import { describeContentErrors, siteContentSchema } from '../../src/content/schema';
import type { ContentEdit, StyleEdit } from '../../src/preview/requests';
import type { EditChange, EditRecord, FieldHistory } from '../storage/preview-store';

/** An edit the server refuses, with the message the editor sees; nothing is stored. */
export class EditRejected extends Error {
  readonly statusCode = 400;
}

/** A save of a field someone else changed since the revision the editor saw; nothing is stored. */
export class EditConflict extends Error {
  readonly statusCode = 409;
  constructor(
    readonly path: string,
    readonly current: string,
    readonly revision: number,
  ) {
    super('Someone else changed this since you last saw it');
  }
}

/**
 * Refuses an edit that carries the revision the editor last saw when the field has a later edit
 * that left it different from what the editor now saves (the same value twice is no conflict).
 */
function checkSeen(history: FieldHistory, kind: EditRecord['kind'], path: string, seen: number | undefined, current: string, next: string) {
  if (seen === undefined || current === next) return;
  const latest = history.lastRevision(kind, path);
  if (latest > seen) throw new EditConflict(path, current, latest);
}

/** The change for a text edit: only an existing text, and the result must still be valid content. */
export function contentChange({ path, content, revision }: ContentEdit): EditChange {
  const segments = parseContentPath(path);
  if (!segments) throw new EditRejected(`"${path}" is not a content path`);
  return (generation, history) => {
    const oldValue = textAt(generation.content, segments);
    if (oldValue === undefined) throw new EditRejected(`"${path}" does not name a text of the content`);
    checkSeen(history, 'content', path, revision, oldValue, content);
    const next = withTextAt(generation.content, segments, content);
    const checked = siteContentSchema.safeParse(next);
    if (!checked.success) throw new EditRejected(`the edit would make the content invalid: ${describeContentErrors(checked.error)}`);
    return { content: next, record: { kind: 'content', path, oldValue, newValue: content } };
  };
}

const knownStyles: Record<string, Record<string, string>> = defaultStyles;

/** The change for a colour edit: only a known component and one of its style paths. */
export function styleChange({ componentName, stylePath, value, revision }: StyleEdit): EditChange {
  const component = Object.hasOwn(knownStyles, componentName) ? knownStyles[componentName] : undefined;
  if (!component) throw new EditRejected(`unknown component "${componentName}"`);
  if (!Object.hasOwn(component, stylePath)) throw new EditRejected(`unknown style path "${stylePath}" for ${componentName}`);
  const path = `${componentName}.${stylePath}`;
  return (generation, history) => {
    const current = generation.styles[componentName] ?? {};
    const oldValue = current[stylePath] ?? component[stylePath]!;
    checkSeen(history, 'style', path, revision, normaliseCssColour(oldValue) ?? oldValue, value);
    const styles = { ...generation.styles, [componentName]: { ...current, [stylePath]: value } };
    return { styles, record: { kind: 'style', path, oldValue, newValue: value } };
  };
}
