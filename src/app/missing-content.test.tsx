// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { defaultContent } from '../content/default-content';
import { defaultStyles } from '../content/default-styles';
import { parseSiteData, render as renderOnServer } from '../entry-server';
import { MISSING_MESSAGES } from '../content/missing-messages';
import { contentCopy, renderSite } from '../test/render-site';

afterEach(cleanup);

const routes = ['/', '/about', '/games', '/games/high-low', '/terms-and-conditions', '/privacy-policy', '/play-responsibly', '/no-such-page'];

/**
 * Each slice a broken or partial content object may lack, and where a visitor then reads its
 * message. Slices the pages never show (the theme, the domain, the description, the static coins
 * page's text) have no message in the app; the rest of every page must still render.
 */
type Shown = [route: string, message: string] | null;
const slices: [slice: string, shown: Shown][] = [
  ...Object.keys(defaultContent).map((key): [string, Shown] => [key, messageOf(key)]),
  ['header.links', ['/', 'links content not found']],
  ['footer.quickLinks', ['/', 'footer content not found']],
  ['footer.badges', ['/', 'footer content not found']],
  ['footer.notices', ['/', 'footer content not found']],
  ['faq.contact', ['/', 'faq content not found']],
  ['footer.noticeLink', null],
];

function messageOf(key: string): Shown {
  const shown: Record<string, [string, string]> = {
    site_name: ['/', 'site_name content not found'],
    logo: ['/', 'logo content not found'],
    ui: ['/', 'ui content not found'],
    header: ['/', 'header content not found'],
    links: ['/', 'links content not found'],
    footer: ['/', 'footer content not found'],
    hero: ['/', 'Hero content not found'],
    heroText: ['/', 'heroText content not found'],
    features: ['/', 'features content not found'],
    about: ['/', 'about content not found'],
    additionalInfo: ['/', 'about extended content not found'],
    contact: ['/', 'contact content not found'],
    gamingTips: ['/games/high-low', 'gamingTips content not found'],
    playerStories: ['/', 'playerStories content not found'],
    funFacts: ['/', 'funFacts content not found'],
    games: ['/games', 'games content not found'],
    testimonials: ['/', 'testimonials content not found'],
    faq: ['/', 'faq content not found'],
    privacy: ['/privacy-policy', 'privacy content not found'],
    terms: ['/terms-and-conditions', 'terms content not found'],
    responsiblePlay: ['/play-responsibly', 'responsiblePlay content not found'],
  };
  return shown[key] ?? null;
}

function withoutSlice(slice: string) {
  const content = contentCopy();
  const path = slice.split('.');
  const last = path.pop()!;
  const parent = path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, content as unknown as Record<string, unknown>);
  delete parent[last];
  return content;
}

test('every slice of the content object is covered', () => {
  const unlisted = Object.keys(defaultContent).filter((key) => !['site_domain', 'site_description', 'seo', 'money'].includes(key) && !messageOf(key));
  expect(unlisted).toEqual([]);
});

test.each(slices)('without %s every route still renders, with the message where the slice would be', async (slice, shown) => {
  const content = withoutSlice(slice);
  const consoleError = vi.spyOn(console, 'error');
  for (const route of routes) {
    renderSite([route], content);
    // Read from the DOM rather than through role queries, which work out every element's role and
    // name: for 29 slices times 8 routes they were a sixth of this file's time.
    const main = await waitFor(() => {
      const found = document.querySelector('main');
      if (!found) throw new Error(`${route} has no main area`);
      return found;
    });
    expect(main.textContent, `${route} has an empty main area`).not.toBe('');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.textContent ?? '');
    if (route !== '/no-such-page')
      expect(
        headings.filter((heading) => /not found/i.test(heading)),
        `${route} became the not-found page`,
      ).toEqual([]);
    if (shown?.[0] === route) expect(screen.getAllByText(shown[1]).length, `${route} shows "${shown[1]}"`).toBeGreaterThan(0);
    cleanup();
  }
  expect(consoleError).not.toHaveBeenCalled();
});

test.each(slices)('without %s the server still renders every route', async (slice) => {
  const data = parseSiteData(JSON.stringify({ content: withoutSlice(slice), styles: defaultStyles }), '');
  for (const route of routes) {
    const result = await renderOnServer(`http://localhost${route}`, data);
    if (result.kind === 'redirect') {
      expect(route).toBe('/games/high-low');
      continue;
    }
    expect(result.status, route).toBe(route === '/no-such-page' ? 404 : 200);
    expect(result.html).toContain('<main');
  }
});

test('a missing slice leaves the rest of the layout in place', async () => {
  renderSite(['/'], withoutSlice('contact'));
  const footer = await screen.findByRole('contentinfo');
  expect(within(footer).getByText('contact content not found')).toBeTruthy();
  expect(within(footer).getByText(defaultContent.footer.notices[0]!)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: defaultContent.hero.title })).toBeTruthy();
});

test("slices the spec lists no message for use its '<name> content not found' pattern", () => {
  for (const message of Object.values(MISSING_MESSAGES)) expect(message).toMatch(/^[A-Za-z_]+( extended)? content not found$/);
});
