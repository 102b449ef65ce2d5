import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loaderSource } from '../src/app/hydrate-after-paint-plugin';
import { prerenderPaths } from '../src/app/routes';
import { SPECULATION_RULES } from '../src/app/speculation-rules-plugin';
import { defaultContent } from '../src/content/default-content';
import { newPlayerContext, operatorHeaders, siteUrl, waitForApp, closeContexts, workerBrowser } from './support/browser';
import { watchCsp } from './support/csp-watch';
import { balance, gameFrame, yourPlayFrame } from './support/game-frame';
import { barStatus, newPreview, replaceText } from './support/preview';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

/** Opens `url` in a fresh player's context that records CSP violations, runs `use`, and returns the violations. */
async function violationsWhile(url: string, use: (page: Page, violations: readonly string[]) => Promise<void>): Promise<string[]> {
  // Preview pages are the operator's: the context carries its bearer token (public pages ignore it).
  const context = await newPlayerContext(browser, { viewport: { width: 1440, height: 900 }, extraHTTPHeaders: operatorHeaders() });
  const violations = await watchCsp(context);
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  await waitForApp(page);
  await use(page, violations);
  await context.close();
  return violations;
}

/** The "Your play" frame of a Play responsibly page, once its panel shows. */
async function yourPlayShows(page: Page) {
  await yourPlayFrame(page);
}

const nothing = async () => {};

test.each([
  ['the home page', '/', nothing],
  ['a French page', '/fr', nothing],
  ['the not-found page', '/no-such-page', nothing],
  ['the static coins page', '/virtual-coins.html', nothing],
  ['the Play responsibly page with "Your play"', '/play-responsibly', yourPlayShows],
  ['the French Play responsibly page', '/fr/play-responsibly', yourPlayShows],
])('%s loads and runs with no Content-Security-Policy violation', async (_name, path, use) => {
  expect(await violationsWhile(siteUrl(path), use)).toEqual([]);
});

test('a game page with its game playing a round: no Content-Security-Policy violation in the page or the frame', async () => {
  const violations = await violationsWhile(siteUrl('/games/high-low'), async (page) => {
    const frame = await gameFrame(page, 'high-low');
    const before = await balance(frame);
    await frame.getByRole('button', { name: /^Higher/ }).click();
    await expect.poll(() => frame.locator('.shell__status').textContent()).toMatch(/win|lose|push/);
    await expect.poll(() => balance(frame)).not.toBeNaN();
    expect(before).toBeGreaterThan(0);
  });
  expect(violations).toEqual([]);
});

test('a preview page with the editor, saving an edit and opening the history: no Content-Security-Policy violation', async () => {
  const violations = await violationsWhile(await newPreview(), async (page) => {
    await page.waitForSelector('[contenteditable]');
    await replaceText(page, 'hero.title', 'Edited under the policy');
    await expect.poll(() => barStatus(page)).toBe('All changes saved');
    await page.getByRole('button', { name: 'History' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('Edited under the policy').count()).toBeGreaterThan(0);
  });
  expect(violations).toEqual([]);
});

test('the policy is enforced and the watch sees it: inline code put into a page or a game frame is refused and reported', async () => {
  const violations = await violationsWhile(siteUrl('/games/high-low'), async (page, seen) => {
    const frame = await gameFrame(page, 'high-low');
    for (const target of [page, frame]) {
      const ran = await target.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.documentElement.dataset.injected = "ran"';
        document.body.append(script);
        return document.documentElement.dataset.injected ?? 'refused';
      });
      expect(ran).toBe('refused');
    }
    await expect.poll(() => seen.filter((line) => line.startsWith('script-src-elem blocked inline')).length).toBe(2);
  });
  expect(violations.some((line) => line.includes('/games/high-low/index.html'))).toBe(true);
});

test('no served page carries inline code but the loader and the speculation rules its policy names by hash; every other script without src is a JSON data block', async () => {
  const paths = [...prerenderPaths(defaultContent).filter((path) => path !== '/money'), '/no-such-page', '/virtual-coins.html', '/games/high-low/index.html', '/games/your-play/index.html'];
  for (const path of paths) {
    const response = await fetch(siteUrl(path));
    const allowed = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]!.split(' ');
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!));
    for (const [, attributes, body] of inline) {
      // The inline scripts are the loader of src/app/hydrate-after-paint-plugin.ts, importing a built
      // asset, and the speculation rules of src/app/speculation-rules-plugin.ts.
      const entry = /import\("(\/assets\/[^"]+\.js)"\)/.exec(body!)?.[1];
      expect(body, path).toBe(attributes === ' type="speculationrules"' ? JSON.stringify(SPECULATION_RULES) : loaderSource(entry ?? '(none)'));
      expect(allowed, path).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
    expect(
      allowed.filter((source) => !source.startsWith("'sha256-")),
      path,
    ).toEqual(["'self'"]);
  }
});
