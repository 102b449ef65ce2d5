import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { COIN_RULES, formatCoins } from '../../../core/coin-rules';
import { defaultContent } from '../default-content';
import { describeContentErrors, siteContentSchema } from '../schema';
import { GAMES } from '../../../core/game-registry';
import { defaultContentFr } from './default-content';

const PUBLIC_DIR = join(import.meta.dirname, '../../../public');

/** Keys whose values are facts, the same in both languages; a player's or an author's name is one (names stay names). */
const FIXED_KEYS = new Set(['site_name', 'site_domain', 'email', 'phone', 'slug', 's3Path', 'player', 'author']);
/** Facts each language writes in its own words (a postal address): the same numbers in both, in any order. */
const SAME_DIGITS_KEYS = new Set(['address']);

/** A link, an image or frame path, or an address to dial or text: never translated. */
const isAddress = (value: string) => /^(\/|https?:\/\/|mailto:|tel:|sms:)/.test(value);

/** A picture with words in it has a French twin: the footer's badges in a fr/ folder, the share picture share-fr.jpg. */
const translatedPicture = (src: string) => src.replace(/^\/images\/badges\//, '/images/badges/fr/').replace(/^\/images\/share\.jpg$/, '/images/share-fr.jpg');

const kind = (value: unknown) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);

/**
 * Where the French content departs from the English one's shape: a missing or extra key, another
 * type, another list length, an emptied text, or a link, path, number or fixed fact that changed.
 */
function differences(en: unknown, fr: unknown, path = '(root)'): string[] {
  if (kind(en) !== kind(fr)) return [`${path}: ${kind(en)} in English, ${kind(fr)} in French`];
  if (Array.isArray(en) && Array.isArray(fr)) {
    const lengths = en.length === fr.length ? [] : [`${path}: ${en.length} items in English, ${fr.length} in French`];
    return [...lengths, ...en.flatMap((item, index) => (index < fr.length ? differences(item, fr[index], `${path}.${index}`) : []))];
  }
  if (typeof en === 'object' && en && typeof fr === 'object' && fr) {
    const enRecord = en as Record<string, unknown>;
    const frRecord = fr as Record<string, unknown>;
    const keys = new Set([...Object.keys(enRecord), ...Object.keys(frRecord)]);
    return [...keys].flatMap((key) => {
      const at = `${path}.${key}`;
      if (!(key in frRecord)) return [`${at}: missing in French`];
      if (!(key in enRecord)) return [`${at}: not in English`];
      if (FIXED_KEYS.has(key) && typeof enRecord[key] === 'string' && enRecord[key] !== frRecord[key]) return [`${at}: must stay ${JSON.stringify(enRecord[key])}`];
      const numbers = (value: unknown) => (String(value).match(/\d+/g) ?? []).sort().join(' ');
      if (SAME_DIGITS_KEYS.has(key) && numbers(enRecord[key]) !== numbers(frRecord[key])) return [`${at}: must keep the numbers of ${JSON.stringify(enRecord[key])}`];
      return differences(enRecord[key], frRecord[key], at);
    });
  }
  if (typeof en === 'string' && typeof fr === 'string') {
    if (en !== '' && fr === '') return [`${path}: empty in French`];
    if (isAddress(en) && en !== fr && fr !== translatedPicture(en)) return [`${path}: must stay ${en}`];
    return [];
  }
  return en === fr ? [] : [`${path}: ${String(en)} in English, ${String(fr)} in French`];
}

/** Every text a visitor reads inside a value, with its path, depth first: no links, paths or fixed facts. */
function texts(value: unknown, path = '(root)'): [string, string][] {
  if (typeof value === 'string') return isAddress(value) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (FIXED_KEYS.has(key) ? [] : texts(item, `${path}.${key}`)));
  }
  return [];
}

/** The paths of the French texts that `isWrong` finds fault with, each with its text. */
const frenchTextsWhere = (isWrong: (text: string, path: string) => boolean) =>
  texts(defaultContentFr)
    .filter(([path, text]) => isWrong(text, path))
    .map(([path, text]) => `${path}: ${text}`);

test('the French content passes the site content schema', () => {
  const result = siteContentSchema.safeParse(defaultContentFr);
  expect(result.success, result.success ? '' : describeContentErrors(result.error)).toBe(true);
});

test('the French content has the English shape, links, paths, numbers and facts, and no emptied text', () => {
  expect(differences(defaultContent, defaultContentFr)).toEqual([]);
});

test('no English sentence is left untranslated', () => {
  const english = new Map(texts(defaultContent));
  expect(frenchTextsWhere((text, path) => english.get(path) === text && text.split(/\s+/).length >= 3)).toEqual([]);
});

test('the French edition is fr_CA and its catalogue carries the registry French titles', () => {
  expect(defaultContentFr.seo.locale).toBe('fr_CA');
  expect(defaultContentFr.games.items.map((game) => game.title)).toEqual(GAMES.map((game) => game.text.fr.title));
});

test('the French text writes coin amounts the French way', () => {
  const text = texts(defaultContentFr)
    .map(([, value]) => value)
    .join('\n');
  expect(text).toContain(`${formatCoins(COIN_RULES.startingGrant, 'fr')} pièces`);
  expect(text).toContain(`${formatCoins(COIN_RULES.dailyWinningsCap, 'fr')} pièces`);
  expect(frenchTextsWhere((text) => /\d,\d{3}\b/.test(text))).toEqual([]);
});

test('names stay names: every story and testimonial keeps its author’s name in French, and the address is written in French', () => {
  expect(defaultContentFr.playerStories.stories.map((story) => story.player)).toEqual(defaultContent.playerStories.stories.map((story) => story.player));
  expect(defaultContentFr.testimonials.items.map((item) => item.author)).toEqual(defaultContent.testimonials.items.map((item) => item.author));
  expect(defaultContentFr.contact.address).toMatch(/rue .*9e étage.*Israël$/);
  expect(defaultContentFr.contact.address).not.toMatch(/Street|Floor|Israel\b/);
});

test('the risks notice contains the words that link to the play-responsibly page', () => {
  expect(defaultContentFr.footer.notices[2]).toContain(defaultContentFr.footer.noticeLink.label);
});

test('every French badge picture exists beside its English one and has French words only', () => {
  for (const [index, badge] of defaultContentFr.footer.badges.entries()) {
    const english = defaultContent.footer.badges[index]!.src;
    expect(badge.src).toBe(translatedPicture(english));
    const words = (src: string) => [...readFileSync(join(PUBLIC_DIR, src), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    const french = words(badge.src);
    expect(french.length).toBeGreaterThan(0);
    for (const word of words(english)) if (/[a-z]{3}/i.test(word!)) expect(french, badge.src).not.toContain(word);
  }
});
