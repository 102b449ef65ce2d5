// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import { defaultTranslations } from '../content/editions';
import { parseSiteData, render } from '../entry-server';
import { LANGUAGE_NOTICE_KEY } from './language-notice';
import { startIslands } from './start-islands';
import { unknownGameTarget } from './unknown-game';

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

/** The page at `path` as the build writes it (React on the server), in this document, with its scripts started. */
async function visit(path: string, { locale = 'en', languages = ['en-CA'] }: { locale?: 'en' | 'fr'; languages?: string[] } = {}) {
  const content = locale === 'en' ? defaultContent : defaultTranslations.fr;
  const basename = locale === 'en' ? '/' : '/fr';
  const page = await render(`http://localhost${basename === '/' ? '' : basename}${path}`, parseSiteData(JSON.stringify({ content, styles: defaultStyles, locale }), ''), basename);
  if (page.kind !== 'page') throw new Error(`${path} did not render a page`);
  document.body.innerHTML = `<div id="root" data-rendered-path="${path}">${page.html}</div>`;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  startIslands(document);
}

test('the footer shows the year the page is viewed in, not the year it was built in', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
  try {
    for (const path of ['/', '/games']) {
      await visit(path);
      expect(document.querySelector('.site-footer__copyright')?.textContent).toContain(`© 2031 ${defaultContent.site_name}.`);
    }
  } finally {
    vi.useRealTimers();
  }
});

test('the phone menu button opens and closes the navigation, by click and by Escape, and says which it will do', async () => {
  await visit('/');
  const header = document.querySelector<HTMLElement>('.site-header')!;
  const button = document.querySelector<HTMLButtonElement>('.site-header__menu-button')!;
  expect([header.dataset.menu, button.getAttribute('aria-expanded'), button.getAttribute('aria-label')]).toEqual(['closed', 'false', defaultContent.ui.menuOpen]);
  button.click();
  expect([header.dataset.menu, button.getAttribute('aria-expanded'), button.getAttribute('aria-label')]).toEqual(['open', 'true', defaultContent.ui.menuClose]);
  button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect([header.dataset.menu, button.getAttribute('aria-expanded'), button.getAttribute('aria-label')]).toEqual(['closed', 'false', defaultContent.ui.menuOpen]);
});

test('a game page gives its frame the game once started, and the full-screen button only where the browser can go full screen', async () => {
  const game = defaultContent.games.items.find((g) => g.link === '/games/baccarat')!;
  const fullScreen = () => [...document.querySelectorAll('button')].find((b) => b.textContent === defaultContent.games.fullScreen)!;
  await visit(game.link);
  expect(document.querySelector('iframe')!.getAttribute('src')).toBe(game.path);
  expect(fullScreen().hidden).toBe(true);

  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
  const requested = vi.fn(() => Promise.resolve());
  try {
    await visit(game.link);
    document.querySelector('iframe')!.requestFullscreen = requested;
    expect(fullScreen().hidden).toBe(false);
    fullScreen().click();
    expect(requested).toHaveBeenCalledOnce();
  } finally {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  }
});

const FRAMES = [
  ["a game's frame", '/games/high-low', 'iframe.game-layout__frame', defaultContent.games.items.find((g) => g.link === '/games/high-low')!.path],
  ['the "Your play" frame', '/play-responsibly', 'iframe.your-play__frame', defaultContent.responsiblePlay.yourPlay.path],
] as const;

test.each(FRAMES)('%s below the first screen gets its page only once it comes into view', async (_name, page, selector, path) => {
  const observed: { target: Element; report: (entries: Partial<IntersectionObserverEntry>[]) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    readonly entry: (typeof observed)[number];
    constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
      this.entry = { target: document.body, report: callback, disconnected: false };
    }
    observe(target: Element) {
      this.entry.target = target;
      observed.push(this.entry);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  try {
    await visit(page);
    const frame = document.querySelector(selector)!;
    expect(observed.map((o) => o.target)).toEqual([frame]);
    expect(frame.getAttribute('src')).toBeNull();
    observed[0]!.report([{ isIntersecting: false }]);
    expect(frame.getAttribute('src')).toBeNull();
    observed[0]!.report([{ isIntersecting: true }]);
    expect(frame.getAttribute('src')).toBe(path);
    expect(observed[0]!.disconnected).toBe(true);
  } finally {
    vi.unstubAllGlobals();
  }
});

test('the Play responsibly page gives the "Your play" frame its page, in the page\'s language', async () => {
  await visit('/play-responsibly');
  expect(document.querySelector('iframe.your-play__frame')!.getAttribute('src')).toBe(defaultContent.responsiblePlay.yourPlay.path);
  await visit('/play-responsibly', { locale: 'fr' });
  expect(document.querySelector('iframe.your-play__frame')!.getAttribute('src')).toBe(`${defaultContent.responsiblePlay.yourPlay.path}?lang=fr`);
});

test('the language notice offers the other language once, when the browser prefers it, and a dismissal is remembered', async () => {
  const notice = () => document.querySelector('aside.language-notice');
  await visit('/games', { languages: ['en-CA', 'en'] });
  expect(notice()).toBeNull();

  await visit('/games', { languages: ['fr-CA', 'en'] });
  expect(notice()?.getAttribute('lang')).toBe('fr-CA');
  expect(notice()?.querySelector('a')?.getAttribute('href')).toBe('/fr/games');
  notice()!.querySelector('button')!.click();
  expect(notice()).toBeNull();
  expect(localStorage.getItem(LANGUAGE_NOTICE_KEY)).toBe('dismissed');

  await visit('/games', { languages: ['fr-CA', 'en'] });
  expect(notice()).toBeNull();
});

test("a French page's notice offers the English page to a browser that prefers English", async () => {
  await visit('/games', { locale: 'fr', languages: ['en-US'] });
  expect(document.querySelector('aside.language-notice a')?.getAttribute('href')).toBe('/games');
});

test('a not-found page served for an unknown game leads to the catalogue of its language; other unknown paths stay not found', () => {
  expect(unknownGameTarget('/404', '/games/no-such-game')).toBe('/games');
  expect(unknownGameTarget('/404', '/games/no-such-game/')).toBe('/games');
  expect(unknownGameTarget('/fr/404', '/fr/games/no-such-game')).toBe('/fr/games');
  expect(unknownGameTarget('/404', '/games/a/b')).toBeNull();
  expect(unknownGameTarget('/404', '/no-such-page')).toBeNull();
  expect(unknownGameTarget('/404', '/games')).toBeNull();
  expect(unknownGameTarget('/games/high-low', '/games/high-low')).toBeNull();
  expect(unknownGameTarget('/404', '/404')).toBeNull();
});
