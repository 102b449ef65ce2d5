// A pseudo-language, `xx`, added the way a real one is (decision 037): one line in the language
// list (mocked here, so `xx` never ships) and its content edition, every text of it in brackets.
// Nothing else changes. Every page of the site must then exist under /xx in that edition alone, with
// no text of another language, and a missing `xx` text must fail the build naming its path.
import { expect, test, vi } from 'vitest';
import { formatCoins } from '../../core/coin-rules';
import { LANGUAGES, type Language } from '../../core/languages';
import type { Locale } from '../../core/locale';
import { formatPercent } from '../../core/number-format';
import { defaultStyles } from '../../src/content/default-styles';
import { defaultContent } from '../../src/content/default-content';
import { defaultTranslations } from '../../src/content/editions';
import { defaultContentFr } from '../../src/content/fr/default-content';
import type { SiteContent } from '../../src/content/schema';
import * as ssr from '../../src/entry-server';
import { renderSite, SiteDataInvalid, siteDataErrors, writeSite } from './write-site';

vi.mock('../../core/languages', async (importOriginal) => {
  const { LANGUAGES } = await importOriginal<{ LANGUAGES: readonly Language[] }>();
  const { withPseudoLanguage } = await import('../../core/test-pseudo-language');
  return { LANGUAGES: withPseudoLanguage(LANGUAGES) };
});

const XX = 'xx' as Locale;
const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title><!--app-title--></title><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="application/json" id="site-data"><!--site-data--></script></body></html>';

/** Keys whose values are addresses, identifiers or choices the schema holds to a form: the same in every language. */
const FACT_KEYS = new Set(['site_domain', 'email', 'phone', 'slug', 's3Path', 'locale', 'badge']);
/** A link, an image or frame path, or an address to dial or text: never translated. */
const isAddress = (value: string) => /^(\/|https?:\/\/|mailto:|tel:|sms:)/.test(value);

/**
 * The `xx` edition: every text of the French edition in brackets. Built from the French one because
 * its language switch and notice already lead to the default language, as any non-default edition's do.
 */
function bracketed(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return value === '' || isAddress(value) || FACT_KEYS.has(key) ? value : `[${value}]`;
  if (Array.isArray(value)) return value.map((item) => bracketed(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, bracketed(item, name)]));
  return value;
}
const xxEdition = bracketed(defaultContentFr) as SiteContent;
const site = { content: defaultContent, translations: { ...defaultTranslations, [XX]: xxEdition } };

/** The words of a page a reader sees, outside brackets and facts: what another language would leak. */
function unbracketedWords(html: string): string[] {
  // A switch's link to another language names it in itself, in that language (`lang`): no leak.
  const facts = [xxEdition.site_domain, ...LANGUAGES.filter((language) => language.code !== XX).map((language) => language.name)];
  const text = html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<head[\s\S]*?<\/head>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ');
  // Bracketed texts, e-mail addresses and paths (a redirect page shows where it leads) are no words of a language.
  let rest = text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/(^|\s)\/\S*/g, ' ');
  for (const fact of facts) rest = rest.replaceAll(fact, ' ');
  return rest.match(/\p{L}{2,}/gu) ?? [];
}

test('with one line in the language list and its edition, every page of the site exists under /xx, written in that edition alone', async () => {
  const pages: { path: string; html: string; locale: string }[] = [];
  for await (const { page, html } of renderSite(ssr, TEMPLATE, site, defaultStyles)) pages.push({ path: page.path, html, locale: page.locale });
  const english = pages.filter((page) => page.locale === 'en').map((page) => page.path);
  const xx = pages.filter((page) => page.locale === XX);
  expect(xx.map((page) => page.path)).toEqual(english.map((path) => (path === '/' ? '/xx' : `/xx${path}`)));
  const leaks = xx.flatMap((page) => unbracketedWords(page.html).map((word) => `${page.path}: ${word}`));
  expect(leaks).toEqual([]);
  for (const page of xx) expect(page.html, page.path).toContain('lang="xx-XX"');
  // Every other language's pages name the new one among their alternates.
  const home = pages.find((page) => page.path === '/')!.html;
  expect(home).toContain('hreflang="xx-XX" href="https://');
});

test('every page’s language switch offers every other language of the list, the page’s own language never', async () => {
  const pages = new Map<string, string>();
  for await (const { page, html } of renderSite(ssr, TEMPLATE, site, defaultStyles)) pages.set(page.path, html);
  /** The switch's links in the header: where each leads and the language it is in. */
  const switchOf = (path: string) =>
    [...pages.get(path)!.matchAll(/<a class="language-switch" href="([^"]*)" lang="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, lang, words]) => ({ href, lang, words: words!.replace(/<[^>]+>/g, '') }));
  expect(switchOf('/games')).toEqual([
    { href: '/fr/games', lang: 'fr-CA', words: defaultContent.ui.languageSwitch },
    { href: '/xx/games', lang: 'xx-XX', words: '[Xx]' },
  ]);
  expect(switchOf('/fr/games')).toEqual([
    { href: '/games', lang: 'en-CA', words: defaultContentFr.ui.languageSwitch },
    { href: '/xx/games', lang: 'xx-XX', words: '[Xx]' },
  ]);
  expect(switchOf('/xx/games')).toEqual([
    { href: '/games', lang: 'en-CA', words: xxEdition.ui.languageSwitch },
    { href: '/fr/games', lang: 'fr-CA', words: 'Français' },
  ]);
});

test('the pseudo-language writes numbers from its line of the list', () => {
  expect(formatCoins(10_000, XX)).toBe('10_000');
  expect(formatPercent('97.3%', XX)).toBe('97·3\u2009%');
});

test('a missing xx text fails the build naming its path, and nothing is written', async () => {
  const broken = structuredClone(xxEdition) as unknown as { hero: Partial<SiteContent['hero']> };
  delete broken.hero.title;
  const errors = siteDataErrors(ssr, { content: defaultContent, translations: { ...site.translations, [XX]: broken }, styles: defaultStyles });
  expect(errors).toEqual([expect.stringMatching(/^xx\.hero\.title: /)]);
  await expect(writeSite({ ssr, template: TEMPLATE, content: defaultContent, translations: { ...site.translations, [XX]: broken }, styles: defaultStyles, clientDir: '/nonexistent' })).rejects.toThrow(
    SiteDataInvalid,
  );
});

test('a language of the list without an edition fails the build naming it: no other edition stands in', () => {
  const withoutXx = Object.fromEntries(Object.entries(site.translations).filter(([locale]) => locale !== XX));
  expect(siteDataErrors(ssr, { content: defaultContent, translations: withoutXx, styles: defaultStyles })).toEqual(['xx: no edition in this language']);
});
