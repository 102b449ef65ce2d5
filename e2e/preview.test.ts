import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultContent } from '../src/content/default-content';
import { closePage, axeViolations, hasHorizontalOverflow, openPage, operatorHeaders, siteUrl, closeContexts, workerBrowser } from './support/browser';
import { blur, newPreview, notices, openPreview as openPreviewIn, replaceText } from './support/preview';

const openPreview = (url: string, width = 1440) => openPreviewIn(browser, url, width);

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

test('a preview opens as an editable site; a saved heading survives a reload', async () => {
  const { page, errors } = await openPreview(await newPreview());
  await replaceText(page, 'hero.title', 'Game night for the whole country');
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  await page.reload();
  await page.waitForSelector('[contenteditable]');
  expect(await page.locator('main h1').first().textContent()).toBe('Game night for the whole country');
  expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
  await closePage(page);
});

test('a colour applies while picking, saves on clicking outside and survives a reload', async () => {
  const { page } = await openPreview(await newPreview());
  const hero = page.locator('section.hero');
  await hero.getByRole('button', { name: /Edit colours: hero/ }).click();
  await hero.getByLabel('background', { exact: true }).fill('#2a4d8f');
  expect(await hero.evaluate((el) => getComputedStyle(el).getPropertyValue('--hero-background'))).toBe('#2a4d8f');
  await page.mouse.click(5, 880);
  await expect.poll(() => notices(page).allTextContents()).toContain('Color saved!');
  await page.reload();
  await page.waitForSelector('[contenteditable]');
  expect(await page.locator('section.hero').evaluate((el) => getComputedStyle(el).getPropertyValue('--hero-background'))).toBe('#2a4d8f');
  await closePage(page);
});

