import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Frame, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { answerAge, freshPlayer, PLAYER_KEY } from '../../games/kit/safeguards/player-state';
import { findBrowser, PLAYWRIGHT_CHROME_ARGS } from '../../scripts/find-browser';

/** Starts headless Chrome or Chromium (scripts/find-browser.ts says which) with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findBrowser(), args: PLAYWRIGHT_CHROME_ARGS, headless: true });
}

let shared: Promise<Browser> | undefined;

/**
 * This test worker's browser, started once and used by every test file the worker runs
 * (`isolate: false` keeps this module between files). Starting a browser took about 3 s of CPU on
 * a 2-core machine, once per file before. Every test still works in a fresh context of its own
 * (own storage, cache, service workers and permissions); a browser that went away is started again.
 * Playwright closes it when the worker's process ends.
 */
export async function workerBrowser(): Promise<Browser> {
  const browser = await shared;
  if (browser?.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
}

/** The end of a test file: closes the contexts it left open in the worker's browser, which stays up for the next file, and so its kept tabs. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  for (const tab of keptTabs) if (tab.page.isClosed()) keptTabs.delete(tab);
}

/** The site under test, started by e2e/global-setup.ts. */
/** The header that makes a request the operator's (the test site's OPERATOR_TOKEN), as the scripts send it. */
export function operatorHeaders(): Record<string, string> {
  return { authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN ?? inject('operatorToken')}` };
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL ?? inject('baseUrl');
  if (!url) throw new Error('no site to test: run browser tests through vitest.e2e.config.ts');
  return url;
}

/** An absolute URL of the site under test. */
export function siteUrl(path: string): string {
  return new URL(path, baseUrl()).href;
}

/** A player who answered the age and place question as an adult in Canada, at time 0 so that any page clock is later. */
export const ADULT_PLAYER = JSON.stringify(answerAge(freshPlayer(0), 'adult', 0));

/**
 * A fresh context (own storage) whose games find the age question answered by an adult in
 * Canada, as a returning player's would; `answered: false` leaves the question to the test.
 *
 * The site's service worker is blocked unless a test asks for it (`serviceWorkers: 'allow'`, the
 * offline app's and the games origin's tests): installed in every fresh context, it fetched every
 * page and the whole build in the background of each test (a third of site.test.ts's CPU), which
 * tests nothing but the worker, whose own tests install it.
 */
export async function newPlayerContext(browser: Browser, options: BrowserContextOptions = {}, { answered = true } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  if (answered) {
    await context.addInitScript(
      ([key, value]) => {
        try {
          if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
        } catch {
          // Storage blocked: the game asks the question, as it would for such a player.
        }
      },
      [PLAYER_KEY, ADULT_PLAYER],
    );
  }
  return context;
}

/**
 * A tab kept open between the tests of a file, for the next `openPage` of the same kind. Opening a
 * tab (and its context) costs Chromium about 0.5 CPU-seconds more than loading a page in a tab
 * that is open; the suite opens a couple of hundred (docs/decisions/036-test-time.md, fourteenth
 * pass). `closePage` empties a kept tab before the next test gets it: see `emptyTab`.
 */
type KeptTab = { page: Page; kind: string; free: boolean };
const keptTabs = new Set<KeptTab>();

/** A kept tab of this kind that no test is using, or a new one (own context, so own storage). */
async function takeTab(browser: Browser, kind: string, contextOptions: BrowserContextOptions, answered: boolean): Promise<Page> {
  for (const tab of keptTabs) {
    if (tab.page.isClosed() || !tab.page.context().browser()?.isConnected()) keptTabs.delete(tab);
    else if (tab.free && tab.kind === kind && tab.page.context().browser() === browser) {
      tab.free = false;
      return tab.page;
    }
  }
  const context = await newPlayerContext(browser, contextOptions, { answered });
  const page = await context.newPage();
  keptTabs.add({ page, kind, free: false });
  return page;
}

/**
 * Ends a test's page. A page `openPage` opened goes back, emptied, to be the next test's; any other
 * page closes with its context, as a test that made its own context expects.
 */
export async function closePage(page: Page): Promise<void> {
  const tab = [...keptTabs].find((kept) => kept.page === page);
  if (tab && !page.isClosed()) {
    try {
      await emptyTab(page);
      tab.free = true;
      return;
    } catch {
      // A tab that cannot be emptied is not kept.
    }
  }
  if (tab) keptTabs.delete(tab);
  await page.context().close();
}

/**
 * Leaves a kept tab as a new context would be for the next test: no listeners or routes of this
 * test, no other tab, nothing stored by any origin it showed (local and session storage,
 * IndexedDB, caches, cookies), no HTTP cache, no history to go back to, online, no permissions,
 * and the pointer at the corner so that nothing of the next page shows its hover state.
 */
async function emptyTab(page: Page): Promise<void> {
  const context = page.context();
  await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  const origins = new Set([new URL(baseUrl()).origin]);
  for (const frame of page.frames()) {
    const { origin, protocol } = new URL(frame.url());
    if (protocol !== 'http:' && protocol !== 'https:') continue;
    origins.add(origin);
    // Session storage belongs to the tab, not to the origin's stored data.
    await frame.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  }
  await context.setOffline(false);
  await page.mouse.move(0, 0);
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Page.resetNavigationHistory');
  await cdp.detach();
  await context.clearCookies();
  await context.clearPermissions();
}

/**
 * A page that starts as a fresh player's (storage of its own: a kept tab, emptied, or a new
 * context) and records console errors and page errors, and the paths of the scripts its own
 * document requests (not its frames'). End it with `closePage`.
 */
export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
  options: { reducedMotion?: boolean; answered?: boolean; operator?: boolean } = {},
): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const { answered = true, operator = false } = options;
  // The operator's pages (previews) carry the bearer token, as the scripts' requests do.
  const headers = operator ? { extraHTTPHeaders: operatorHeaders() } : {};
  const page = await takeTab(browser, `${answered} ${operator}`, { viewport, ...headers }, answered);
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference' });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.frame() === page.mainFrame()) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'load' });
  await waitForApp(page);
  return { page, errors, scripts };
}

/** The one script a visitor's page loads, by its path: the islands' entry (decision 039). */
export const ISLANDS_SCRIPT = /^\/assets\/index-[^/]+\.js$/;

/** Waits until the page's script has started (a visitor's islands, or the preview's app); pages without one return at once. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true');
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.1 A and AA rules and best practices) in a page or frame and returns its
 * violations. axe reads the page at rest: a run during which the layout moved is run again (at most
 * twice), and the move is printed.
 */
export async function axeViolations(target: Page | Frame): Promise<{ id: string; help: string; targets: string[]; why: string[] }[]> {
  // Sent once per document: a second run in the same page (the other width) finds it there.
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource);
  const { violations, moved } = await target.evaluate(async () => {
    // The parts of a page below its first block are laid out only when they come near the screen
    // (`content-visibility: auto`, base.css). axe scrolls each element into view and reads what is
    // under it at once, before the browser has rendered that part, so under load it could read a
    // button's text against its section instead of its own background (axe-core issue 2768). axe
    // reads the page as a reader who scrolled there sees it: every part rendered, for the length of
    // the run (a sheet of its own, taken away afterwards).
    const rendered = new CSSStyleSheet();
    rendered.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, rendered];
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }
    ).axe;
    // axe takes each element's box once per run and finds what lies under a text from those boxes,
    // so a layout that moves during the run (under load a run takes seconds) can put a button's
    // text over the card it moved across: on the French home page, once, all eight games' buttons
    // were read against their cards. The layout is every element's box before transforms (offsets:
    // a spinning reel does not count) and the scroll position.
    const boxes = () =>
      [...document.querySelectorAll('body *')].map((element) => (element instanceof HTMLElement ? `${element.offsetLeft},${element.offsetTop},${element.offsetWidth},${element.offsetHeight}` : ''));
    const moved: string[] = [];
    let result;
    for (let run = 1; ; run++) {
      const [before, scrollBefore] = [boxes(), `${scrollX},${scrollY}`];
      result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      const [after, scrollAfter] = [boxes(), `${scrollX},${scrollY}`];
      const first = after.findIndex((box, index) => box !== before[index]);
      if ((first < 0 && after.length === before.length && scrollAfter === scrollBefore) || run === 3) break;
      const element = document.querySelectorAll('body *')[first];
      if (after.length !== before.length) moved.push(`the page's elements, ${before.length} -> ${after.length}`);
      else if (element) moved.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${before[first]} -> ${after[first]}`);
      else moved.push(`the scroll position, ${scrollBefore} -> ${scrollAfter}`);
    }
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== rendered);
    return {
      violations: result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')), why: v.nodes.map((n) => n.failureSummary ?? '') })),
      moved,
    };
  });
  for (const move of moved) console.warn(`axe ran again on ${target.url()}: the layout moved during its run (first: ${move})`);
  return violations;
}

/** Whether the page is wider than its viewport (horizontal scrolling). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
