import { expect, test } from 'vitest';
import { COIN_FIGURES_FR } from './coin-figures';
import { defaultContent } from '../default-content';
import { defaultPrivacy } from '../default-privacy';
import { defaultNoticeLink, defaultResponsiblePlay, playResponsiblyQuickLink } from '../default-responsible-play';
import { defaultTerms } from '../default-terms';
import { describeContentErrors, siteContentSchema, type LegalDocument } from '../schema';
import { defaultPrivacyFr } from './default-privacy';
import { defaultNoticeLinkFr, defaultResponsiblePlayFr, playResponsiblyQuickLinkFr } from './default-responsible-play';
import { defaultTermsFr } from './default-terms';

/** Each French part beside its English twin. */
const PARTS = [
  ['terms', defaultTerms, defaultTermsFr],
  ['privacy', defaultPrivacy, defaultPrivacyFr],
  ['responsiblePlay', defaultResponsiblePlay, defaultResponsiblePlayFr],
  ['footer quick link', playResponsiblyQuickLink, playResponsiblyQuickLinkFr],
  ['footer notice link', defaultNoticeLink, defaultNoticeLinkFr],
] as const;

/** Keys whose values are facts rather than words (links, paths, numbers, contact details): the same in both languages. */
const FACT_KEYS = new Set(['link', 'url', 'path', 'tel', 'sms', 'display', 'email', 'phone', 'address']);
/** Facts each language writes its own way (1-800-461-0140 and 1 800 461-0140; an address in French words): the same numbers in both, in any order. */
const WRITTEN_FACTS = new Set(['display', 'address']);

/** A part with its words blanked out: its keys, list lengths, flags and facts stay (written facts as their digits). */
function skeleton(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => skeleton(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, skeleton(item, k)]));
  if (typeof value === 'string' && WRITTEN_FACTS.has(key)) return `numbers ${(key === 'display' ? [value.replace(/\D/g, '')] : (value.match(/\d+/g) ?? [])).sort().join(' ')}`;
  return typeof value === 'string' && !FACT_KEYS.has(key) ? 'text' : value;
}

/** Every text a reader reads in a part (facts left out), by its path. */
function texts(value: unknown, path = '', key = ''): [string, string][] {
  if (typeof value === 'string') return FACT_KEYS.has(key) ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, item]) => texts(item, `${path}.${k}`, k));
  return [];
}

/** The numbers a text states, digits only: 10,000 in English and 10 000 in French both give 10000. */
function numbersIn(text: string, grouping: RegExp): string[] {
  return (text.match(grouping) ?? []).map((number) => number.replace(/\D/g, '')).sort();
}

const ENGLISH_NUMBER = /\d+(?:,\d{3})*/g;
const FRENCH_NUMBER = /\d+(?:\u00a0\d{3})*/g;

test('the schema accepts the site content with the French terms, privacy policy, play-responsibly page and footer links', () => {
  const content = {
    ...defaultContent,
    terms: defaultTermsFr,
    privacy: defaultPrivacyFr,
    responsiblePlay: defaultResponsiblePlayFr,
    footer: { ...defaultContent.footer, quickLinks: [playResponsiblyQuickLinkFr], noticeLink: defaultNoticeLinkFr },
  };
  const result = siteContentSchema.safeParse(content);
  expect(result.success ? '' : describeContentErrors(result.error)).toBe('');
});

test.each(PARTS)('the French %s has the English shape: the same sections, lists, flags, links, paths, numbers and contact details', (_, english, french) => {
  expect(skeleton(french)).toEqual(skeleton(english));
});

test('the French documents have as many sections and subsections as the English', () => {
  const counts = (document: LegalDocument) => document.sections.map((section) => section.subSections?.length ?? 0);
  expect(counts(defaultTermsFr)).toEqual(counts(defaultTerms));
  expect(counts(defaultPrivacyFr)).toEqual(counts(defaultPrivacy));
  expect(defaultResponsiblePlayFr.help.lines).toHaveLength(defaultResponsiblePlay.help.lines.length);
});

