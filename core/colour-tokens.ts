// The site's colour tokens (colour-tokens.json) as CSS custom properties: the Vite builds, the
// TypeScript code and the static coins page (server/site/money-page.ts) all read the one file.
import tokens from './colour-tokens.json';

/** A colour token's name, e.g. navy-raised. */
export type ColourToken = keyof typeof tokens;

/** The colour tokens: name -> #RRGGBB. */
export const colourTokens: Record<ColourToken, string> = tokens;

/** The custom property that carries a token: navy-raised -> --colour-navy-raised. */
export function colourTokenProperty(name: ColourToken): `--colour-${ColourToken}` {
  return `--colour-${name}`;
}

/** Every token as one `:root{…}` rule, for a page's `<style>` element. */
export function colourTokenCss(): string {
  const declarations = Object.entries(colourTokens).map(([name, value]) => `${colourTokenProperty(name as ColourToken)}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
