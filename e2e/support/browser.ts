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

/** The end of a test file: closes the contexts it left open in the worker's browser, which stays up for the next file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
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
 * A fresh page (own context, so own storage) that records console errors and page errors, and the
 * paths of the scripts its own document requests (not its frames').
 */
export async function openPage(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number } = { width: 1440, height: 900 },
  options: { reducedMotion?: boolean; answered?: boolean; operator?: boolean } = {},
): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  // The operator's pages (previews) carry the bearer token, as the scripts' requests do.
  const headers = options.operator ? { extraHTTPHeaders: operatorHeaders() } : {};
  const context = await newPlayerContext(browser, { viewport, reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference', ...headers }, { answered: options.answered });
  const page = await context.newPage();
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

/** Runs axe-core (WCAG 2.1 A and AA rules and best practices) in a page or frame and returns its violations. */
export async function axeViolations(target: Page | Frame): Promise<{ id: string; help: string; targets: string[]; why: string[] }[]> {
  // Sent once per document: a second run in the same page (the other width) finds it there.
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource);
  return target.evaluate(async () => {
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
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== rendered);
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')), why: v.nodes.map((n) => n.failureSummary ?? '') }));
  });
}

/** Whether the page is wider than its viewport (horizontal scrolling). */
export function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
