import { test, expect } from 'vitest';
import { COIN_RULES, formatCoins } from '../../core/coin-rules';
import { defaultContent } from './default-content';
import { GAMES } from '../../core/game-registry';
import { describeContentErrors, siteContentSchema } from './schema';

const FAQ_CATEGORIES = ['Platform Fundamentals', 'Social Elements', 'Virtual Currency Framework', 'Technical Assistance', 'Game Selection', 'Account Management'];

/** Every string inside a value, depth first. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

const { terms, privacy } = defaultContent;
const termsText = allText(terms).join('\n');

test('the default content passes the site content schema', () => {
  const result = siteContentSchema.safeParse(defaultContent);
  expect(result.success, result.success ? '' : describeContentErrors(result.error)).toBe(true);
});

test('the catalogue lists every registered game in order with the shared facts', () => {
  const items = defaultContent.games.items;
  expect(items.map((game) => [game.title, game.s3Path])).toEqual(GAMES.map((game) => [game.text.en.title, game.slug]));
  for (const { slug } of GAMES) {
    const game = items.find((item) => item.s3Path === slug);
    expect(game).toMatchObject({
      rating: '4.8',
      players: '10k+',
      price: 'Free',
      category: 'Puzzle',
      link: `/games/${slug}`,
      path: `/games/${slug}/index.html`,
      s3Path: slug,
      image: { src: `/images/games/${slug}.svg`, width: 480, height: 320 },
    });
  }
});

test('every game has gaming tips under its slug', () => {
  const tipped = defaultContent.gamingTips.categories.map((category) => category.slug);
  expect(tipped).toEqual(GAMES.map((game) => game.slug));
});

test('the FAQ has the six categories in order', () => {
  expect(defaultContent.faq.sections.map((section) => section.category)).toEqual(FAQ_CATEGORIES);
  for (const section of defaultContent.faq.sections) expect(section.items.length).toBeGreaterThanOrEqual(3);
});

test('the terms have eighteen numbered sections', () => {
  expect(terms.sections).toHaveLength(18);
  terms.sections.forEach((section, index) => expect(section.title.startsWith(`${index + 1}. `)).toBe(true));
});

test('terms section 5 is a list that ends with the prohibited conduct', () => {
  const section = terms.sections[4];
  expect(section?.isList).toBe(true);
  const content = section?.content;
  expect(Array.isArray(content)).toBe(true);
  const lastSix = (content as string[]).slice(-6);
  const expected = [/impersonat/i, /bots?\b.*automat|automat.*\bbots?\b/i, /reverse engineer/i, /hate speech/i, /leaderboard/i, /circumvent.*moderation/i];
  expected.forEach((pattern, index) => expect(lastSix[index]).toMatch(pattern));
});

test('terms sections 6 to 18 follow the specified order', () => {
  const topics = [
    /usage rights/i,
    /dispute/i,
    /intellectual property/i,
    /liability/i,
    /modifications.*termination/i,
    /governing law/i,
    /contact/i,
    /restrictions.*penalties/i,
    /virtual goods/i,
    /user content/i,
    /availability/i,
    /communication/i,
    /security/i,
  ];
  topics.forEach((pattern, index) => expect(terms.sections[index + 5]?.title).toMatch(pattern));
});

test('the terms contact section shows the same details as the contact block', () => {
  const details = terms.sections[11]?.contactDetails;
  expect(details).toEqual({ name: 'Brightmoose Support', ...defaultContent.contact });
});

test('the terms state the numbers the wallet applies', () => {
  const amounts = [COIN_RULES.startingGrant, COIN_RULES.dailyGrant, COIN_RULES.dailyWinningsCap, COIN_RULES.minBet, COIN_RULES.maxBet];
  for (const amount of amounts) expect(termsText).toContain(`${formatCoins(amount, 'en')} `);
  expect(termsText).toContain(`${formatCoins(COIN_RULES.realityCheckMinutes, 'en')} minutes`);
  const firstFive = allText(terms.sections.slice(0, 5)).join('\n');
  for (const rule of [/non-transferable/i, /no monetary value/i, /cannot be redeemed for cash/i, /per calendar day/i]) {
    expect(firstFive).toMatch(rule);
  }
});

test('the terms describe penalties, notice and response times only in general words', () => {
  expect(termsText).not.toMatch(/\b\d+\s+(business\s+|calendar\s+|working\s+)?(days?|weeks?|months?|hours?)\b/i);
});

test('the privacy policy has fifteen sections, some with subsections', () => {
  expect(privacy.sections).toHaveLength(15);
  const withSubSections = privacy.sections.filter((section) => (section.subSections?.length ?? 0) > 0);
  expect(withSubSections.length).toBeGreaterThanOrEqual(2);
  expect(privacy.sections.some((section) => section.contactDetails)).toBe(true);
});

test('every marketing figure appears in the fun facts', () => {
  const figures: [string, RegExp][] = [
    ['8.5 million', /hours/i],
    ['825,000', /accomplishments/i],
    ['230', /countries/i],
    ['1.8 million', /tournaments/i],
    ['97%', /social/i],
    ['75 minutes', /daily session/i],
    ['2.5 million', /downloads/i],
    ['250', /enhancements/i],
    ['15,000', /inquiries.*week/i],
  ];
  for (const [value, label] of figures) {
    const item = defaultContent.funFacts.items.find((fact) => fact.value === value);
    expect(item, value).toBeDefined();
    expect(item?.label).toMatch(label);
  }
});

test('the contact address is in Tel Aviv', () => {
  expect(defaultContent.contact.address).toContain('Tel Aviv');
});

test('the footer carries the three notices and five badges', () => {
  const [age, jurisdiction, risks] = defaultContent.footer.notices;
  expect(age).toContain('Players must be at least 18 years old and located in Canada.');
  expect(jurisdiction).toContain('You are responsible for confirming that you may gamble online in your country or jurisdiction.');
  expect(risks).toContain('Gambling comes with risks: debt, addiction.');
  expect(defaultContent.footer.badges.map((image) => image.src)).toEqual([
    '/images/badges/adults-only.svg',
    '/images/badges/play-responsibly.svg',
    '/images/badges/virtual-coins-only.svg',
    '/images/badges/no-purchase-needed.svg',
    '/images/badges/fair-random-play.svg',
  ]);
});

test('the header and navigation links are the four pages', () => {
  const expected = [
    { label: 'Home', link: '/' },
    { label: 'Games', link: '/games' },
    { label: 'Privacy Policy', link: '/privacy-policy' },
    { label: 'Terms & Conditions', link: '/terms-and-conditions' },
  ];
  expect(defaultContent.header.links).toEqual(expected);
  expect(defaultContent.links).toEqual(expected);
});

test('the text contains no placeholder words', () => {
  const text = allText(defaultContent).join('\n');
  expect(text).not.toMatch(/\b(lorem|ipsum|todo|tbd|placeholder)\b/i);
  expect(text).not.toMatch(/example\.com/i);
});
