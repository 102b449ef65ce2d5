import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, operatorHeaders, siteUrl } from './browser';

/** A fresh generation for one test, so tests never see each other's edits; its preview URL. */
export async function newPreview(): Promise<string> {
  const response = await fetch(siteUrl('/api/generations'), { method: 'POST', headers: { 'content-type': 'application/json', ...operatorHeaders() }, body: '{}' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { previewUrl: string }).previewUrl;
}

/** A preview page in its own browser context (the operator's, by its bearer token), once the editor is ready. */
export async function openPreview(browser: Browser, url: string, width = 1440): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, url, { width, height: 900 }, { operator: true });
  await opened.page.waitForSelector('[contenteditable]');
  return opened;
}

/** Replaces a text in place as an editor does: click, select all, type, click away (which saves). */
export async function replaceText(page: Page, path: string, text: string) {
  const element = page.locator(`[data-content-path="${path}"]`).first();
  await element.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await blur(page);
}

/** Ends an edit by clicking an empty part of the editor bar. */
export async function blur(page: Page) {
  await page.locator('.editor-bar__generation').click();
}

/** The notices the editor sees. */
export const notices = (page: Page) => page.locator('.preview-notices[aria-live] .preview-notice');

/** The editor bar's save status. */
export const barStatus = (page: Page) => page.locator('.editor-bar [role="status"]').textContent();
