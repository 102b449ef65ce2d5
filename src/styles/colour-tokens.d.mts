import type tokens from './colour-tokens.json';

/** A colour token's name, e.g. navy-raised. */
export type ColourToken = keyof typeof tokens;

/** The colour tokens: name -> #RRGGBB. */
export const colourTokens: Record<ColourToken, string>;

/** The custom property that carries a token: navy-raised -> --colour-navy-raised. */
export function colourTokenProperty(name: ColourToken): `--colour-${ColourToken}`;

/** Every token as one `:root{…}` rule, for a page's `<style>` element. */
export function colourTokenCss(): string;