test.each(PARTS)('every French text of the %s states the same figures as its English twin', (_, english, french) => {
  const frenchTexts = new Map(texts(french));
  const mismatches = texts(english).flatMap(([path, text]) => {
    const en = numbersIn(text, ENGLISH_NUMBER).join(' ');
    const fr = numbersIn(frenchTexts.get(path) ?? '', FRENCH_NUMBER).join(' ');
    return en === fr ? [] : [`${path}: ${en} in English, ${fr} in French`];
  });
  expect(mismatches).toEqual([]);
});

test('the coin figures are the French ones of coin-rules.ts', () => {
  const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = COIN_FIGURES_FR;
  const terms = texts(defaultTermsFr)
    .map(([, text]) => text)
    .join('\n');
  const coins = defaultResponsiblePlayFr.coins.paragraphs.join('\n');
  for (const figure of [startingGrant, dailyGrant, winningsCap, minBet, maxBet]) {
    expect(terms).toContain(`${figure} `);
    expect(coins).toContain(`${figure} `);
  }
  expect(startingGrant).toBe('10\u00a0000');
  expect(terms).toContain(`${dailyClaims} par jour civil`);
  expect(terms).toContain(`${realityCheck} minutes de jeu`);
  expect(defaultResponsiblePlayFr.tools.items.map((item) => item.description).join('\n')).toContain(`toutes les ${realityCheck} minutes`);
});

test('Quebec’s line keeps its French name and checked number, and both privacy policies name the same laws, Quebec’s Law 25 included', () => {
  expect(defaultResponsiblePlayFr.help.lines.find((line) => line.region === 'Québec')).toMatchObject({
    name: 'Jeu\u00a0: aide et référence',
    phone: { display: '1\u00a0800\u00a0461-0140', tel: 'tel:+18004610140' },
  });
  const introduction = (document: LegalDocument) =>
    texts(document.sections[0])
      .map(([, text]) => text)
      .join('\n');
  expect(introduction(defaultPrivacyFr)).toContain('(LPRPDE)');
  expect(introduction(defaultPrivacyFr)).toContain('Loi sur la protection des renseignements personnels dans le secteur privé, modifiée par la Loi 25');
  expect(introduction(defaultPrivacy)).toContain('(PIPEDA)');
  expect(introduction(defaultPrivacy)).toContain('Act respecting the protection of personal information in the private sector, as amended by Law 25');
});

test('both privacy policies list everything the games keep in the browser, the age answer, limits, break and activity included', () => {
  const kept = (document: LegalDocument) => document.sections[3]!.subSections![0]!.content;
  expect(kept(defaultPrivacy)).toHaveLength(6);
  expect(kept(defaultPrivacyFr)).toHaveLength(kept(defaultPrivacy).length);
  expect(kept(defaultPrivacy).join(' ')).toMatch(/age and location.*limits.*break.*record of your play/s);
  expect(kept(defaultPrivacyFr).join(' ')).toMatch(/âge.*limites.*pause.*relevé de vos parties/s);
});

test('neither privacy policy says the games never ask for a birth date: both say they ask the year of birth', () => {
  const english = texts(defaultPrivacy).map(([, text]) => text);
  const french = texts(defaultPrivacyFr).map(([, text]) => text);
  expect(english.filter((text) => /date of birth/.test(text) && !/year of birth/.test(text))).toEqual([]);
  expect(french.filter((text) => /date de naissance/.test(text) && !/année de naissance/.test(text))).toEqual([]);
});

test('Nova Scotia shows its weekday intake line with its hours and its 24/7 crisis line; Manitoba shows its number', () => {
  for (const help of [defaultResponsiblePlay.help, defaultResponsiblePlayFr.help]) {
    const novaScotia = help.lines.filter((line) => line.phone && ['Nova Scotia', 'Nouvelle-Écosse'].includes(line.region));
    expect(novaScotia.map((line) => line.phone.tel)).toEqual(['tel:+18559221122', 'tel:+18884298167']);
    expect(novaScotia[0]!.description).toMatch(/8:30 to 16:30|8\u00a0h\u00a030 à 16\u00a0h\u00a030/);
    expect(novaScotia[1]!.description).toMatch(/24 hours a day, 7 days a week|24 heures par jour, 7 jours par semaine/);
    expect(help.lines.find((line) => line.region === 'Manitoba')?.phone?.tel).toBe('tel:+18004631554');
  }
});
