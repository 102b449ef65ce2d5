import { expect, test } from 'vitest';
import { defaultContent } from './content/default-content';
import { defaultStyles } from './content/default-styles';
import { parseSiteData, render } from './entry-server';

const json = JSON.stringify({ content: defaultContent, styles: defaultStyles });

test('without an assets prefix, rendered pages use the paths as written', async () => {
  const page = await render('http://localhost/games/high-low', parseSiteData(json, ''));
  expect(page.kind === 'page' && page.html).toContain('src="/images/games/high-low.svg"');
  // The game's frame gets its page only once the site's page is interactive (no src in the HTML).
  expect(page.kind === 'page' && page.html).toMatch(/<iframe(?![^>]*\ssrc=)[^>]*class="game-layout__frame frame-screen__frame"/);
});

test('the "Your play" frame on the Play responsibly page also gets its page only once the page is interactive', async () => {
  const page = await render('http://localhost/play-responsibly', parseSiteData(json, ''));
  expect(page.kind === 'page' && page.html).toMatch(/<iframe(?![^>]*\ssrc=)[^>]*class="your-play__frame frame-screen__frame"/);
});

test('with an assets prefix, images and game frames load from it while links stay in the site', async () => {
  const data = parseSiteData(json, 'https://cdn.example.net/night');
  const page = await render('http://localhost/games/high-low', data);
  if (page.kind !== 'page') throw new Error('expected a page');
  expect(page.html).toContain('src="https://cdn.example.net/night/images/games/high-low.svg"');
  expect(data.content.games.items.find((game) => game.link === '/games/high-low')!.path).toBe('https://cdn.example.net/night/games/high-low/index.html');
  expect(page.html).toContain('href="/games"');
  expect(page.html).not.toMatch(/src="\/images\//);
});

test('a route renders with its title; an unknown path renders the not-found page with status 404', async () => {
  const terms = await render('http://localhost/terms-and-conditions', parseSiteData(json, ''));
  expect(terms).toMatchObject({ kind: 'page', status: 200, title: `${defaultContent.terms.title} | ${defaultContent.site_name}` });
  const missing = await render('http://localhost/no/such/page', parseSiteData(json, ''));
  expect(missing).toMatchObject({ kind: 'page', status: 404 });
  expect(missing.kind === 'page' && missing.html).toContain(defaultContent.ui.notFoundTitle);
  const money = await render('http://localhost/money', parseSiteData(json, ''));
  expect(money).toMatchObject({ kind: 'redirect', location: '/virtual-coins.html', reloadDocument: true });
});
