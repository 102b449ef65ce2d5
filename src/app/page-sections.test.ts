import { createStaticHandler } from 'react-router';
import { expect, test } from 'vitest';
import { defaultContent } from '../content/default-content';
import { createRoutes, PAGE_SECTIONS, pageSiteContent, prerenderPaths } from './routes';

test('a page embeds every part of the content but the sections only other pages show', () => {
  const home = pageSiteContent(defaultContent, '/');
  expect(home.omitted.sort()).toEqual(['money', 'privacy', 'responsiblePlay', 'terms']);
  expect(home.content).not.toHaveProperty('terms');
  expect(home.content.hero).toEqual(defaultContent.hero);
  expect(home.content.faq).toEqual(defaultContent.faq);
  const terms = pageSiteContent(defaultContent, '/terms-and-conditions');
  expect(terms.content.terms).toEqual(defaultContent.terms);
  expect(terms.omitted).not.toContain('terms');
  // Each page section belongs to a prerendered route (the coins text to no app route at all).
  for (const path of Object.values(PAGE_SECTIONS)) if (path !== null) expect(prerenderPaths(defaultContent)).toContain(path);
});

test("going to a page whose section this page's content lacks loads that page whole; with the section, it renders", async () => {
  const { content, omitted } = pageSiteContent(defaultContent, '/');
  for (const path of ['/terms-and-conditions', '/privacy-policy', '/play-responsibly', '/fr/terms-and-conditions']) {
    const basename = path.startsWith('/fr/') ? '/fr' : '/';
    const trimmed = await createStaticHandler(createRoutes(content as typeof defaultContent, omitted), { basename }).query(new Request(`http://localhost${path}`));
    expect(trimmed).toBeInstanceOf(Response);
    const response = trimmed as Response;
    expect(response.headers.get('Location')).toBe(path);
    expect(response.headers.has('X-Remix-Reload-Document')).toBe(true);
    const whole = await createStaticHandler(createRoutes(defaultContent), { basename }).query(new Request(`http://localhost${path}`));
    expect(whole).not.toBeInstanceOf(Response);
  }
});
