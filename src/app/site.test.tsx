// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { cleanup } from '@testing-library/react';
import { defaultContent } from '../content/default-content';
import { createRoutes } from './routes';
import { MISSING_MESSAGES } from '../content/missing-messages';
import type { SiteContent } from '../content/schema';
import { contentCopy, renderSite } from '../test/render-site';

afterEach(cleanup);

test('the landing page shows its sections in the order of the spec', async () => {
  renderSite(['/']);
  const main = within(await screen.findByRole('main'));
  const headings = main.getAllByRole('heading', { level: 2 });
  const order = [
    defaultContent.features.title,
    defaultContent.games.title,
    defaultContent.additionalInfo.title,
    defaultContent.testimonials.title,
    defaultContent.faq.title,
    defaultContent.playerStories.title,
  ];
  const texts = headings.map((h) => h.textContent);
  const positions = order.map((title) => texts.indexOf(title));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(screen.getByRole('heading', { level: 1, name: defaultContent.hero.title })).toBeTruthy();
  const bannerTitle = `${defaultContent.heroText.title.prefix} ${defaultContent.heroText.title.highlight} ${defaultContent.heroText.title.suffix}`.trim();
  expect(texts.at(-1)?.replace(/\s+/g, ' ').trim()).toBe(bannerTitle.replace(/\s+/g, ' '));
});

test('the hero button leads to the games', async () => {
  renderSite(['/']);
  const cta = await screen.findByRole('link', { name: defaultContent.hero.ctaText });
  expect(cta.getAttribute('href')).toBe('/games');
});

test('fun facts carry every marketing figure', async () => {
  renderSite(['/']);
  await screen.findByRole('heading', { name: defaultContent.funFacts.title });
  for (const value of ['8.5 million', '825,000', '230', '1.8 million', '97%', '75 minutes', '2.5 million', '250', '15,000']) {
    expect(screen.getAllByText(value).length).toBeGreaterThan(0);
  }
});

test('FAQ answers stay hidden until their question is opened', async () => {
  const user = userEvent.setup();
  renderSite(['/']);
  const first = defaultContent.faq.sections[0]!.items[0]!;
  const summary = await screen.findByText(first.question);
  const details = summary.closest('details')!;
  expect(details.open).toBe(false);
  await user.click(summary);
  expect(details.open).toBe(true);
});

test('the games page lists the eight games with picture, facts and a button to each', async () => {
  renderSite(['/games']);
  await screen.findByRole('heading', { level: 1, name: defaultContent.games.title });
  const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('game-card'));
  expect(cards).toHaveLength(8);
  defaultContent.games.items.forEach((game, index) => {
    const card = within(cards[index]!);
    expect(card.getByRole('heading', { name: game.title })).toBeTruthy();
    expect(card.getByRole('img').getAttribute('src')).toBe(game.image.src);
    expect(card.getByRole('link', { name: game.ctaText }).getAttribute('href')).toBe(game.link);
    expect(card.getByText('4.8')).toBeTruthy();
    if (game.badge) expect(card.getByText(game.badge)).toBeTruthy();
  });
});

test('a game page offers the full-screen button once the browser says it can go full screen', async () => {
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
  try {
    renderSite(['/games/baccarat']);
    expect(await screen.findByRole('button', { name: defaultContent.games.fullScreen })).toBeTruthy();
  } finally {
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  }
});

test('a game page shows the game, its tips and a sandboxed lazy frame', async () => {
  renderSite(['/games/baccarat']);
  const game = defaultContent.games.items.find((g) => g.link === '/games/baccarat')!;
  await screen.findByRole('heading', { level: 1, name: game.title });
  const frame = document.querySelector('iframe')!;
  await waitFor(() => expect(frame.getAttribute('src')).toBe(game.path));
  expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-forms');
  expect(frame.getAttribute('loading')).toBe('lazy');
  expect(frame.hasAttribute('allowfullscreen')).toBe(true);
  expect(frame.getAttribute('width')).toBeTruthy();
  expect(frame.getAttribute('height')).toBeTruthy();
  // jsdom cannot go full screen, so the page offers no button that could never work.
  expect(screen.queryByRole('button', { name: defaultContent.games.fullScreen })).toBeNull();
  const tips = defaultContent.gamingTips.categories.find((c) => c.slug === 'baccarat')!;
  for (const tip of tips.tips) expect(screen.getByText(tip)).toBeTruthy();
  // The title is set by an effect after the page renders.
  await waitFor(() => expect(document.title).toBe(`${game.title} | ${defaultContent.site_name}`));
});

test('an unknown game redirects to /games, replacing the history entry', async () => {
  const { router } = renderSite(['/terms-and-conditions', '/games/no-such-game']);
  await screen.findByRole('heading', { level: 1, name: defaultContent.games.title });
  expect(router.state.location.pathname).toBe('/games');
  expect(router.state.historyAction).toBe('REPLACE');
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/terms-and-conditions');
});

