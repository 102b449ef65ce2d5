/**
 * The static page about virtual coins, outside the single-page app: a fixed path that no
 * prerendered route can take (routes have no file extension). The route table, the build and
 * the server (site and preview) all use this one value.
 */
export const MONEY_PAGE_PATH = '/virtual-coins.html';
