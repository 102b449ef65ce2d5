import { expect, test } from 'vitest';
import { COIN_FIGURES } from './coin-figures';
import { defaultContent } from './default-content';
import { helpLineSchema } from './responsible-play-schema';
import { describeContentErrors, siteContentSchema } from './schema';

const { responsiblePlay } = defaultContent;
const lines = responsiblePlay.help.lines;
const digits = (value: string) => value.replace(/\D/g, '');

/** The schema's report on a copy of the default content changed by `change`, or '' when it passes. */
function errorsAfter(change: (content: typeof defaultContent) => void): string {
  const content = structuredClone(defaultContent);
  change(content);
  const result = siteContentSchema.safeParse(content);
  return result.success ? '' : describeContentErrors(result.error);
}

test('the default play-responsibly content passes the schema', () => {
  expect(errorsAfter(() => {})).toBe('');
});

test('a help line without a name, or with an empty one, is refused and the error names the field', () => {
  expect(errorsAfter((c) => delete (c.responsiblePlay.help.lines[0] as { name?: string }).name)).toMatch(/^responsiblePlay\.help\.lines\.0\.name: /);
  expect(errorsAfter((c) => (c.responsiblePlay.help.lines[1]!.name = ''))).toBe('responsiblePlay.help.lines.1.name: must not be empty');
  expect(helpLineSchema.safeParse({ region: 'Ontario', description: 'x' }).success).toBe(false);
});

test('a number shown is the number dialled or texted, or the schema refuses it', () => {
  const ontario = lines.findIndex((line) => line.name === 'ConnexOntario');
  expect(errorsAfter((c) => (c.responsiblePlay.help.lines[ontario]!.phone.display = '1-866-531-2601'))).toBe(`responsiblePlay.help.lines.${ontario}.phone.tel: must dial the digits the page shows`);
  expect(errorsAfter((c) => (c.responsiblePlay.help.lines[ontario]!.text!.sms = 'sms:247248'))).toBe(`responsiblePlay.help.lines.${ontario}.text.sms: must text the digits the page shows`);
  expect(errorsAfter((c) => (c.responsiblePlay.help.lines[ontario]!.phone.tel = 'https://example.net'))).toMatch(/phone\.tel: must be tel:/);
  expect(errorsAfter((c) => (c.responsiblePlay.help.lines[ontario]!.website!.url = 'http://www.connexontario.ca'))).toMatch(/website\.url: must start with https:/);
});

test('the panel is a page under /games/, where the assets prefix moves it with the games', () => {
  expect(responsiblePlay.yourPlay.path).toBe('/games/your-play/index.html');
  expect(errorsAfter((c) => (c.responsiblePlay.yourPlay.path = '/your-play.html'))).toMatch(/^responsiblePlay\.yourPlay\.path: /);
});

test('the four required services are listed with their checked numbers', () => {
  const byName = (name: string) => lines.find((line) => line.name.includes(name));
  expect(byName('ConnexOntario')).toMatchObject({
    region: 'Ontario',
    phone: { display: '1-866-531-2600', tel: 'tel:+18665312600' },
    text: { display: '247247', sms: 'sms:247247' },
    website: { url: 'https://www.connexontario.ca' },
  });
  expect(byName('Suicide Crisis Helpline')).toMatchObject({
    phone: { display: '9-8-8', tel: 'tel:988' },
    text: { display: '9-8-8', sms: 'sms:988' },
    website: { url: 'https://988.ca' },
  });
  expect(byName('Jeu : aide et référence')).toMatchObject({ region: 'Quebec', phone: { display: '1-800-461-0140', tel: 'tel:+18004610140' } });
  expect(byName('B.C. Gambling Support Line')).toMatchObject({ region: 'British Columbia', phone: { display: '1-888-795-6111', tel: 'tel:+18887956111' } });
});

test('every province and territory has a line with a number, each number dialling what it shows', () => {
  const regions = [
    'British Columbia',
    'Alberta',
    'Saskatchewan',
    'Manitoba',
    'Ontario',
    'Quebec',
    'New Brunswick',
    'Nova Scotia',
    'Prince Edward Island',
    'Newfoundland and Labrador',
    'Yukon',
    'Northwest Territories',
    'Nunavut',
  ];
  expect([...new Set(lines.map((line) => line.region).filter((region) => region !== 'Anywhere in Canada'))]).toEqual(regions);
  expect(lines.filter((line) => !line.phone).map((line) => line.region)).toEqual([]);
  for (const { phone, text } of lines) {
    if (phone) expect(digits(phone.tel), phone.display).toBe(digits(phone.display));
    if (text) expect(digits(text.sms), text.display).toBe(digits(text.display));
  }
});

test('the coin facts quote the figures of coin-rules.ts', () => {
  const coins = responsiblePlay.coins.paragraphs.join('\n');
  for (const figure of [COIN_FIGURES.startingGrant, COIN_FIGURES.dailyGrant, COIN_FIGURES.minBet, COIN_FIGURES.maxBet, COIN_FIGURES.winningsCap]) {
    expect(coins).toContain(`${figure} `);
  }
  expect(coins).toMatch(/no monetary value/);
  expect(coins).toMatch(/cannot be bought, sold, transferred or cashed out/);
  expect(responsiblePlay.tools.items.map((item) => item.description).join('\n')).toContain(`every ${COIN_FIGURES.realityCheck} minutes`);
});

test('the footer links its risks notice and a quick link to the page', () => {
  const { footer } = defaultContent;
  expect(footer.noticeLink.link).toBe('/play-responsibly');
  expect(footer.notices[2]).toContain(footer.noticeLink.label);
  expect(footer.quickLinks).toContainEqual({ label: 'Play responsibly', link: '/play-responsibly' });
});
