import type { HtmlTagDescriptor, Plugin } from 'vite';
import { colourTokenCss, colourTokens, type ColourToken } from './colour-tokens';

const placeholder = /%colour-([a-z-]+)%/g;

/**
 * A page with the colour tokens: its `%colour-{token}%` placeholders filled (the theme colour) and
 * the token block as a `<style>` for its head. An unknown token throws, so it fails the build.
 */
export function withColourTokens(html: string, filename: string): { html: string; tags: HtmlTagDescriptor[] } {
  const filled = html.replace(placeholder, (_, name: string) => {
    if (!Object.hasOwn(colourTokens, name)) throw new Error(`${filename}: no colour token "${name}"`);
    return colourTokens[name as ColourToken];
  });
  return { html: filled, tags: [{ tag: 'style', children: colourTokenCss(), injectTo: 'head' }] };
}

/**
 * Gives every page Vite builds (the site's template, each game's page) the colour tokens, so no
 * page carries a colour of its own.
 */
export function colourTokensPlugin(): Plugin {
  return {
    name: 'brightmoose:colour-tokens',
    transformIndexHtml: { order: 'pre', handler: (html, { filename }) => withColourTokens(html, filename) },
  };
}
