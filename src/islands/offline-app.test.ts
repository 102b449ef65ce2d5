// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { FLOATING_NOTICES_CLASS } from './floating-notices';
import { LANGUAGE_NOTICE_TEMPLATE_ID, languageNotice } from './language-notice';
import { offlineApp, SKIP_WAITING, UPDATE_NOTICE_TEMPLATE_ID } from './offline-app';

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** A page with the update notice's template, as update-notice.tsx renders it. */
function page() {
  document.body.innerHTML = `<template id="${UPDATE_NOTICE_TEMPLATE_ID}" data-worker="/sw.js?games"><div class="update-notice" role="status"><p class="update-notice__message">A new version is ready.</p><button type="button">Reload</button></div></template>`;
}

/** A service worker container with one registration, whose waiting worker records what it is told. */
function workers({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const events = new EventTarget();
  const told: unknown[] = [];
  const worker: { state: ServiceWorkerState; postMessage(message: unknown): void } = { state: 'installed', postMessage: (message) => told.push(message) };
  const registration = Object.assign(new EventTarget(), { waiting: waiting ? worker : null, installing: null });
  const container = Object.assign(events, {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return { container: container as unknown as ServiceWorkerContainer, told, register: container.register, worker };
}

const notice = () => document.querySelector('.update-notice');

test('registers the worker the template names; a waiting version under a running one shows the notice, its sentence a moment later', async () => {
  vi.useFakeTimers();
  page();
  const { container, register } = workers({ controlled: true, waiting: true });
  offlineApp(document, container);
  await vi.waitFor(() => expect(notice()).not.toBeNull());
  expect(register).toHaveBeenCalledWith('/sw.js?games', { scope: '/' });
  expect(notice()!.textContent).toBe('Reload');
  vi.advanceTimersByTime(100);
  expect(notice()!.textContent).toBe('A new version is ready.Reload');
});

test('a first install is no new version: no notice', async () => {
  page();
  const { container, register } = workers({ controlled: false, waiting: true });
  offlineApp(document, container);
  await vi.waitFor(() => expect(register).toHaveBeenCalled());
  await Promise.resolve();
  expect(notice()).toBeNull();
});

test('the page reloads only after the player pressed the button: a change of worker before that reloads nothing', async () => {
  page();
  const { container, told } = workers({ controlled: true, waiting: true });
  const reload = vi.fn();
  const view = { location: { reload } } as unknown as Window;
  offlineApp(Object.assign(document, {}), container);
  Object.defineProperty(document, 'defaultView', { value: view, configurable: true });
  await vi.waitFor(() => expect(notice()).not.toBeNull());
  container.dispatchEvent(new Event('controllerchange'));
  expect(reload).not.toHaveBeenCalled();
  expect(told).toEqual([]);
  notice()!.querySelector('button')!.click();
  expect(told).toEqual([SKIP_WAITING]);
  container.dispatchEvent(new Event('controllerchange'));
  expect(reload).toHaveBeenCalledOnce();
  delete (document as unknown as { defaultView?: Window }).defaultView;
});

test('a page without the template (the preview) registers nothing', () => {
  const { container, register } = workers({ controlled: true, waiting: true });
  offlineApp(document, container);
  expect(register).not.toHaveBeenCalled();
});

test('with the language notice showing, the update notice joins it in one stack, one above the other, instead of lying over its buttons', async () => {
  document.body.innerHTML = `<header><template id="${LANGUAGE_NOTICE_TEMPLATE_ID}" data-locale="fr" data-locales="en fr"><aside class="floating-notice language-notice"><a href="/fr">Lire cette page en français</a><button type="button">Non merci</button></aside></template></header><template id="${UPDATE_NOTICE_TEMPLATE_ID}" data-worker="/sw.js?games"><div class="floating-notice update-notice" role="status"><p class="update-notice__message">A new version is ready.</p><button type="button">Reload</button></div></template>`;
  vi.spyOn(Storage.prototype, 'getItem').mockReturnValue(null);
  languageNotice(document, ['fr-CA']);
  const { container } = workers({ controlled: true, waiting: true });
  offlineApp(document, container);
  await vi.waitFor(() => expect(notice()).not.toBeNull());
  const stacks = document.querySelectorAll(`.${FLOATING_NOTICES_CLASS}`);
  expect(stacks).toHaveLength(1);
  expect([...stacks[0]!.children].map((child) => child.className)).toEqual(['floating-notice language-notice', 'floating-notice update-notice']);
});

test("in a second tab, once another tab's Reload has made the new version take over, this tab's Reload still reloads the page", async () => {
  page();
  const { container, worker } = workers({ controlled: true, waiting: true });
  const reload = vi.fn();
  Object.defineProperty(document, 'defaultView', { value: { location: { reload } }, configurable: true });
  offlineApp(document, container);
  await vi.waitFor(() => expect(notice()).not.toBeNull());
  // The other tab's button: the waiting worker takes over every tab, this one included.
  worker.state = 'activated';
  container.dispatchEvent(new Event('controllerchange'));
  expect(reload).not.toHaveBeenCalled();
  notice()!.querySelector('button')!.click();
  expect(reload).toHaveBeenCalledOnce();
  delete (document as unknown as { defaultView?: Window }).defaultView;
});
