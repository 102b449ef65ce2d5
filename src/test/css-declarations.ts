import { namedColourHex } from '../../core/css-colour-names';

/** One `property: value` of a stylesheet. */
export type CssDeclaration = { property: string; value: string };

/** Every declaration of a stylesheet, comments dropped (selectors and at-rule preludes are not declarations). */
export function cssDeclarations(css: string): CssDeclaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const declarations: CssDeclaration[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') start = i + 1;
    if (char !== ';' && char !== '}') continue;
    const declaration = text.slice(start, i);
    const colon = declaration.indexOf(':');
    if (colon > 0) declarations.push({ property: declaration.slice(0, colon).trim(), value: declaration.slice(colon + 1).trim() });
    start = i + 1;
  }
  return declarations;
}

const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

/**
 * The colours a declaration's value writes out itself: hex values, colour functions and colour
 * names. `var(--…)` names, strings, `transparent`, `currentColor` and `inherit` are not colours
 * written out; `color-mix()` is not one either (its arguments are checked as they are).
 */
export function colourLiterals(value: string): string[] {
  const bare = value.replace(/'[^']*'|"[^"]*"/g, '').replace(/--[\w-]+/g, '');
  const hex = bare.match(/#[0-9a-f]{3,8}\b/gi) ?? [];
  const functions = bare.match(colourFunction) ?? [];
  const names = (bare.match(/[a-z]+/gi) ?? []).filter((word) => namedColourHex(word.toLowerCase()) !== undefined);
  return [...hex, ...functions, ...names];
}

/** The custom properties a stylesheet reads with `var()`, each once. */
export function propertiesRead(css: string): string[] {
  return [...new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!))];
}

/** The custom properties a stylesheet declares. */
export function propertiesDeclared(css: string): string[] {
  return cssDeclarations(css)
    .map(({ property }) => property)
    .filter((property) => property.startsWith('--'));
}
