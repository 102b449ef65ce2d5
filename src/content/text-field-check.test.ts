import { expect, test } from 'vitest';
import { withTextAt } from './content-path';
import { defaultContent } from './default-content';
import { defaultTranslations } from './editions';
import { describeContentErrors, siteContentSchema, type SiteContent } from './schema';
import { textEditErrors } from './text-field-check';

/** Every text of an edition, as path segments. */
function textPaths(node: unknown, prefix: string[] = []): string[][] {
  if (typeof node === 'string') return [prefix];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => textPaths(value, [...prefix, key]));
}

/** What the whole schema says of an edition: undefined when valid, else its errors. */
function wholeSchemaErrors(content: SiteContent): string | undefined {
  const checked = siteContentSchema.safeParse(content);
  return checked.success ? undefined : describeContentErrors(checked.error);
}

/** An empty text, a word that is no slug, link or colour, a site path, and a text too long for a field with a limit. */
const VALUES = ['', 'no-such-game', '/about', 'x'.repeat(6000)];

/** An edition as the store reads it: from JSON, so no two fields share one object. */
const stored = (edition: SiteContent): SiteContent => JSON.parse(JSON.stringify(edition)) as SiteContent;

test.each([
  ['English', stored(defaultContent), VALUES],
  ['French', stored(defaultTranslations.fr), VALUES.slice(0, 2)],
])(
  'a text edit of the %s edition gets the whole schema’s verdict and message, at every text and for every kind of value',
  (_, edition, values) => {
    // The first check of an edition parses it whole; later ones may check the one field.
    expect(textEditErrors(edition, edition, ['hero', 'title'], edition.hero.title)).toBeUndefined();
    let compared = 0;
    for (const segments of textPaths(edition)) {
      for (const value of values) {
        const next = withTextAt(edition, segments, value);
        expect(textEditErrors(edition, next, segments, value), `${segments.join('.')} = ${JSON.stringify(value.slice(0, 20))}`).toBe(wholeSchemaErrors(next));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  },
  60_000,
);

test('an edition not yet known to be valid is checked whole, so its other bad fields are reported too', () => {
  const broken = { ...defaultContent, contact: { ...defaultContent.contact, email: 'nope' } } as SiteContent;
  const next = withTextAt(broken, ['hero', 'title'], 'New title');
  expect(textEditErrors(broken, next, ['hero', 'title'], 'New title')).toMatch(/^contact\.email: /);
});

test('an edition made by an accepted edit is known valid for the next edit', () => {
  const first = withTextAt(defaultContent, ['hero', 'title'], 'One');
  expect(textEditErrors(defaultContent, first, ['hero', 'title'], 'One')).toBeUndefined();
  const second = withTextAt(first, ['hero', 'title'], '');
  expect(textEditErrors(first, second, ['hero', 'title'], '')).toBe(wholeSchemaErrors(second));
  expect(textEditErrors(first, second, ['hero', 'title'], '')).toMatch(/^hero\.title: /);
});
