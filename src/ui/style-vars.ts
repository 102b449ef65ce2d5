import type { CSSProperties } from 'react';
import type { StyleSet } from '../content/schema';

/** The CSS custom property that carries one style path of one component. */
export function styleVarName(component: string, stylePath: string): string {
  return `--${component}-${stylePath.replace(/\./g, '-')}`;
}

/** A component's colours as CSS custom properties for its root element's `style`. */
export function styleVars(styles: StyleSet, component: string): CSSProperties {
  const entries = Object.entries(styles[component] ?? {}).map(([path, colour]) => [styleVarName(component, path), colour]);
  return Object.fromEntries(entries) as CSSProperties;
}
