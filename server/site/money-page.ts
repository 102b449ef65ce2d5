// The static page about virtual coins (/virtual-coins.html): plain HTML and CSS in the site's
// look, written from the content object's `money` slice (at build, publish and preview), no
// JavaScript. Its colours are the site's tokens (src/styles/colour-tokens.json), set on :root
// before the page's own CSS.
import type { SiteContent } from '../../src/content/schema';
import { escapeHtml } from '../../core/escape-html';
import { colourTokenCss } from '../../core/colour-tokens';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '../../core/locale';
import { languageLinks } from './language-links';

/** The page's own CSS: every colour a token. */
export const moneyPageCss = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--colour-navy);color:var(--colour-pale);line-height:1.6}
a{color:var(--colour-yellow)}
a:focus-visible{outline:3px solid var(--colour-yellow);outline-offset:3px;border-radius:4px}
header{padding:1rem 1.25rem;border-bottom:1px solid var(--colour-navy-line);display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap}
header a{display:inline-block}
.language{color:var(--colour-white);font-weight:700;text-decoration:none;border:2px solid var(--colour-navy-line);border-radius:999px;padding:.45rem .9rem}
.language:hover{border-color:var(--colour-yellow);color:var(--colour-yellow)}
main{max-width:46rem;margin:0 auto;padding:2.5rem 1.25rem 3rem}
h1{color:var(--colour-white);font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.2;margin:0 0 1rem}
.rules{list-style:none;padding:0;margin:2rem 0;display:grid;gap:.75rem}
.rules li{background:var(--colour-navy-raised);border-left:4px solid var(--colour-yellow);border-radius:.5rem;padding:.85rem 1rem;color:var(--colour-white)}
.home{display:inline-block;margin-top:1rem;background:var(--colour-yellow);color:var(--colour-ink);font-weight:700;text-decoration:none;padding:.8rem 1.4rem;border-radius:999px}
.home:hover{background:var(--colour-yellow-light)}
footer{border-top:1px solid var(--colour-navy-line);padding:1.5rem 1.25rem;font-size:.875rem;text-align:center}
`.trim();

/** The page's title and meta description, for its head (write-site.ts builds the rest). */
export function moneyPageMeta(content: SiteContent): { title: string; description: string } {
  return { title: `${content.money.title} | ${content.site_name}`, description: content.money.paragraphs[0] ?? '' };
}

/** Where the coins page's links lead and what its head carries besides the title. */
export type MoneyPageOptions = {
  homePath?: string;
  head?: string;
  /** The page's language (its `lang` is that language's tag). */
  locale?: Locale;
  /** The same page in another language, for the header's links to every other language of the list. */
  pageIn?: (other: Locale) => string;
};

/**
 * The whole page as an HTML string. `homePath` is where its links home lead: / on the site,
 * the generation's root in preview, so the page never drops an editor out of the preview.
 * `head` holds the head's tags after the title (the renderer's pageHead); without it, the
 * meta description alone.
 */
export function renderMoneyPage(content: SiteContent, { homePath = '/', head, locale = DEFAULT_LOCALE, pageIn }: MoneyPageOptions = {}): string {
  const home = escapeHtml(homePath);
  const { money, site_name: siteName, logo, footer } = content;
  const { title, description } = moneyPageMeta(content);
  const paragraphs = money.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const rules = money.rules.map((r) => `<li>${escapeHtml(r)}</li>`).join('\n');
  const notices = footer.notices.map((n) => `<p>${escapeHtml(n)}</p>`).join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(LOCALE_TAGS[locale])}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head ?? `<meta name="description" content="${escapeHtml(description)}">`}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${colourTokenCss()}
${moneyPageCss}</style>
</head>
<body>
<header><a href="${home}"><img src="${escapeHtml(logo.path)}" alt="${escapeHtml(siteName)}" width="180" height="48"></a>${pageIn && content.ui?.languageSwitch ? languageLinks(locale, pageIn, content.ui.languageSwitch, content.ui.languageSwitchLabel) : ''}</header>
<main>
<h1>${escapeHtml(money.title)}</h1>
${paragraphs}
<ul class="rules">
${rules}
</ul>
<a class="home" href="${home}">${escapeHtml(money.homeLink)}</a>
</main>
<footer>
${notices}
</footer>
</body>
</html>
`;
}
