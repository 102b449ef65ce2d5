import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultContent } from '../src/content/default-content';
import { closePage, axeViolations, hasHorizontalOverflow, newPlayerContext, operatorHeaders, closeContexts, workerBrowser } from './support/browser';
import { barStatus, blur, newPreview, notices, openPreview as openPreviewIn, replaceText } from './support/preview';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const openPreview = (url: string, width = 1440) => openPreviewIn(browser, url, width);
const stored = async (url: string) => {
  const page = await (await fetch(`${url}history`, { headers: operatorHeaders() })).json();
  return page as { revision: number; edits: { path: string; oldValue: string; newValue: string; revision: number }[] };
};
const heroTitle = (page: Page) => page.locator('[data-content-path="hero.title"]');

test.each([360, 1440])('at %i px the editor bar shows the generation and its state above the site, covers nothing and passes axe', async (width) => {
  const url = await newPreview();
  const { page, errors } = await openPreview(url, width);
  const bar = page.getByRole('region', { name: 'Editor' });
  expect(await bar.textContent()).toContain(new URL(url).pathname.split('/')[3]!.slice(0, 12));
  expect(await barStatus(page)).toBe('All changes saved');
  for (const name of ['History', 'Undo', 'Redo', 'Publish']) expect(await bar.getByRole('button', { name }).isVisible(), name).toBe(true);
  expect(await bar.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
  // Sign out shows once the editor's session is known (CI read it once before that, at 1440 px);
  // the bar is measured with it.
  await expect.poll(() => bar.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
  // In the flow above the header: nothing of the site is under it, at the top or scrolled.
  const barBox = (await bar.boundingBox())!;
  const headerBox = (await page.locator('.site-header').boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(headerBox.y + 0.5);
  // One row at 1440 px; at 360 px three short rows: the generation with Sign out (a 24 px button),
  // the save status with the language being edited, the commands. A fourth row would be over 160.
  expect(barBox.height).toBeLessThan(width === 360 ? 135 : 64);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.editor-bar')!).position)).toBe('static');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  // The bar is the first stop of the keyboard (the edited language, then the commands), with a visible focus ring.
  await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => ({ text: document.activeElement?.textContent, outline: getComputedStyle(document.activeElement!).outlineStyle }));
  expect(await focused()).toEqual({ text: 'English', outline: 'solid' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused()).toEqual({ text: 'History', outline: 'solid' });
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await closePage(page);
});

test('the bar says Saving... while a save is under way, then All changes saved', async () => {
  const url = await newPreview();
  const { page } = await openPreview(url);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/content', async (route) => {
    await held;
    await route.continue();
  });
  await replaceText(page, 'hero.subtitle', 'Held for a moment');
  await expect.poll(() => barStatus(page)).toBe('Saving...');
  release();
  await expect.poll(() => barStatus(page)).toBe('All changes saved');
  expect(await notices(page).allTextContents()).toContain('Changes saved!');
  expect((await stored(url)).edits[0]).toMatchObject({ path: 'hero.subtitle', newValue: 'Held for a moment' });
  await closePage(page);
});

test('offline, an edit is kept on the page and in the tab, retried, and saved when the connection is back (even after a reload)', async () => {
  const url = await newPreview();
  const { page } = await openPreview(url);
  await page.context().setOffline(true);
  await replaceText(page, 'features.title', 'Written on a train');
  await expect.poll(() => barStatus(page)).toBe('Offline - changes kept and retried');
  expect(await page.locator('[data-content-path="features.title"]').textContent()).toBe('Written on a train');
  expect(await notices(page).allTextContents()).not.toContain('Failed to save changes');
  expect((await stored(url)).edits).toEqual([]);
  await page.context().setOffline(false);
  await expect.poll(() => barStatus(page)).toBe('All changes saved');
  await expect.poll(() => notices(page).allTextContents()).toContain('Changes saved!');
  expect((await stored(url)).edits[0]).toMatchObject({ path: 'features.title', newValue: 'Written on a train' });

  // Kept across a reload: the page made offline comes back with the edit and saves it then.
  await page.context().setOffline(true);
  await replaceText(page, 'features.title', 'Written in a tunnel');
  await expect.poll(() => barStatus(page)).toBe('Offline - changes kept and retried');
  // The server stays out of reach through the reload (the browser's online event would retry at once).
  await page.route('**/content', (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(false);
  await page.reload();
  await page.waitForSelector('[contenteditable]');
  expect(await page.locator('[data-content-path="features.title"]').textContent()).toBe('Written in a tunnel');
  expect(await barStatus(page)).toBe('Offline - changes kept and retried');
  await page.unroute('**/content');
  await expect.poll(() => barStatus(page), { timeout: 12_000 }).toBe('All changes saved');
  expect((await stored(url)).edits[0]).toMatchObject({ path: 'features.title', newValue: 'Written in a tunnel' });
  await closePage(page);
});

test('a long history shows its newest 100 changes and loads earlier ones by keyboard, with no axe violation', async () => {
  const url = await newPreview();
  const api = url.replace(/\/$/, '');
  for (let index = 1; index <= 105; index++) {
    const saved = await fetch(`${api}/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...operatorHeaders() },
      body: JSON.stringify({ path: 'hero.subtitle', content: `Subtitle ${index}` }),
    });
    expect(saved.status).toBe(200);
  }
  const { page } = await openPreview(url);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of changes' });
  await dialog.locator('.history-entry').first().waitFor();
  expect(await dialog.locator('.history-entry').count()).toBe(100);
  const more = dialog.getByRole('button', { name: 'Load earlier changes' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => dialog.locator('.history-entry').count()).toBe(105);
  expect(await more.count()).toBe(0);
  expect(await dialog.locator('.history-entry').last().textContent()).toContain('Change 1');
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);
});

test('the history lists every change newest first, and restoring an old value is a new change', async () => {
  const url = await newPreview();
  const { page } = await openPreview(url);
  await replaceText(page, 'hero.title', 'A first new title');
  await expect.poll(() => barStatus(page)).toBe('All changes saved');
  const hero = page.locator('section.hero');
  await hero.getByRole('button', { name: /Edit colours: hero/ }).click();
  await hero.getByLabel('background', { exact: true }).fill('#224466');
  await hero.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => notices(page).allTextContents()).toContain('Color saved!');

  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of changes' });
  await dialog.locator('.history-entry').first().waitFor();
  const entries = await dialog.locator('.history-entry').allTextContents();
  expect(entries).toHaveLength(2);
  expect(entries[0]).toContain('Hero colour › background');
  expect(entries[0]).toContain('#224466');
  expect(entries[1]).toContain('Hero › title');
  expect(entries[1]).toContain(defaultContent.hero.title);
  expect(entries[1]).toContain('A first new title');
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: /Restore earlier value of Hero › title/ }).click();
  await expect.poll(() => dialog.locator('.history-entry').count()).toBe(3);
  expect(await dialog.locator('.history-entry').first().textContent()).toContain(`became ${defaultContent.hero.title}`);
  await page.keyboard.press('Escape');
  expect(await dialog.isVisible()).toBe(false);
  expect(await heroTitle(page).textContent()).toBe(defaultContent.hero.title);
  expect((await stored(url)).edits.map((edit) => edit.revision)).toEqual([3, 2, 1]);
  await closePage(page);
});

test('Ctrl+Z undoes the editor’s own last changes and Ctrl+Shift+Z redoes them, across a reload', async () => {
  const url = await newPreview();
  const { page } = await openPreview(url);
  await replaceText(page, 'hero.title', 'Undo me');
  await expect.poll(() => barStatus(page)).toBe('All changes saved');
  await replaceText(page, 'hero.subtitle', 'Undo me too');
  await expect.poll(() => stored(url).then((s) => s.revision)).toBe(2);
  await expect.poll(() => page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => page.locator('[data-content-path="hero.subtitle"]').textContent()).toBe(defaultContent.hero.subtitle);
  await expect.poll(() => notices(page).allTextContents()).toContain('Change undone');

  await page.reload();
  await page.waitForSelector('[contenteditable]');
  await page.locator('.editor-bar__generation').click();
  expect(await page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => heroTitle(page).textContent()).toBe(defaultContent.hero.title);
  await expect.poll(() => stored(url).then((s) => s.edits[0]?.newValue)).toBe(defaultContent.hero.title);
  await expect.poll(() => page.getByRole('button', { name: 'Redo' }).isEnabled()).toBe(true);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => heroTitle(page).textContent()).toBe('Undo me');
  await expect.poll(() => page.getByRole('button', { name: 'Redo' }).isEnabled()).toBe(true);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => page.locator('[data-content-path="hero.subtitle"]').textContent()).toBe('Undo me too');
  expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);
  const history = await stored(url);
  expect(history.revision).toBe(6);
  expect(history.edits[0]).toMatchObject({ path: 'hero.subtitle', newValue: 'Undo me too' });
  // Typing inside a text keeps the browser's own undo: the page's undo does not fire there.
  const subtitle = page.locator('[data-content-path="hero.subtitle"]');
  await subtitle.click();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.keyboard.press('ControlOrMeta+Z');
  expect(await subtitle.textContent()).toBe('Undo me too');
  await blur(page);
  expect((await stored(url)).revision).toBe(6);
  await closePage(page);
});

test('two tabs editing the same text: the second save asks, keep mine or take theirs, and nothing is silently overwritten', async () => {
  const url = await newPreview();
  const context = await newPlayerContext(browser, { viewport: { width: 1280, height: 900 }, extraHTTPHeaders: operatorHeaders() });
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) {
    await page.goto(url);
    await page.waitForSelector('[contenteditable]');
  }
  await first.bringToFront();
  await replaceText(first, 'hero.title', 'From the first tab');
  await expect.poll(() => notices(first).allTextContents()).toContain('Changes saved!');

  await second.bringToFront();
  await replaceText(second, 'hero.title', 'From the second tab');
  const dialog = second.getByRole('dialog', { name: 'Someone else changed this' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('From the first tab');
  expect(await dialog.textContent()).toContain('From the second tab');
  expect((await stored(url)).edits).toHaveLength(1);
  expect(await axeViolations(second)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(() => notices(second).allTextContents()).toContain('Changes saved!');
  expect((await stored(url)).edits[0]).toMatchObject({ path: 'hero.title', oldValue: 'From the first tab', newValue: 'From the second tab' });

  // The first tab, still showing its own text, edits again and takes the other version instead.
  await first.bringToFront();
  await replaceText(first, 'hero.title', 'First tab again');
  const asked = first.getByRole('dialog', { name: 'Someone else changed this' });
  await asked.waitFor();
  await asked.getByRole('button', { name: 'Take theirs' }).click();
  await expect.poll(() => heroTitle(first).textContent()).toBe('From the second tab');
  expect(await notices(first).allTextContents()).toContain('Kept the other version');
  const history = await stored(url);
  expect(history.revision).toBe(2);
  expect(history.edits[0]!.newValue).toBe('From the second tab');
  // Having seen it, the first tab saves without being asked again.
  await replaceText(first, 'hero.title', 'Agreed title');
  await expect.poll(() => stored(url).then((s) => s.edits[0]?.newValue)).toBe('Agreed title');
  await context.close();
});

test('a colour that makes text hard to read shows the ratio and a warning before saving, and can still be saved', async () => {
  const url = await newPreview();
  const { page } = await openPreview(url, 360);
  const hero = page.locator('section.hero');
  await hero.getByRole('button', { name: /Edit colours: hero/ }).click();
  const report = hero.locator('.palette__contrast');
  expect(await report.textContent()).toMatch(/every text meets WCAG AA \(lowest \d+\.\d:1\)/);
  await hero.getByLabel('text', { exact: true }).fill('#1a2e50');
  await expect.poll(() => report.textContent()).toContain('Low contrast');
  expect(await report.textContent()).toMatch(/text on background: 1\.\d:1/);
  expect(await axeViolations(page)).toEqual([]);
  await hero.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => notices(page).allTextContents()).toContain('Color saved!');
  expect((await stored(url)).edits[0]).toMatchObject({ path: 'hero.text', newValue: '#1a2e50' });
  await closePage(page);
});

// Publishing renders every page of both languages: 4 s on an idle 2-core machine, far more on a loaded one.
test('the publish dialog publishes, offers the JSON export and imports a file as a new generation, and passes axe', { timeout: 150_000 }, async () => {
  const url = await newPreview();
  const { page } = await openPreview(url, 360);
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish and export' });
  await dialog.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect.poll(() => dialog.locator('.publish-dialog__outcome').first().textContent(), { timeout: 90_000 }).toMatch(/^Published \d+ pages/);

  const exported = await (await fetch(`${url}export`, { headers: operatorHeaders() })).json();
  expect(await dialog.getByRole('link', { name: 'Download JSON' }).getAttribute('href')).toBe(`${new URL(url).pathname}export`);
  const file = dialog.locator('input[type=file]');
  await file.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"content": 1') });
  await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('broken.json is not a JSON file');
  exported.content.contact.email = 'not an email';
  await file.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('contact.email');
  exported.content.contact.email = defaultContent.contact.email;
  exported.content.hero.title = 'Imported title';
  await file.setInputFiles({ name: 'site.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  const open = dialog.getByRole('link', { name: 'Open the imported generation' });
  await open.click();
  await page.waitForSelector('[contenteditable]');
  expect(await heroTitle(page).textContent()).toBe('Imported title');
  expect(page.url()).not.toBe(url);
  await closePage(page);
});
