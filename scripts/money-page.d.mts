import type { SiteContent } from '../src/content/schema';

/** The page's own CSS (after the token block in its <style>): every colour a token. */
export const moneyPageCss: string;

/**
 * The static virtual-coins page as an HTML string. `homePath` is where its links home lead:
 * / on the site, the generation's root in preview; `head` the head's tags after the title
 * (without it, the meta description alone); `lang` its language tag (en-CA by default).
 */
export function renderMoneyPage(content: SiteContent, options?: { homePath?: string; head?: string; lang?: string; otherLanguage?: { path: string; lang: string } }): string;

/** The page's title and meta description, for its head. */
export function moneyPageMeta(content: SiteContent): { title: string; description: string };
