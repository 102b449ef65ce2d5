import type { SiteContent } from '../src/content/schema';

/** The page's own CSS (after the token block in its <style>): every colour a token. */
export const moneyPageCss: string;

/**
 * The static virtual-coins page as an HTML string. `homePath` is where its links home lead:
 * / on the site, the generation's root in preview.
 */
export function renderMoneyPage(content: SiteContent, options?: { homePath?: string }): string;
