import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { IMPORT_BODY_LIMIT } from './preview/publish-routes';
import { badColour, badRevision, extraKey, notAString, notJson, oddText, randomBytes, withMember } from './test-hostile-input';
import { HostileTarget } from './test-hostile-target';

// Hostile requests at the three POST endpoints that write (the two edits and POST
// /api/generations): bodies that are not JSON, wrong content types, requests from other sites,
// and imports wrong in one way. Each must be refused with a 4xx `{ error }` and change nothing.

/** Generous: the runs are counted, not timed, and a busy machine only adds time. */
const TIMEOUT = 60_000;

let hostile: HostileTarget;
beforeAll(async () => {
  hostile = await new HostileTarget().start();
});
afterEach(() => hostile.expectTargetUnchanged());
afterAll(() => hostile.dispose());

const json = (value: unknown) => JSON.stringify(value);
const endpoints = fc.constantFrom('content', 'styles/v2', 'generations');
/** What each endpoint accepts, so that only the header under test is wrong. */
const validBody = (endpoint: string) => ({ content: { path: 'hero.subtitle', content: 'A valid text' }, 'styles/v2': { componentName: 'faq', stylePath: 'accent', value: '#abcdef' } })[endpoint] ?? {};

/** The one body that creates a generation from the defaults: `{}` (the JSON parser skips a leading BOM). */
const isEmptyObject = (payload: string | Buffer) => /^\ufeff?\s*\{\s*\}\s*$/.test(payload.toString());

test(
  'bodies that are not one JSON object of the right shape are refused at every endpoint',
  async () => {
    const payloads = fc.oneof(notJson(json(validBody('content'))), randomBytes, fc.jsonValue().map(json));
    const send = async (endpoint: string, payload: string | Buffer) => {
      const response = await hostile.post(hostile.url(endpoint), payload);
      if (endpoint !== 'generations' || !isEmptyObject(payload)) return hostile.expectRefused(response);
      expect(response.statusCode).toBe(201);
      hostile.created();
    };
    await fc.assert(fc.asyncProperty(endpoints, payloads, send), { numRuns: 700 });
  },
  TIMEOUT,
);

const notJsonTypes = fc.oneof(
  fc.constantFrom('text/plain', 'text/html', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/json-patch+json'),
  fc.constantFrom('application/ld+json', 'json', 'application/xml', '*/*', 'text/json', 'application/octet-stream', 'application/javascript', 'application/json5'),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }).filter((type) => type.trim() !== '' && !/^\s*application\/json\s*(;|$)/i.test(type)),
);
const crossSite = fc.constantFrom<Record<string, string>>(
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: 'not a url' },
  { origin: 'http://localhost.evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { referer: 'https://evil.example/page' },
);

test(
  'bodies in another type than JSON are refused with 415, and requests from other sites with 403',
  async () => {
    const headers = fc.oneof(
      notJsonTypes.map((type) => [{ 'content-type': type }, 415] as const),
      fc.constant([{}, 415] as const),
      crossSite.map((site) => [{ 'content-type': 'application/json', ...site }, 403] as const),
      fc.tuple(notJsonTypes, crossSite).map(([type, site]) => [{ 'content-type': type, ...site }, 403] as const),
    );
    const send = async (endpoint: string, [sent, status]: readonly [Record<string, string>, number]) => {
      hostile.expectRefused(await hostile.post(hostile.url(endpoint), json(validBody(endpoint)), sent), status);
    };
    await fc.assert(fc.asyncProperty(endpoints, headers, send), { numRuns: 300 });
  },
  TIMEOUT,
);

type Spoil = (body: Record<string, unknown>) => string;
const spoiler = <T>(values: fc.Arbitrary<T>, spoil: (value: T) => Spoil) => values.map(spoil);
const notRecord = fc.oneof(
  notAString.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
  fc.string(),
);
const notOne = fc.jsonValue().filter((value) => value !== 1);
const longText = fc.integer({ min: 101, max: 20_000 }).map((length) => 'x'.repeat(length));
const fileKeys = ['format', 'version', 'generationId', 'revision', 'exportedAt', 'content', 'styles', 'translations'];

// Imports start from `{ content: {} }`, which is a valid import (every field gets its default).
const importSpoilers: fc.Arbitrary<Spoil> = fc.oneof(
  spoiler(notRecord, (content) => (body) => json({ ...body, content })),
  spoiler(
    fc.jsonValue().filter((format) => format !== 'brightmoose-generation'),
    (format) => (body) => json({ ...body, format }),
  ),
  spoiler(notOne, (version) => (body) => json({ ...body, version })),
  spoiler(fc.oneof(notAString, longText), (generationId) => (body) => json({ ...body, generationId })),
  spoiler(badRevision, (revision) => (body) => json({ ...body, revision })),
  spoiler(fc.oneof(notAString, longText), (exportedAt) => (body) => json({ ...body, exportedAt })),
  spoiler(notRecord, (styles) => (body) => json({ ...body, styles })),
  spoiler(notRecord, (translations) => (body) => json({ ...body, translations })),
  spoiler(
    fc.tuple(extraKey(fileKeys), fc.jsonValue()),
    ([key, value]) =>
      (body) =>
        withMember(body, key, value),
  ),
  spoiler(fc.subarray(['format', 'styles', 'translations'], { minLength: 1 }), (keys) => () => json(Object.fromEntries(keys.map((key) => [key, key === 'format' ? 'brightmoose-generation' : {}])))),
  // The hero's title is an object of three texts (a string is an older file's title, upgraded): a
  // title that is neither is wrong in one way. Any JSON value but a string, as this was, can be that
  // object with one text too long, which is refused as it should be but with 422, a text over its bound.
  spoiler(fc.oneof(notRecord, fc.record({ title: notAString.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)) })), (hero) => () => json({ content: { hero } })),
  spoiler(fc.oneof(notRecord, fc.record({ hero: fc.record({ title: fc.oneof(notAString, fc.constant('')) }) })), (fr) => () => json({ content: {}, translations: { fr } })),
  spoiler(
    fc.tuple(fc.constantFrom('hero', 'faq', 'footer'), fc.oneof(badColour, notAString)),
    ([component, value]) =>
      () =>
        json({ content: {}, styles: { [component]: { background: value } } }),
  ),
  spoiler(oddText(30, 1), (name) => () => json({ content: {}, styles: { [`${name}!`]: { background: '#ffffff' } } })),
  spoiler(
    fc.string().filter((locale) => locale !== 'fr' && locale !== '__proto__'),
    (locale) => () => json({ content: {}, translations: { [locale]: {} } }),
  ),
);

