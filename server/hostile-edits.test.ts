import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { HistoryReply } from '../core/preview-requests';
import { badColour, badContentPath, badRevision, badStyleName, blankText, extraKey, notAString, oddText, withMember } from './test-hostile-input';
import { HostileTarget } from './test-hostile-target';

// Thousands of malformed edits at the two edit endpoints, each wrong in one way on top of an edit
// the server would accept: every one must be refused with a 4xx `{ error }` and change nothing.
// Valid-looking edits with odd text go to another generation, and must be accepted exactly when
// the rules say so.

/** Generous: the runs are counted, not timed, and a busy machine only adds time. */
const TIMEOUT = 60_000;

let hostile: HostileTarget;
beforeAll(async () => {
  hostile = await new HostileTarget().start();
});
afterEach(() => hostile.expectTargetUnchanged());
afterAll(() => hostile.dispose());

const json = (value: unknown) => JSON.stringify(value);
const omit = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
type Spoil = (body: Record<string, unknown>) => string;
/** Spoils an edit the server would accept with a generated value, by construction in one way only. */
const spoiler = <T>(values: fc.Arbitrary<T>, spoil: (value: T) => Spoil) => values.map(spoil);

/** Texts the content schema only asks to be non-empty. */
const realTexts = ['hero.title', 'hero.subtitle', 'faq.title', 'games.title', 'footer.tagLine', 'games.items.0.title', 'faq.sections.0.items.0.answer'];
const contentEdit = fc.record({ path: fc.constantFrom(...realTexts), content: fc.constant('A valid text') });
const contentSpoilers: fc.Arbitrary<Spoil> = fc.oneof(
  spoiler(fc.constantFrom('path', 'content'), (key) => (body) => json(omit(body, key))),
  spoiler(notAString, (path) => (body) => json({ ...body, path })),
  spoiler(badContentPath(realTexts), (path) => (body) => json({ ...body, path })),
  spoiler(notAString, (content) => (body) => json({ ...body, content })),
  spoiler(blankText, (content) => (body) => json({ ...body, content })),
  spoiler(fc.integer({ min: 5001, max: 90_000 }), (length) => (body) => json({ ...body, content: 'y'.repeat(length) })),
  spoiler(
    fc.tuple(extraKey(['path', 'content', 'revision', 'locale']), fc.jsonValue()),
    ([key, value]) =>
      (body) =>
        withMember(body, key, value),
  ),
  spoiler(badRevision, (revision) => (body) => json({ ...body, revision })),
  spoiler(
    fc.oneof(
      fc.string().filter((locale) => !['en', 'fr'].includes(locale)),
      notAString,
    ),
    (locale) => (body) => json({ ...body, locale }),
  ),
  fc.constantFrom({ revision: 0 }, { revision: 2, locale: 'fr' }).map((stale) => () => json({ path: 'hero.title', content: 'Saved from a stale page', ...stale })),
);

test(
  'text edits malformed in any one way are refused and change nothing',
  async () => {
    const send = async (body: Record<string, unknown>, spoil: Spoil) => hostile.expectRefused(await hostile.post(hostile.url('content'), spoil(body)));
    await fc.assert(fc.asyncProperty(contentEdit, contentSpoilers, send), { numRuns: 900 });
  },
  TIMEOUT,
);

const realStyles = [
  ['hero', 'background'],
  ['faq', 'accent'],
  ['footer', 'link'],
  ['games', 'badgeText'],
] as const;
const styleEdit = fc.constantFrom(...realStyles).map(([componentName, stylePath]) => ({ componentName, stylePath, value: '#123456' }));
const styleSpoilers: fc.Arbitrary<Spoil> = fc.oneof(
  spoiler(fc.constantFrom('componentName', 'stylePath', 'value'), (key) => (body) => json(omit(body, key))),
  spoiler(fc.oneof(badStyleName, notAString), (componentName) => (body) => json({ ...body, componentName })),
  spoiler(fc.oneof(badStyleName, notAString), (stylePath) => (body) => json({ ...body, stylePath })),
  spoiler(fc.oneof(badColour, notAString), (value) => (body) => json({ ...body, value })),
  spoiler(
    fc.tuple(extraKey(['componentName', 'stylePath', 'value', 'revision']), fc.jsonValue()),
    ([key, value]) =>
      (body) =>
        withMember(body, key, value),
  ),
  spoiler(badRevision, (revision) => (body) => json({ ...body, revision })),
  fc.constantFrom(0, 1).map((revision) => () => json({ componentName: 'hero', stylePath: 'background', value: '#000001', revision })),
);

