import type { Plugin } from 'vite';

/**
 * The browser's rules for getting the next page ready (speculation rules): a link of the site
 * that the visitor holds the pointer over (or starts to press) is prerendered, so following it
 * shows a page already rendered. Not the preview and the server's API (/api/…: an editor's pages,
 * sign-in links), and not /money, which only redirects to the static coins page.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { href_matches: '/*money' } }] },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the page carries them: an inline script element the browser reads, never runs. */
export function speculationRulesScript(): string {
  return `<script type="speculationrules">${JSON.stringify(SPECULATION_RULES)}</script>`;
}

/**
 * Writes the rules into the built template's head, so every page of the site (build, publish and
 * preview share the template) carries them. Inline, not a file behind a `Speculation-Rules`
 * header: a plain static host serves them without being told, and the Content-Security-Policy
 * allows them by their hash like the loader (`inlineScriptHashes`, docs/decisions/039).
 */
export function speculationRulesPlugin(): Plugin {
  return {
    name: 'brightmoose:speculation-rules',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => html.replace('</head>', () => `${speculationRulesScript()}</head>`) },
  };
}
