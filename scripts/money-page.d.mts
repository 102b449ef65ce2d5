import type { SiteContent } from '../src/content/schema';

/**
 * The static virtual-coins page as an HTML string. `homePath` is where its links home lead:
 * / on the site, the generation's root in preview.
 */
export function renderMoneyPage(content: SiteContent, options?: { homePath?: string }): string;
