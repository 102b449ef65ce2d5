import { parseContentPath, textAt, withTextAt } from '../../src/content/content-path';
import { defaultStyles } from '../../src/content/default-styles';
import { describeContentErrors, siteContentSchema } from '../../src/content/schema';
import type { ContentEdit, StyleEdit } from '../../src/preview/requests';
import type { EditChange } from '../storage/preview-store';

/** An edit the server refuses, with the message the editor sees; nothing is stored. */
export class EditRejected extends Error {
  readonly statusCode = 400;
}

/** The change for a text edit: only an existing text, and the result must still be valid content. */
export function contentChange({ path, content }: ContentEdit): EditChange {
  const segments = parseContentPath(path);
  if (!segments) throw new EditRejected(`"${path}" is not a content path`);
  return (generation) => {
    const oldValue = textAt(generation.content, segments);
    if (oldValue === undefined) throw new EditRejected(`"${path}" does not name a text of the content`);
    const next = withTextAt(generation.content, segments, content);
    const checked = siteContentSchema.safeParse(next);
    if (!checked.success) throw new EditRejected(`the edit would make the content invalid: ${describeContentErrors(checked.error)}`);
    return { content: next, record: { kind: 'content', path, oldValue, newValue: content } };
  };
}

const knownStyles: Record<string, Record<string, string>> = defaultStyles;

/** The change for a colour edit: only a known component and one of its style paths. */
export function styleChange({ componentName, stylePath, value }: StyleEdit): EditChange {
  const component = Object.hasOwn(knownStyles, componentName) ? knownStyles[componentName] : undefined;
  if (!component) throw new EditRejected(`unknown component "${componentName}"`);
  if (!Object.hasOwn(component, stylePath)) throw new EditRejected(`unknown style path "${stylePath}" for ${componentName}`);
  return (generation) => {
    const current = generation.styles[componentName] ?? {};
    const oldValue = current[stylePath] ?? component[stylePath]!;
    const styles = { ...generation.styles, [componentName]: { ...current, [stylePath]: value } };
    return { styles, record: { kind: 'style', path: `${componentName}.${stylePath}`, oldValue, newValue: value } };
  };
}
