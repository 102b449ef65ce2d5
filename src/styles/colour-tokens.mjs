// The site's colour tokens (colour-tokens.json) as CSS custom properties. Plain JavaScript, so
// the Vite builds, the TypeScript code and the static coins page (scripts/money-page.mjs, run by
// Node as it is) all read the one file.
import colourTokens from './colour-tokens.json' with { type: 'json' };

export { colourTokens };

/** The custom property that carries a token: navy-raised -> --colour-navy-raised. */
export function colourTokenProperty(name) {
  return `--colour-${name}`;
}

/** Every token as one `:root{…}` rule, for a page's `<style>` element. */
export function colourTokenCss() {
  const declarations = Object.entries(colourTokens).map(([name, value]) => `${colourTokenProperty(name)}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
