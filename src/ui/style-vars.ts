import type { CSSProperties } from 'react';
import { defaultStyles, type StyleKey } from '../content/default-styles';
import type { StyleSet } from '../content/schema';

/** The CSS custom property that carries one style path of one component. */
export function styleVarName(component: string, stylePath: string): string {
  return `--${component}-${stylePath.replace(/\./g, '-')}`;
}

/**
 * The style paths every section paints the same way: its background, its text and its titles. A
 * component's colours for them are set a second time under one name for every section
 * (`--section-background`), which base.css's `.section-colours` reads, so a section's stylesheet
 * does not write those rules again with its own names.
 */
export const SECTION_COLOURS = ['background', 'text', 'title'] as const;

/** The name every section's colour for one of SECTION_COLOURS is set under. */
export const sectionVarName = (stylePath: (typeof SECTION_COLOURS)[number]): string => `--section-${stylePath}`;

/**
 * A component's whole colour set as CSS custom properties for its root element's `style`: the
 * generation's colours over the defaults, so every property its stylesheet reads is set even
 * when a generation lacks the component (DESIGN: a missing style set is an empty object); then
 * the section colours it has under their shared names.
 */
export function styleVars(styles: StyleSet, component: StyleKey): CSSProperties {
  const colours: Record<string, string> = { ...defaultStyles[component], ...styles[component] };
  const entries = Object.entries(colours).map(([path, colour]) => [styleVarName(component, path), colour]);
  const shared = SECTION_COLOURS.flatMap((path) => (Object.hasOwn(colours, path) ? [[sectionVarName(path), colours[path]]] : []));
  return Object.fromEntries([...entries, ...shared]) as CSSProperties;
}
