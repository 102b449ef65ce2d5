import type { CSSProperties } from 'react';
import { defaultStyles, type StyleKey } from '../content/default-styles';
import type { StyleSet } from '../content/schema';

/** The CSS custom property that carries one style path of one component. */
export function styleVarName(component: string, stylePath: string): string {
  return `--${component}-${stylePath.replace(/\./g, '-')}`;
}

/**
 * A component's whole colour set as CSS custom properties for its root element's `style`: the
 * generation's colours over the defaults, so every property its stylesheet reads is set even
 * when a generation lacks the component (DESIGN: a missing style set is an empty object).
 */
export function styleVars(styles: StyleSet, component: StyleKey): CSSProperties {
  const colours = { ...defaultStyles[component], ...styles[component] };
  const entries = Object.entries(colours).map(([path, colour]) => [styleVarName(component, path), colour]);
  return Object.fromEntries(entries) as CSSProperties;
}
