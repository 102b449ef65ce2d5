// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { defaultContent } from './default-content';
import { defaultStyles } from './default-styles';
import { loadSiteData, parseSiteData, serializeSiteData, SITE_DATA_ELEMENT_ID } from './site-data';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SITE_DATA_ELEMENT_ID;
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

test('loads the content and styles the page carries', () => {
  const data = loadSiteData(pageWith(serializeSiteData({ content: defaultContent, styles: defaultStyles })), '');
  expect(data?.content.site_name).toBe(defaultContent.site_name);
  expect(data?.styles).toEqual(defaultStyles);
});

test('applies the assets prefix when content loads', () => {
  const data = loadSiteData(pageWith(serializeSiteData({ content: defaultContent, styles: defaultStyles })), '/themes/a');
  expect(data?.content.hero.heroImage.src).toBe('/themes/a/images/hero.svg');
});

test('a missing style set gives an empty style object', () => {
  const data = parseSiteData(JSON.stringify({ content: defaultContent }), '');
  expect(data.styles).toEqual({});
});

test.each([
  ['no data element', null],
  ['broken JSON', '{"content": '],
  ['no content', '{"styles": {}}'],
])('load failure (%s) logs "Error loading content" and gives no content', (_name, json) => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(loadSiteData(pageWith(json), '')).toBeNull();
  expect(error).toHaveBeenCalledWith('Error loading content', expect.any(Error));
});

test('serialised data cannot close its script element', () => {
  const json = serializeSiteData({ content: { ...defaultContent, site_name: '</script><script>alert(1)</script>' }, styles: {} });
  expect(json).not.toContain('</script>');
  expect(JSON.parse(json).content.site_name).toBe('</script><script>alert(1)</script>');
});

test('a page that names a games origin frames the games from it; a value that is not an origin is ignored', () => {
  const onOrigin = parseSiteData(serializeSiteData({ content: defaultContent, styles: {}, gamesOrigin: 'http://127.0.0.1:8081' }), '');
  expect(onOrigin.gamesOrigin).toBe('http://127.0.0.1:8081');
  expect(onOrigin.content.games.items[0]!.path).toBe('http://127.0.0.1:8081/games/high-low/index.html');
  const bad = parseSiteData(JSON.stringify({ content: defaultContent, gamesOrigin: 'javascript:alert(1)' }), '');
  expect(bad.gamesOrigin).toBeUndefined();
  expect(bad.content.games.items[0]!.path).toBe('/games/high-low/index.html');
});
