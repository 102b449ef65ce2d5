import { expect, test } from 'vitest';
import { coinFigures } from '../../../core/coin-rules';
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

/** A part with its words blanked out: its keys, list lengths, flags and facts stay. */
function skeleton(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => skeleton(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, skeleton(item, k)]));
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
/** The French privacy policy names Quebec's private-sector act by its usual name where the English says "other privacy laws". */
const FRENCH_ONLY = /Loi 25/g;

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
    const fr = numbersIn((frenchTexts.get(path) ?? '').replace(FRENCH_ONLY, 'Loi'), FRENCH_NUMBER).join(' ');
    return en === fr ? [] : [`${path}: ${en} in English, ${fr} in French`];
  });
  expect(mismatches).toEqual([]);
});

test('the coin figures are the French ones of coin-rules.ts', () => {
  const { startingGrant, dailyGrant, dailyClaims, winningsCap, minBet, maxBet, realityCheck } = coinFigures('fr');
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

test('Quebec’s line keeps its French name and checked number, and the privacy policy names the laws the English names', () => {
  expect(defaultResponsiblePlayFr.help.lines.find((line) => line.region === 'Québec')).toMatchObject({
    name: 'Jeu\u00a0: aide et référence',
    phone: { display: '1-800-461-0140', tel: 'tel:+18004610140' },
  });
  const introduction = texts(defaultPrivacyFr.sections[0])
    .map(([, text]) => text)
    .join('\n');
  expect(introduction).toContain('(LPRPDE)');
  expect(introduction).toContain('Loi sur la protection des renseignements personnels dans le secteur privé');
});

test('French typography: a no-break space before : and » and after «, none before ; ! ?, typographic apostrophes', () => {
  const all = PARTS.flatMap(([name, , french]) => texts(french, name));
  const bad = all.filter(([, text]) => /[^\u00a0][:%»]|«[^\u00a0]|\s[;!?]|['"]/.test(text)).map(([path, text]) => `${path}: ${text}`);
  expect(bad).toEqual([]);
});