test(
  'imports wrong in any one way are refused and create no generation',
  async () => {
    const send = async (spoil: Spoil) => hostile.expectRefused(await hostile.post(hostile.url('generations'), spoil({ content: {} })), 400);
    await fc.assert(fc.asyncProperty(importSpoilers, send), { numRuns: 400 });
  },
  TIMEOUT,
);

test(
  'imports near and over the body limit are refused whole',
  async () => {
    const send = async (length: number) => hostile.expectRefused(await hostile.post(hostile.url('generations'), json({ content: {}, generationId: 'g'.repeat(length) })));
    await fc.assert(fc.asyncProperty(fc.integer({ min: IMPORT_BODY_LIMIT - 1000, max: IMPORT_BODY_LIMIT + 1000 }), send), { numRuns: 12 });
    // Still answering, and still taking a good request.
    expect((await hostile.post(hostile.url('generations'), '{}')).statusCode).toBe(201);
    hostile.created();
  },
  TIMEOUT,
);

/** Keys and values that hold neither refused key, so that the one a test puts in is the one named. */
const plainKey = fc.string().filter((key) => !/__proto__|constructor/.test(key));
const plainValue = fc.jsonValue().filter((value) => !/__proto__|constructor/.test(json(value)));
/** JSON text of `inner` nested in one more container: an array (after an item, or alone) or an object's member. */
const wrapped = fc.oneof(
  fc.constant((inner: string) => `[${inner}]`),
  plainValue.map((item) => (inner: string) => `[${json(item)},${inner}]`),
  plainKey.map((key) => (inner: string) => `{${json(key)}:${inner}}`),
);
/** A body holding `member` in an object nested up to 20 levels deep (within the nesting bound), written out so the key arrives as sent. */
const holding = (member: fc.Arbitrary<string>) =>
  fc
    .tuple(member, fc.dictionary(plainKey, plainValue, { maxKeys: 3 }), fc.array(wrapped, { maxLength: 19 }))
    .map(([poison, siblings, wraps]) => wraps.reduce((inner, wrap) => wrap(inner), json(siblings) === '{}' ? `{${poison}}` : `${json(siblings).slice(0, -1)},${poison}}`));
/** `__proto__` as a key, plainly or in the escapes JSON allows, holding any value. */
const protoMember = fc.tuple(fc.constantFrom('"__proto__"', '"\\u005f_proto__"', '"__\\u0070roto\\u005F_"'), plainValue).map(([key, value]) => `${key}:${json(value)}`);
/** A `constructor` key holding an object with its own `prototype`. */
const constructorMember = fc.tuple(fc.constantFrom('"constructor"', '"\\u0063onstructor"'), plainValue).map(([key, value]) => `${key}:{"prototype":${json(value)}}`);

test(
  'a body holding a __proto__ key, or a constructor holding prototype, at any depth is refused naming that key',
  async () => {
    const send = async (endpoint: string, [payload, message]: readonly [string, string]) => {
      const response = await hostile.post(hostile.url(endpoint), payload);
      hostile.expectRefused(response, 400);
      expect(response.json()).toEqual({ error: message });
    };
    const bodies = fc.oneof(
      holding(protoMember).map((payload) => [payload, 'The body may not hold a key named __proto__'] as const),
      holding(constructorMember).map((payload) => [payload, 'The body may not hold a key named constructor that holds a key named prototype'] as const),
    );
    await fc.assert(fc.asyncProperty(endpoints, bodies, send), { numRuns: 200 });
  },
  TIMEOUT,
);

test('a constructor key that holds no prototype is left to the route, which refuses it as a key it does not know', async () => {
  const response = await hostile.post(hostile.url('generations'), '{"content":{},"constructor":{"name":"x"}}');
  hostile.expectRefused(response, 400);
  expect(response.json()).toEqual({ error: 'Unrecognized key: "constructor"' });
});

test('a body that is empty, or not JSON, gets a 400 that says so', async () => {
  for (const endpoint of ['content', 'styles/v2', 'generations']) {
    const empty = await hostile.post(hostile.url(endpoint), '');
    hostile.expectRefused(empty, 400);
    expect(empty.json()).toEqual({ error: 'The body is empty, but its Content-Type says JSON' });
    for (const payload of ['{"path": ', ' ', '\ufeff', '\ufeff\ufeff{}', ' \ufeff{}', "{'path': 'hero.title'}"]) {
      const notJson = await hostile.post(hostile.url(endpoint), payload);
      hostile.expectRefused(notJson, 400);
      expect(notJson.json(), JSON.stringify(payload)).toEqual({ error: 'The body is not valid JSON' });
    }
  }
});

test('one byte order mark before the JSON is skipped', async () => {
  const response = await hostile.post(hostile.url('generations'), Buffer.from('\ufeff{}', 'utf8'));
  expect(response.statusCode, response.body).toBe(201);
  hostile.created();
  hostile.expectNothingChanged();
});