test('a failed text save restores the old text and says so, in the server’s words', async () => {
  const { page } = await openPreview(await newPreview());
  await page.route('**/content', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
  await replaceText(page, 'features.title', 'This will not be kept');
  await expect.poll(() => notices(page).allTextContents()).toContain('Failed to save changes: down');
  expect(await page.locator('[data-content-path="features.title"]').textContent()).toBe(defaultContent.features.title);
  await closePage(page);
});

test('a text the server refuses says why: an emptied heading is "must not be empty"', async () => {
  const { page } = await openPreview(await newPreview());
  await page.locator('[data-content-path="features.title"]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await blur(page);
  await expect.poll(() => notices(page).allTextContents()).toContainEqual(expect.stringMatching(/^Failed to save changes: .*features\.title.*must not be empty/));
  expect(await page.locator('[data-content-path="features.title"]').textContent()).toBe(defaultContent.features.title);
  await closePage(page);
});

test('an editable text takes its own direction, says what is left near its limit and stops there', async () => {
  const { page } = await openPreview(await newPreview());
  const subtitle = page.locator('[data-content-path="hero.subtitle"]');
  expect(await subtitle.getAttribute('dir')).toBe('auto');
  await subtitle.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('x'.repeat(390));
  await expect.poll(() => subtitle.getAttribute('data-remaining')).toBe('10 characters left');
  await page.keyboard.insertText('y'.repeat(30));
  expect((await subtitle.textContent())!.length).toBeLessThanOrEqual(400);
  await page.keyboard.press('Escape');
  await closePage(page);
});

test('a failed colour save reverts the colour and says so', async () => {
  const { page } = await openPreview(await newPreview());
  await page.route('**/styles/v2', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
  const faq = page.locator('section.faq');
  await faq.getByRole('button', { name: /Edit colours: faq/ }).click();
  await faq.getByLabel('background', { exact: true }).fill('#ff0000');
  await page.keyboard.press('Escape');
  await expect.poll(() => notices(page).allTextContents()).toContain('Failed to save color: down');
  expect(await faq.evaluate((el) => getComputedStyle(el).getPropertyValue('--faq-background'))).toBe(defaultContentStyle('faq'));
  await closePage(page);
});

test('notices are announced and gone after 3 seconds', async () => {
  const { page } = await openPreview(await newPreview());
  await replaceText(page, 'faq.title', 'Questions, answered');
  await expect.poll(() => notices(page).count()).toBe(1);
  const shownAt = Date.now();
  await expect.poll(() => notices(page).count(), { timeout: 6000, interval: 100 }).toBe(0);
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await closePage(page);
});

test('Escape cancels an edit, Enter ends it, and typed or pasted markup stays plain text', async () => {
  const { page } = await openPreview(await newPreview());
  const title = page.locator('[data-content-path="testimonials.title"]');
  await title.click();
  await page.keyboard.type(' extra');
  await page.keyboard.press('Escape');
  expect(await title.textContent()).toBe(defaultContent.testimonials.title);
  await replaceText(page, 'testimonials.title', '<img src=x onerror=alert(1)>');
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  await page.reload();
  await page.waitForSelector('[contenteditable]');
  const saved = page.locator('[data-content-path="testimonials.title"]');
  expect(await saved.textContent()).toBe('<img src=x onerror=alert(1)>');
  expect(await saved.locator('img').count()).toBe(0);

  const motto = page.locator('[data-content-path="additionalInfo.motto"]');
  await motto.click();
  await page.keyboard.press('ControlOrMeta+A');
  await motto.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<b>Bold</b> <a href="https://evil.example">move</a>');
    data.setData('text/plain', 'Bold move');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  expect(await motto.evaluate((element) => element.innerHTML)).toBe('Bold move');
  await page.keyboard.press('Enter');
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  await closePage(page);
});

test('in preview the navigation buttons do not navigate, but the router works under the prefix', async () => {
  const url = await newPreview();
  const { page } = await openPreview(url);
  await page.locator('section.hero a.button').click();
  expect(page.url()).toBe(url);
  await page.locator('.site-header nav a', { hasText: 'Privacy Policy' }).click({ position: { x: 6, y: 22 } });
  await expect.poll(() => page.url()).toBe(url + 'privacy-policy');
  await page.waitForSelector('[data-content-path="privacy.title"]');
  await closePage(page);
});

test('editing works by keyboard and the preview has no axe violations', async () => {
  const { page } = await openPreview(await newPreview());
  expect(await axeViolations(page)).toEqual([]);
  const palette = page.locator('section.features').getByRole('button', { name: /Edit colours: features/ });
  await palette.focus();
  await page.keyboard.press('Enter');
  expect(await palette.getAttribute('aria-expanded')).toBe('true');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  expect(await palette.getAttribute('aria-expanded')).toBe('false');
  const title = page.locator('[data-content-path="features.title"]');
  await title.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.keyboard.press('Enter');
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  await closePage(page);
});

test('the public site is unchanged by preview edits and loads no editing code', async () => {
  const { page: editor } = await openPreview(await newPreview());
  await replaceText(editor, 'hero.subtitle', 'Only the preview sees this');
  await expect.poll(() => notices(editor).allTextContents()).toContain('Changes saved!');
  await closePage(editor);

  const scripts: string[] = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(siteUrl('/'));
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
  expect(await page.locator('.hero__subtitle').textContent()).toBe(defaultContent.hero.subtitle);
  expect(await page.locator('[contenteditable]').count()).toBe(0);
  expect(await page.locator('.palette').count()).toBe(0);
  expect(scripts.some((src) => src.includes('preview'))).toBe(false);
  await context.close();
});

test("the coins page opens from the preview with the generation's text, and leads back into the preview", async () => {
  const url = await newPreview();
  const saved = await fetch(`${url}content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...operatorHeaders() },
    body: JSON.stringify({ path: 'money.title', content: 'Coins, explained' }),
  });
  expect(saved.status).toBe(200);
  const { page } = await openPreview(url);
  // The footer's coins link, followed by the router (a click on its text would edit the text).
  const coins = page.locator('footer a[href$="/money"]').first();
  expect(await coins.getAttribute('href')).toBe(`${new URL(url).pathname}money`);
  await coins.evaluate((link) => (link as HTMLAnchorElement).click());
  await page.waitForURL('**/virtual-coins.html');
  expect(page.url()).toBe(`${url}virtual-coins.html`);
  expect(await page.locator('h1').textContent()).toBe('Coins, explained');
  await page.getByRole('link', { name: defaultContent.money.homeLink }).click();
  await page.waitForURL(url);
  await page.waitForSelector('[contenteditable]');
  await closePage(page);
});

test('a text the content may leave empty is cleared in place and stays cleared', async () => {
  const { page } = await openPreview(await newPreview());
  await page.locator('[data-content-path="heroText.title.prefix"]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  await page.reload();
  await page.waitForSelector('[contenteditable]');
  expect(await page.locator('[data-content-path="heroText.title.prefix"]').textContent()).toBe('');
  expect(await page.locator('[data-content-path="heroText.title.highlight"]').textContent()).toBe(defaultContent.heroText.title.highlight);
  await closePage(page);
});

test('an unknown game in preview redirects to the preview catalogue without JavaScript', async () => {
  const url = await newPreview();
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: operatorHeaders() });
  const page = await context.newPage();
  await page.goto(`${url}games/no-such-game`);
  expect(page.url()).toBe(`${url}games`);
  expect(await page.locator('main h1').textContent()).toBe(defaultContent.games.title);
  await context.close();
});

test('an unknown generation gets the not-found page', async () => {
  const response = await fetch(siteUrl('/api/preview/gen-AAAAAAAAAAAAAAAAAAAAAAAAAA/'), { headers: operatorHeaders() });
  expect(response.status).toBe(404);
  expect((await response.text()).toLowerCase()).toContain('not found');
});

function defaultContentStyle(component: 'faq'): string {
  return { faq: '#F4F7FC' }[component];
}

// One French word of 25 letters ("anticonstitutionnellement") is wider than a phone in a heading.
test('a long word wraps at phone width, in the preview and on the visitor’s page, instead of pushing its section out of shape', async () => {
  const word = 'Anticonstitutionnellement';
  const url = await newPreview();
  const { page } = await openPreview(url, 360);
  await replaceText(page, 'hero.title', word);
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  await page.goto(`${url}games/high-low`);
  await page.waitForSelector('[contenteditable]');
  await replaceText(page, 'games.items.0.title', word);
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  /** How far each element of these texts reaches past the right edge of the page (0 when inside). */
  const past = (selector: string) =>
    page.locator(selector).evaluateAll((elements) => elements.map((element) => Math.max(0, Math.round(element.getBoundingClientRect().right - document.documentElement.clientWidth))));
  expect(await past('.game-layout__title, .game-layout__thumb')).toEqual([0, 0]);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.goto(url);
  await page.waitForSelector('[contenteditable]');
  expect(await past('.hero__title, .hero__subtitle')).toEqual([0, 0]);
  await closePage(page);

  // The visitor's page has the same stylesheet without the editor: the same word in its headings.
  const visitor = await openPage(browser, '/games/high-low', { width: 360, height: 800 });
  await visitor.page.locator('.game-layout__title').evaluate((title, text) => (title.textContent = text), word);
  expect(await hasHorizontalOverflow(visitor.page)).toBe(false);
  await visitor.page.goto(siteUrl('/'));
  await visitor.page.locator('.hero__title').evaluate((title, text) => (title.textContent = text), word);
  expect(
    await visitor.page
      .locator('.hero__title, .hero__subtitle')
      .evaluateAll((elements) => elements.map((element) => Math.max(0, Math.round(element.getBoundingClientRect().right - document.documentElement.clientWidth)))),
  ).toEqual([0, 0]);
  await closePage(visitor.page);
});
