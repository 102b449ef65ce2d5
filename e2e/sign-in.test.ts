import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { closePage, axeViolations, baseUrl, hasHorizontalOverflow, newPlayerContext, siteUrl, closeContexts, workerBrowser } from './support/browser';
import { newPreview, replaceText } from './support/preview';
import { startSite } from './support/site-server';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => closeContexts(browser));

const PASSWORD = 'a long sentence nobody guesses';

/** A page in a context of its own: no token, no cookie, as a person's browser. */
async function freshPage(width = 1440): Promise<Page> {
  const context = await newPlayerContext(browser, { viewport: { width, height: 900 } });
  return context.newPage();
}

/** Runs an account command on the test site's database, as the operator would, and returns the URL it printed. */
function accountCommand(...args: string[]): string {
  const result = spawnSync(process.execPath, ['scripts/account.mjs', ...args], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', DATABASE_PATH: inject('databasePath'), PORT: new URL(baseUrl()).port },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return /(http\S+)/.exec(result.stdout)![1]!;
}

test("npm start's preview link signs this browser in as the operator once and opens the editable preview; used again it says so", async () => {
  const link = inject('previewUrl')!;
  expect(link).toMatch(/\/sign-in\/link\/[\w-]{43}$/);
  const page = await freshPage();
  await page.goto(link);
  await page.waitForSelector('[contenteditable]');
  expect(new URL(page.url()).pathname).toMatch(/^\/api\/preview\/gen-[\w-]{22,}\/$/);
  await expect.poll(() => page.locator('.editor-bar__who').textContent()).toBe('operator@localhost');
  await closePage(page);

  const again = await freshPage(360);
  const response = await again.goto(link);
  expect(response?.status()).toBe(410);
  expect(await again.locator('h1').textContent()).toBe('This link no longer works');
  expect(await axeViolations(again)).toEqual([]);
  expect(await hasHorizontalOverflow(again)).toBe(false);
  await closePage(again);
});

test('the sign-in page has no axe violations at 360 and 1440 px in both languages, and works from the keyboard', async () => {
  for (const width of [360, 1440]) {
    for (const path of ['/sign-in', '/fr/sign-in']) {
      const page = await freshPage(width);
      await page.goto(siteUrl(path));
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
      expect(await hasHorizontalOverflow(page), `${path} at ${width}`).toBe(false);
      await closePage(page);
    }
  }
  const page = await freshPage(360);
  await page.goto(siteUrl('/fr/sign-in'));
  expect(await page.locator('h1').textContent()).toBe('Connexion à l’espace d’édition');
  // Tab order: home link, language, email, password, the button.
  const focused: string[] = [];
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? ''));
  }
  expect(focused.slice(2)).toEqual(['email', 'password', 'Se connecter']);
  await closePage(page);
});

test('without a session a preview answers the sign-in page, which leads back to it once signed in; an invited editor signs up, edits, is named in the history and signs out', async () => {
  const previewUrl = await newPreview();
  const generation = /gen-[\w-]+/.exec(previewUrl)![0];
  const invitation = accountCommand('invite', '--role', 'editor', '--generation', generation);

  const page = await freshPage();
  await page.goto(invitation);
  expect(await page.locator('h1').textContent()).toBe('Join as an editor');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill('invited@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Type the password again').fill('something different here');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('The two passwords are not the same.');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Type the password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await page.waitForSelector('[contenteditable]');
  expect(page.url()).toBe(previewUrl);
  await expect.poll(() => page.locator('.editor-bar__who').textContent()).toBe('invited@example.com');

  await replaceText(page, 'hero.title', 'Edited by the invited editor');
  await expect.poll(() => page.locator('.editor-bar [role="status"]').textContent()).toBe('All changes saved');
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of changes' });
  await expect.poll(() => dialog.locator('.history-entry__author').first().textContent()).toBe('invited@example.com');
  await page.keyboard.press('Escape');
  // An editor publishes, but export and import are the operator's.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: 'Publish and export' });
  await publish.getByRole('button', { name: 'Publish now' }).waitFor();
  expect(await publish.getByRole('link', { name: 'Download JSON' }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in\?signed-out$/);
  expect(await page.getByRole('status').textContent()).toBe('You are signed out.');
  const closed = await page.goto(previewUrl);
  expect(closed?.status()).toBe(401);
  expect(await page.locator('h1').textContent()).toBe('Sign in to edit');
  expect(await page.content()).not.toContain('Edited by the invited editor');

  await page.getByLabel('Email').fill('invited@example.com');
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or the password is not right.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForSelector('[contenteditable]');
  expect(page.url()).toBe(previewUrl);
  expect(await page.locator('main h1').first().textContent()).toBe('Edited by the invited editor');
  // Another generation is not this editor's: a page that says so, with a way to sign out.
  const forbidden = await page.goto(await newPreview());
  expect(forbidden?.status()).toBe(403);
  expect(await page.locator('h1').textContent()).toBe('This preview is not open to you');
  expect(await axeViolations(page)).toEqual([]);
  await closePage(page);

  // The invitation worked once.
  const used = await freshPage();
  expect((await used.goto(invitation))?.status()).toBe(410);
  await closePage(used);
});

// A server started for the test and eleven sign-ins, each hashing a password: about 10 s on an idle
// 2-core machine, several times that on a loaded one.
test('after 10 wrong passwords in 10 minutes the sign-in page asks to wait, even for the right one', { timeout: 180_000 }, async () => {
  // A server of its own: the failures count against this machine's address.
  const site = await startSite();
  try {
    // The first nine as the form posts them (the page's own steps are the tenth's, below): each is
    // refused as wrong, none yet as too many.
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await fetch(new URL('/sign-in', site.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
        body: new URLSearchParams({ email: 'someone@example.com', password: `wrong password number ${attempt}`, next: '' }),
      });
      expect(response.status, `attempt ${attempt + 1}`).toBe(401);
      expect(await response.text()).toContain('The email or the password is not right.');
    }
    const page = await freshPage(360);
    await page.goto(new URL('/sign-in', site.url).href);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('wrong password number 9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or the password is not right.');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Too many failed attempts. Try again in 10 minutes.');
    expect(await axeViolations(page)).toEqual([]);
    await closePage(page);
  } finally {
    await site.stop();
  }
});