test('a bad route shows the not-found page inside the layout, with a way home', async () => {
  renderSite(['/no/such/page']);
  expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeTruthy();
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  expect(document.querySelector('.site-header')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  expect(screen.getByRole('link', { name: defaultContent.ui.notFoundHomeLink }).getAttribute('href')).toBe('/');
});

test('terms and privacy render through one document renderer', async () => {
  renderSite(['/terms-and-conditions']);
  await screen.findByRole('heading', { level: 1, name: defaultContent.terms.title });
  expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(18);
  expect(document.querySelector('.legal address')).toBeTruthy();
  cleanup();
  renderSite(['/privacy-policy']);
  await screen.findByRole('heading', { level: 1, name: defaultContent.privacy.title });
  const main = within(screen.getByRole('main'));
  expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(15);
  expect(main.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
});

test('the about page is empty inside the layout', async () => {
  renderSite(['/about']);
  const main = await screen.findByRole('main');
  expect(main.textContent).toBe(defaultContent.additionalInfo.title);
  expect(document.querySelector('.site-header')).toBeTruthy();
});

test('header and footer carry the navigation, contact, badges, notices and copyright', async () => {
  renderSite(['/']);
  await screen.findByRole('main');
  const header = document.querySelector<HTMLElement>('.site-header')!;
  const nav = within(header).getByRole('navigation');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Home', '/'],
    ['Games', '/games'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms & Conditions', '/terms-and-conditions'],
  ]);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  expect(within(footer).getByText(defaultContent.contact.email)).toBeTruthy();
  expect(within(footer).getByText(defaultContent.contact.address)).toBeTruthy();
  expect(
    within(footer)
      .getAllByRole('img')
      .filter((img) => img.closest('.site-footer__badges')),
  ).toHaveLength(5);
  const notices = [...footer.querySelectorAll('.site-footer__notices p')].map((p) => p.textContent);
  expect(notices).toEqual(defaultContent.footer.notices);
  const year = new Date().getFullYear();
  expect(footer.textContent).toContain(`© ${year} ${defaultContent.site_name}. ${defaultContent.footer.allRightsReservedText}`);
});

test('the phone menu button opens and closes the navigation by keyboard', async () => {
  const user = userEvent.setup();
  renderSite(['/']);
  const button = await screen.findByRole('button', { name: defaultContent.ui.menuOpen });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  button.focus();
  await user.keyboard('{Enter}');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.getAttribute('aria-label')).toBe(defaultContent.ui.menuClose);
  await user.keyboard('{Escape}');
  expect(button.getAttribute('aria-expanded')).toBe('false');
});

test('the root route shows the loading page while content loads', () => {
  const Fallback = createRoutes(defaultContent)[0]!.HydrateFallback!;
  render(<Fallback />);
  const status = screen.getByRole('status');
  expect(within(status).getByText(defaultContent.site_name)).toBeTruthy();
  expect(within(status).getByText('Loading...')).toBeTruthy();
});

const sectionCases: [keyof typeof MISSING_MESSAGES, string, (c: Partial<SiteContent>) => void][] = [
  ['hero', '/', (c) => delete c.hero],
  ['features', '/', (c) => delete c.features],
  ['games', '/', (c) => delete c.games],
  ['additionalInfo', '/', (c) => delete c.additionalInfo],
  ['testimonials', '/', (c) => delete c.testimonials],
  ['faq', '/', (c) => delete c.faq],
  ['playerStories', '/', (c) => delete c.playerStories],
  ['heroText', '/', (c) => delete c.heroText],
  ['footer', '/', (c) => delete c.footer],
  ['links', '/', (c) => delete c.links],
  ['terms', '/terms-and-conditions', (c) => delete c.terms],
  ['privacy', '/privacy-policy', (c) => delete c.privacy],
  ['gamingTips', '/games/high-low', (c) => delete c.gamingTips],
];

test.each(sectionCases)('missing %s content shows its message verbatim', async (key, path, remove) => {
  const content = contentCopy();
  remove(content);
  renderSite([path], content);
  expect(await screen.findByText(MISSING_MESSAGES[key])).toBeTruthy();
});

test('the section-8 messages are the spec wording', () => {
  expect(Object.values(MISSING_MESSAGES)).toEqual(
    expect.arrayContaining([
      'terms content not found',
      'privacy content not found',
      'games content not found',
      'links content not found',
      'footer content not found',
      'heroText content not found',
      'Hero content not found',
      'features content not found',
      'testimonials content not found',
      'about extended content not found',
      'playerStories content not found',
      'gamingTips content not found',
      'faq content not found',
    ]),
  );
});
