// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { fillTemplate } from './html-template';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import type { SiteContent } from '../../src/content/schema';
import { parseSiteData, prerenderPaths, render } from '../../src/entry-server';

const TEMPLATE = '<!doctype html><html><head><title><!--app-title--></title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

/** The head of a page rendered the way the build renders it, parsed. */
async function headOf(path: string, content: SiteContent = defaultContent, prefix = '') {
  const result = await render(`http://localhost${path}`, parseSiteData(JSON.stringify({ content, styles: defaultStyles }), prefix));
  if (result.kind !== 'page') throw new Error(`${path} redirected`);
  const html = fillTemplate(TEMPLATE, { path, title: result.title, head: result.head, appHtml: result.html, siteDataJson: '' });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const all = (selector: string) => [...doc.head.querySelectorAll(selector)];
  const one = (selector: string, attribute = 'content') => {
    const found = all(selector);
    expect(found, `${path}: ${selector}`).toHaveLength(1);
    return found[0]!.getAttribute(attribute);
  };
  return { doc, all, one, title: doc.title };
}

const pages = prerenderPaths(defaultContent).filter((path) => path !== '/money');
const game = (slug: string) => defaultContent.games.items.find((item) => item.s3Path === slug)!;

const expectedDescription: Record<string, string> = {
  '/': defaultContent.site_description,
  '/about': defaultContent.additionalInfo.description,
  '/terms-and-conditions': defaultContent.terms.description,
  '/privacy-policy': defaultContent.privacy.description,
  '/games': defaultContent.games.description,
  '/play-responsibly': defaultContent.responsiblePlay.intro,
  ...Object.fromEntries(defaultContent.games.items.map((item) => [item.link, item.description])),
};

test.each(pages)('%s has one description, canonical and the whole Open Graph and Twitter set, from the content', async (path) => {
  const { one, all, title } = await headOf(path);
  const description = expectedDescription[path];
  const url = `https://${defaultContent.site_domain}${path}`;
  const image = `https://${defaultContent.site_domain}${defaultContent.seo.shareImage.src}`;
  expect(one('meta[name="description"]')).toBe(description);
  expect(one('link[rel="canonical"]', 'href')).toBe(url);
  expect(all('meta[name="robots"]')).toHaveLength(0);
  expect(one('meta[property="og:type"]')).toBe('website');
  expect(one('meta[property="og:site_name"]')).toBe(defaultContent.site_name);
  expect(one('meta[property="og:title"]')).toBe(title);
  expect(one('meta[property="og:description"]')).toBe(description);
  expect(one('meta[property="og:url"]')).toBe(url);
  expect(one('meta[property="og:locale"]')).toBe('en_CA');
  expect(one('meta[property="og:image"]')).toBe(image);
  expect(one('meta[property="og:image:width"]')).toBe('1200');
  expect(one('meta[property="og:image:height"]')).toBe('630');
  expect(one('meta[property="og:image:alt"]')).toBe(defaultContent.seo.shareImage.alt);
  expect(one('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(one('meta[name="twitter:title"]')).toBe(title);
  expect(one('meta[name="twitter:description"]')).toBe(description);
  expect(one('meta[name="twitter:image"]')).toBe(image);
  expect(one('meta[name="twitter:image:alt"]')).toBe(defaultContent.seo.shareImage.alt);
  expect(all('script[type="application/ld+json"]')).toHaveLength(path === '/' ? 1 : 0);
});

test('a game page describes its game with the catalogue text, and the canonical has no trailing slash', async () => {
  const { one } = await headOf('/games/high-low/');
  expect(one('meta[name="description"]')).toBe(game('high-low').description);
  expect(one('link[rel="canonical"]', 'href')).toBe('https://brightmoose.ca/games/high-low');
});

test('editing a text in the content changes the description, and the domain the addresses', async () => {
  const content = structuredClone(defaultContent);
  content.terms.description = 'Our rules, briefly.';
  content.games.items[0]!.description = 'Guess the next card.';
  content.site_domain = 'example.org';
  expect((await headOf('/terms-and-conditions', content)).one('meta[name="description"]')).toBe('Our rules, briefly.');
  const highLow = await headOf(content.games.items[0]!.link, content);
  expect(highLow.one('meta[name="description"]')).toBe('Guess the next card.');
  expect(highLow.one('meta[property="og:url"]')).toBe(`https://example.org${content.games.items[0]!.link}`);
});

test('the not-found page is not indexed and claims no address', async () => {
  const { one, all } = await headOf('/no/such/page');
  expect(one('meta[name="robots"]')).toBe('noindex');
  expect(one('meta[name="description"]')).toBe(defaultContent.ui.notFoundMessage);
  expect(all('link[rel="canonical"]')).toHaveLength(0);
  expect(all('meta[property="og:url"]')).toHaveLength(0);
});

test('the share image follows an absolute assets prefix, and a relative one stays on the site domain', async () => {
  expect((await headOf('/', defaultContent, 'https://cdn.example.net/night')).one('meta[property="og:image"]')).toBe('https://cdn.example.net/night/images/share.jpg');
  expect((await headOf('/', defaultContent, '/themes/night')).one('meta[property="og:image"]')).toBe('https://brightmoose.ca/themes/night/images/share.jpg');
});

test('the landing page names the organisation and the website in JSON-LD', async () => {
  const { all } = await headOf('/');
  const data = JSON.parse(all('script[type="application/ld+json"]')[0]!.textContent);
  const [organisation, website] = data['@graph'];
  expect(data['@context']).toBe('https://schema.org');
  expect(organisation).toMatchObject({ '@type': 'Organization', name: 'Brightmoose', url: 'https://brightmoose.ca/', logo: 'https://brightmoose.ca/images/logo.svg' });
  expect(website).toMatchObject({ '@type': 'WebSite', name: 'Brightmoose', url: 'https://brightmoose.ca/' });
});

test('a hostile site name cannot break out of an attribute or the JSON-LD script', async () => {
  const hostile = `Moose"><script>alert(1)</script></script><!--&`;
  const content = { ...structuredClone(defaultContent), site_name: hostile };
  const { doc, one, all } = await headOf('/', content);
  expect(one('meta[property="og:site_name"]')).toBe(hostile);
  expect(all('script')).toHaveLength(1);
  expect([...doc.querySelectorAll('script')].map((script) => script.textContent)).not.toContain('alert(1)');
  const data = JSON.parse(all('script[type="application/ld+json"]')[0]!.textContent);
  expect(data['@graph'][0].name).toBe(hostile);
  expect(data['@graph'][1].name).toBe(hostile);
});
