import fc from 'fast-check';

/**
 * Generators of hostile input for the preview server's property tests (hostile-input.test.ts).
 * Each one makes input that is wrong by construction, so a test can require a refusal without
 * asking the server's own code which inputs are wrong.
 */

/** Code units that trip up text handling: lone surrogates, direction marks, NUL and controls, zero-width, BOM, emoji, combining marks, line separators. */
export const oddChar = fc.constantFrom(
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\ufffd',
  '\uffff',
  '\u{1f600}',
  '\u{1f469}\u200d\u{1f469}\u200d\u{1f467}',
  '\u0301',
  '\u00a0',
  '\u2028',
  '\u2029',
);

/** Text mixing odd code units with HTML/JSON punctuation and any printable or binary characters. */
export const oddText = (maxLength: number, minLength = 0) =>
  fc.string({ unit: fc.oneof(oddChar, fc.constantFrom(...'<>&"\'\\/{}[]:;.% '), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), minLength, maxLength });

/** A whole number of edits is the only revision: everything else. */
export const badRevision = fc.oneof(
  fc.integer({ max: -1 }),
  fc.double({ noNaN: true }).filter((value) => !Number.isInteger(value)),
  fc.constant(2 ** 60),
  fc.string(),
  fc.constantFrom(null, true, false, [], {}, '1', '1e3'),
);

/** Any JSON value that is not a string. */
export const notAString = fc.jsonValue().filter((value) => typeof value !== 'string');

/** Texts the whitespace trim leaves empty. */
export const blankText = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028'), maxLength: 20 });

/** A segment no content path may have: prototype names, inherited names, odd characters, non-canonical indexes. */
const badSegment = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__', 'length', ''),
  fc.constantFrom('..', '.', '01', '-1', '1e3', '0x1', ' 0', 'NaN', 'Infinity', 'hero title', 'hero/title', '%2e%2e', '\uff19', 'title\u0000'),
  oddText(8).map((text) => `${text}\u202e`),
);

/**
 * Content paths that name no text: a bad segment spliced into a real path, the prototype
 * pollution classics, paths to objects, numbers, lists and items out of range, and paths too long.
 */
export const badContentPath = (realPaths: readonly string[]) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...realPaths), badSegment, fc.nat()).map(([path, bad, at]) => {
      const segments = path.split('.');
      segments.splice(at % (segments.length + 1), 0, bad);
      return segments.join('.');
    }),
    fc.constantFrom('__proto__.polluted', 'constructor.prototype.polluted', 'hero.__proto__.polluted', 'hero.constructor.prototype', 'prototype', '__proto__'),
    fc.constantFrom('hero', 'games.items', 'games.items.0', 'hero.heroImage.width', 'faq.sections.999.title', 'games.items.-1.title', 'hero.title.0'),
    fc.integer({ min: 201, max: 5000 }).map((length) => `hero.${'a'.repeat(length)}`),
  );

/** Names no component or style path has: inherited and prototype names, wrong case, odd text, too long. */
export const badStyleName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', 'HERO', ' hero', 'hero ', 'hero.background'),
  oddText(20, 1).map((text) => `${text}\u200f`),
  fc.integer({ min: 65, max: 2000 }).map((length) => 'h'.repeat(length)),
);

/** Things that are not a CSS colour with an sRGB value: junk spliced into real colours, unsafe or relative values, colours outside sRGB. */
export const badColour = fc.oneof(
  fc
    .tuple(fc.constantFrom('#123456', 'gold', 'rgb(1 2 3)', 'hsl(45 100% 58%)'), fc.constantFrom(';', '{', '}', '<', '"', '\\', '\u0000', '\u200f', '\u202e', '\u{1f600}', '\ud800', '!'), fc.nat())
    .map(([colour, junk, at]) => {
      const i = 1 + (at % (colour.length - 1));
      return colour.slice(0, i) + junk + colour.slice(i);
    }),
  fc.constantFrom('url(javascript:alert(1))', 'expression(alert(1))', 'currentcolor', 'inherit', 'var(--x)', 'calc(1px)', 'red; background: url(x)', 'oklch(70% 0.4 150)', '', ' '),
  fc
    .integer({ min: 1, max: 9 })
    .filter((n) => ![3, 4, 6, 8].includes(n))
    .map((n) => '#' + 'a'.repeat(n)),
  fc.constant('#' + 'f'.repeat(200)),
);

/** Keys an edit body does not have, including the prototype-pollution keys and look-alikes of real ones. */
export const extraKey = (known: readonly string[]) =>
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'admin', 'Path', 'content ', 'path\u0000', ''), oddText(12)).filter((key) => !known.includes(key));

/** JSON text of an object with one more member, written out so that even `__proto__` arrives as a key. */
export function withMember(body: object, key: string, value: unknown): string {
  const json = JSON.stringify(body);
  const member = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
  return json === '{}' ? `{${member}}` : `${json.slice(0, -1)},${member}}`;
}

/** Request bodies that are not one JSON value: cut short, with junk after, bare words, random bytes. */
export const notJson = (validJson: string) =>
  fc.oneof(
    fc.nat({ max: validJson.length - 1 }).map((end) => validJson.slice(0, end)),
    fc.constantFrom(',', '}', 'x', '\u0000', '{').map((junk) => validJson + junk),
    fc.constantFrom('', ' ', 'undefined', 'NaN', "{'path': 'hero.title'}", '{path: 1}', '[1,]', '{"a":1,}', '\u{1f600}'),
    oddText(200).filter((text) => !isJson(text)),
  );

/** Random bytes, often not UTF-8 at all. */
export const randomBytes = fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes));

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