test(
  'colour edits malformed in any one way are refused and change nothing',
  async () => {
    const send = async (body: Record<string, unknown>, spoil: Spoil) => hostile.expectRefused(await hostile.post(hostile.url('styles/v2'), spoil(body)));
    await fc.assert(fc.asyncProperty(styleEdit, styleSpoilers, send), { numRuns: 700 });
  },
  TIMEOUT,
);

/** Every byte of a text percent-encoded (a lone surrogate goes as the UTF-8 of U+FFFD). */
const percentEncoded = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const A = (n: number) => 'A'.repeat(n);
const badIds = fc.oneof(
  fc.constantFrom('gen-', 'gen-x', `gen-${A(21)}`, `gen-${A(65)}`, `GEN-${A(24)}`, `gen_${A(24)}`, '..', '.', '%2e%2e', 'gen-..%2F..%2Fetc', '..%2F..%2Fetc%2Fpasswd'),
  fc.constantFrom(`gen-${A(24)}%2Fcontent`, '%00', `gen-%00${A(23)}`, `gen-${A(23)}%E2%80%AE`, '%E0%A4%A', '%', `gen-${A(24)}%20`, `gen-${A(24)}?x=`, `gen-${A(3000)}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/).map((chars) => `gen-${chars}`),
  oddText(40).map((text) => percentEncoded(`gen-${text}`)),
);
const validEdits = fc.constantFrom(['content', { path: 'hero.subtitle', content: 'A valid text' }] as const, ['styles/v2', { componentName: 'faq', stylePath: 'accent', value: '#abcdef' }] as const);

test(
  'edits of a generation that is not there, or named by a malformed or hostile id, are refused',
  async () => {
    const send = async (id: string, [endpoint, body]: readonly [string, object]) => hostile.expectRefused(await hostile.post(`/api/preview/${id}/${endpoint}`, json(body)));
    await fc.assert(fc.asyncProperty(badIds, validEdits, send), { numRuns: 400 });
  },
  TIMEOUT,
);

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const oddEdit = fc.record({
  path: fc.constantFrom(...realTexts),
  locale: fc.constantFrom(undefined, 'en', 'fr'),
  content: fc.tuple(blankText, oddText(300), blankText).map(([before, text, after]) => before + text + after),
  sendRevision: fc.boolean(),
});
const at = (edition: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], edition);

test(
  'edits with odd text are accepted exactly when the rules allow them, and stored as answered',
  async () => {
    const id = await hostile.server.newGeneration();
    hostile.created();
    const accepted: { locale: string; path: string; text: string }[] = [];
    const save = async ({ path, locale, content, sendRevision }: typeof oddEdit extends fc.Arbitrary<infer T> ? T : never) => {
      const revision = accepted.length;
      const response = await hostile.post(`/api/preview/${id}/content`, json({ path, content, locale, ...(sendRevision ? { revision } : {}) }));
      const text = content.trim();
      if (LONE_SURROGATE.test(text) || text === '') {
        hostile.expectRefused(response, 400);
        expect(response.json().error).toMatch(text === '' ? /must not be empty/ : /half of a surrogate pair/);
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ path, content: text, ...(locale ? { locale } : {}), revision: revision + 1 });
      accepted.push({ locale: locale ?? 'en', path, text });
    };
    await fc.assert(fc.asyncProperty(oddEdit, save), { numRuns: 300 });

    // Every answer told the truth: the texts and the history are stored exactly as answered.
    const file = (await hostile.server.app.inject(`/api/preview/${id}/export`)).json();
    const last = new Map(accepted.map((edit) => [`${edit.locale}:${edit.path}`, edit]));
    for (const { locale, path, text } of last.values()) expect(at(locale === 'fr' ? file.translations.fr : file.content, path)).toBe(text);
    const history = (await hostile.server.app.inject(`/api/preview/${id}/history?limit=500`)).json<HistoryReply>();
    expect(history.edits.map(({ newValue }) => newValue).reverse()).toEqual(accepted.map(({ text }) => text));
  },
  TIMEOUT,
);

test(
  'colours in any case and notation of hex are accepted and stored in their normal form',
  async () => {
    const id = await hostile.server.newGeneration();
    hostile.created();
    let revision = 0;
    const hex = fc.stringMatching(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
    const save = async ([componentName, stylePath]: readonly [string, string], value: string) => {
      const response = await hostile.post(`/api/preview/${id}/styles/v2`, json({ componentName, stylePath, value: ` ${value}\n` }));
      const digits = value.slice(1).toLowerCase();
      const normal = `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
      revision += 1;
      expect(response.json()).toEqual({ componentName, stylePath, value: normal, revision });
    };
    await fc.assert(fc.asyncProperty(fc.constantFrom(...realStyles), hex, save), { numRuns: 100 });
  },
  TIMEOUT,
);
