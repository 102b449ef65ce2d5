// What each language's edition adds for an installable site that plays offline
// (docs/decisions/041-installable-offline-app.md): its web app manifest and its offline page,
// written beside its pages by write-site.ts at build and at publish, so both follow the content.
import type { SiteContent } from '../../src/content/schema';
import { colourTokenCss, colourTokens } from '../../core/colour-tokens';
import { escapeHtml } from '../../core/escape-html';
import { LOCALE_TAGS, pathInLocale, type Locale } from '../../core/locale';
import { moneyPageCss } from './money-page';

/** The app's icons (public/images, rendered from favicon.svg by npm run site:share-image). */
export const APP_ICONS = [
  { src: '/images/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/images/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/images/app-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The web app manifest of one language's edition: the site's name (the content's one name, for
 * the short name too), its description, its home in that language as where the app starts, and
 * the colours of the page behind the app from the colour tokens (core/colour-tokens.json).
 * Each language is an app of its own (its id is its home), so a French player installs the French site.
 */
export function webAppManifest(content: Pick<SiteContent, 'site_name' | 'site_description'>, locale: Locale): string {
  const home = pathInLocale('', '/', locale);
  const manifest = {
    id: home,
    name: content.site_name,
    short_name: content.site_name,
    description: content.site_description,
    lang: LOCALE_TAGS[locale],
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: colourTokens.navy,
    background_color: colourTokens.navy,
    icons: APP_ICONS,
  };
  return JSON.stringify(manifest, null, 2) + '\n';
}

/**
 * The page the service worker answers with, offline, for a page it has not kept: plain HTML in the
 * look of the coins page (no script: it must work with nothing else loaded), with a link home.
 * Never indexed.
 */
export function renderOfflinePage(content: Pick<SiteContent, 'site_name' | 'ui' | 'logo'>, locale: Locale): string {
  const { offline } = content.ui;
  const home = escapeHtml(pathInLocale('', '/', locale));
  return `<!doctype html>
<html lang="${escapeHtml(LOCALE_TAGS[locale])}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${offline.title} | ${content.site_name}`)}</title>
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${colourTokenCss()}
${moneyPageCss}</style>
</head>
<body>
<header><a href="${home}"><img src="${escapeHtml(content.logo.path)}" alt="${escapeHtml(content.site_name)}" width="180" height="48"></a></header>
<main>
<h1>${escapeHtml(offline.title)}</h1>
<p>${escapeHtml(offline.message)}</p>
<a class="home" href="${home}">${escapeHtml(offline.homeLink)}</a>
</main>
</body>
</html>
`;
}
