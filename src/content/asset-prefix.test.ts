import { expect, test } from 'vitest';
import { rewriteAssetPaths } from './asset-prefix';
import { defaultContent } from './default-content';

test('without a prefix every path stays as written', () => {
  expect(rewriteAssetPaths(defaultContent, '')).toBe(defaultContent);
});

test('with a prefix, image paths and game frame paths move under it', () => {
  const content = rewriteAssetPaths(defaultContent, 'https://cdn.example.net/themes/night/');
  expect(content.hero.heroImage.src).toBe('https://cdn.example.net/themes/night/images/hero.svg');
  expect(content.logo.path).toBe('https://cdn.example.net/themes/night/images/logo.svg');
  expect(content.footer.badges[0]!.src).toMatch(/^https:\/\/cdn\.example\.net\/themes\/night\/images\/badges\//);
  const game = content.games.items[0]!;
  expect(game.path).toBe('https://cdn.example.net/themes/night/games/high-low/index.html');
  expect(game.image.src).toBe('https://cdn.example.net/themes/night/images/games/high-low.svg');
});

test('the "Your play" panel is served with the games, so its frame path moves under the prefix too', () => {
  expect(defaultContent.responsiblePlay.yourPlay.path).toBe('/games/your-play/index.html');
  const content = rewriteAssetPaths(defaultContent, 'https://cdn.example.net/themes/night/');
  expect(content.responsiblePlay.yourPlay.path).toBe('https://cdn.example.net/themes/night/games/your-play/index.html');
  // Links to the page itself are site routes and stay.
  expect(content.footer.noticeLink.link).toBe('/play-responsibly');
  expect(content.responsiblePlay.help.lines.map((line) => line.website?.url)).toEqual(defaultContent.responsiblePlay.help.lines.map((line) => line.website?.url));
});

test('site routes are not assets: game links, header links and mail links stay', () => {
  const content = rewriteAssetPaths(defaultContent, '/themes/night');
  expect(content.games.items[0]!.link).toBe('/games/high-low');
  expect(content.header.links.map((l) => l.link)).toEqual(['/', '/games', '/privacy-policy', '/terms-and-conditions']);
  expect(content.faq.contact.button.link).toMatch(/^mailto:/);
});

test('rewriting does not change the original object', () => {
  rewriteAssetPaths(defaultContent, '/themes/night');
  expect(defaultContent.hero.heroImage.src).toBe('/images/hero.svg');
});

test('with a games origin, game and "Your play" frame paths move onto it while images and links stay on the site', () => {
  const content = rewriteAssetPaths(defaultContent, '', 'http://127.0.0.1:8081');
  expect(content.games.items[0]!.path).toBe('http://127.0.0.1:8081/games/high-low/index.html');
  expect(content.responsiblePlay.yourPlay.path).toBe('http://127.0.0.1:8081/games/your-play/index.html');
  expect(content.games.items[0]!.link).toBe('/games/high-low');
  expect(content.hero.heroImage.src).toBe('/images/hero.svg');
});

test('a games origin keeps a path prefix in front of the games, and leaves games already on a prefix origin there', () => {
  expect(rewriteAssetPaths(defaultContent, '/themes/night', 'https://games.example.net').games.items[0]!.path).toBe('https://games.example.net/themes/night/games/high-low/index.html');
  expect(rewriteAssetPaths(defaultContent, 'https://cdn.example.net/night', 'https://games.example.net').games.items[0]!.path).toBe('https://cdn.example.net/night/games/high-low/index.html');
});
