import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultContent } from '../src/content/default-content';
import { defaultTranslations } from '../src/content/editions';
import { defaultStyles } from '../src/content/default-styles';
import { siteContentSchema } from '../src/content/schema';
import { CONTENT_LIMITS } from '../src/content/text-schema';
import { generationBytes, jsonBytes } from './preview/generation-size';
import { MAX_ERROR_CHARS } from './error-reply';
import { MAX_BODY_DEPTH } from './http-guards';
import { TestPreviewServer } from './test-app';

// Every size has a bound (docs/decisions/027): a text, a list and a whole generation over theirs
// are refused with 422 or 413 naming the path, and nothing is stored.

const server = new TestPreviewServer();
beforeAll(() => server.start());
afterAll(() => server.dispose());

const clone = <T>(value: T): T => structuredClone(value);
const importing = (content: unknown, extra: Record<string, unknown> = {}) => server.postJson('/api/generations', { content, styles: defaultStyles, ...extra });
const saving = (id: string, body: Record<string, unknown>) => server.postJson(`/api/preview/${id}/content`, body);

/** The generation's stored state and history, to show that a refusal changed nothing. */
const snapshot = async (id: string) => ({ generation: await server.store.get(id), edits: await server.store.edits(id) });
/** How many generations exist: the newest one's id, which a refused import leaves as it was. */
const newest = async () => (await server.store.latest())?.id;

test('the default content, English and French, fits every bound with room to spare', () => {
  for (const edition of [defaultContent, defaultTranslations.fr]) expect(siteContentSchema.safeParse(edition).success).toBe(true);
  const data = { content: defaultContent, translations: defaultTranslations, styles: defaultStyles };
  expect(generationBytes(data)).toBe(jsonBytes(data));
  expect(generationBytes(data)).toBeLessThan(CONTENT_LIMITS.generationBytes * 0.6);
});

test('an import with a 1,040,000-character site name is refused (413: the body is over 1 MB), a 300,000-character one with 422 naming the field; nothing is stored', async () => {
  const before = await newest();
  const huge = await importing({ ...clone(defaultContent), site_name: 'x'.repeat(1_040_000) });
  expect(huge.statusCode).toBe(413);
  expect(huge.json()).toEqual({ error: expect.any(String) });
  const response = await importing({ ...clone(defaultContent), site_name: 'x'.repeat(300_000) });
  expect(response.statusCode).toBe(422);
  expect(response.json().error).toContain(`site_name: must be at most ${CONTENT_LIMITS.labelChars} characters`);
  expect(await newest()).toBe(before);
});

test('an import with a list over its bound, or a French text over its bound, is refused with 422 naming the path', async () => {
  const before = await newest();
  const links = clone(defaultContent);
  links.footer.quickLinks = Array.from({ length: CONTENT_LIMITS.listItems + 1 }, (_, index) => ({ label: `Link ${index}`, link: '/games' }));
  const tooMany = await importing(links);
  expect(tooMany.statusCode).toBe(422);
  expect(tooMany.json().error).toContain(`footer.quickLinks: must have at most ${CONTENT_LIMITS.listItems} entries`);
  const fr = clone(defaultTranslations.fr);
  fr.hero.subtitle = 'é'.repeat(CONTENT_LIMITS.leadChars + 1);
  const longFrench = await importing(clone(defaultContent), { translations: { fr } });
  expect(longFrench.statusCode).toBe(422);
  expect(longFrench.json().error).toContain(`fr.hero.subtitle: must be at most ${CONTENT_LIMITS.leadChars} characters`);
  expect(await newest()).toBe(before);
});

/** Default content with `count` extra paragraphs of `chars` characters in the terms' first section. */
function padded(count: number, chars: number) {
  const content = clone(defaultContent);
  const [first] = content.terms.sections;
  first!.content = Array.from({ length: count }, (_, index) => `${index} ${'p'.repeat(chars - 2 - String(index).length)}.`);
  return content;
}

test('an import whose every field is within bounds but whose whole is over 256 KB is refused with 413 naming its largest part', async () => {
  const before = await newest();
  const response = await importing(padded(40, 4_000));
  expect(response.statusCode).toBe(413);
  expect(response.json().error).toMatch(/^\(root\): the generation is [\d,]+ bytes of JSON, more than the 262,144 allowed \(largest part: content\.terms, [\d,]+ bytes\)$/);
  expect(await newest()).toBe(before);
});

test('a text edit over its field bound gets 422, one that would take the generation over 256 KB gets 413; neither is stored', async () => {
  // 29 paragraphs of 4,000 characters: a generation a little under the bound.
  const created = await importing(padded(29, 4_000));
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  const before = await snapshot(id);
  expect(generationBytes(before.generation!)).toBeLessThan(CONTENT_LIMITS.generationBytes);

  const long = await saving(id, { path: 'site_name', content: 'n'.repeat(CONTENT_LIMITS.labelChars + 1) });
  expect(long.statusCode).toBe(422);
  expect(long.json().error).toContain(`site_name: must be at most ${CONTENT_LIMITS.labelChars} characters`);

  // Each paragraph may hold 5,000 characters, but filling several takes the whole past 256 KB.
  const statuses: number[] = [];
  for (let index = 0; index < 29 && !statuses.includes(413); index++) {
    const response = await saving(id, { path: `terms.sections.0.content.${index}`, content: 'q'.repeat(CONTENT_LIMITS.paragraphChars) });
    statuses.push(response.statusCode);
    if (response.statusCode === 413)
      expect(response.json().error).toMatch(new RegExp(`^terms\\.sections\\.0\\.content\\.${index}: the generation would be [\\d,]+ bytes of JSON, more than the 262,144 allowed`));
  }
  expect(statuses.at(-1)).toBe(413);
  expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  const after = await snapshot(id);
  expect(after.edits).toHaveLength(statuses.length - 1);
  expect(generationBytes(after.generation!)).toBeLessThanOrEqual(CONTENT_LIMITS.generationBytes);
  // Shrinking a text is always allowed, even close to the bound.
  expect((await saving(id, { path: 'terms.sections.0.content.0', content: 'Short again.' })).statusCode).toBe(200);
});

test('colour edits cannot take the generation over 256 KB either: the one that would is refused with 413 and not stored', async () => {
  // No style set, and content filled until fewer than 40 bytes are left: each new colour adds an entry.
  const created = await importing(padded(29, 4_000), { styles: {} });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  const left = async () => CONTENT_LIMITS.generationBytes - generationBytes((await server.store.get(id))!);
  for (let index = 0, room = await left(); room >= 40; index++, room = await left()) {
    // Each padded paragraph has 4,000 characters: this one grows by all the room but 30 bytes, at most to its bound.
    const content = 'q'.repeat(Math.min(CONTENT_LIMITS.paragraphChars, 4_000 + room - 30));
    expect((await saving(id, { path: `terms.sections.0.content.${index}`, content })).statusCode).toBe(200);
  }
  const statuses: number[] = [];
  const refusals: string[] = [];
  for (const [componentName, paths] of Object.entries(defaultStyles)) {
    for (const stylePath of Object.keys(paths)) {
      const response = await server.postJson(`/api/preview/${id}/styles/v2`, { componentName, stylePath, value: '#123456' });
      statuses.push(response.statusCode);
      if (response.statusCode === 413) refusals.push(`${componentName}.${stylePath} ${response.json().error}`);
    }
  }
  expect(refusals[0]).toMatch(/^(\S+) \1: the generation would be [\d,]+ bytes of JSON, more than the 262,144 allowed/);
  expect(statuses.filter((status) => status !== 413 && status !== 200)).toEqual([]);
  expect(generationBytes((await server.store.get(id))!)).toBeLessThanOrEqual(CONTENT_LIMITS.generationBytes);
});

test('protocol-relative and backslash links are refused in imports and in edits', async () => {
  const before = await newest();
  for (const link of ['//evil.example/', '/\\evil.example/', '/\\\\evil.example', '/games\\..\\x', 'https://evil.example/\u0000']) {
    const content = clone(defaultContent);
    content.footer.quickLinks[0]!.link = link;
    const response = await importing(content);
    expect([link, response.statusCode]).toEqual([link, 400]);
    expect(response.json().error).toContain('footer.quickLinks.0.link: must not');
  }
  expect(await newest()).toBe(before);
  const id = await server.newGeneration();
  const edit = await saving(id, { path: 'footer.quickLinks.0.link', content: '//evil.example/' });
  expect(edit.statusCode).toBe(400);
  expect(edit.json().error).toContain('footer.quickLinks.0.link: must not start with //');
  // A help line's website is a link too: no control character in it either.
  const website = clone(defaultContent);
  website.responsiblePlay.help.lines[0]!.website!.url = 'https://help.example/\u0000x';
  const newestBefore = await newest();
  const imported = await importing(website);
  expect(imported.statusCode).toBe(400);
  expect(imported.json().error).toContain('responsiblePlay.help.lines.0.website.url: must');
  expect(await newest()).toBe(newestBefore);
  const edited = await saving(id, { path: 'responsiblePlay.help.lines.0.website.url', content: 'https://help.example/\u0007x' });
  expect(edited.statusCode).toBe(400);
  expect(await server.store.edits(id)).toEqual([]);
});

test('a body nested deeper than 32 levels is refused with 422 naming where, however deep; nothing is stored', async () => {
  const id = await server.newGeneration();
  const post = (url: string, payload: string) => server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  /** `json` with its `"slot":0` holding `depth` nested arrays: the innermost is at level (slot's level + depth - 1). */
  const nested = (json: string, depth: number) => json.replace('"slot":0', `"slot":${'['.repeat(depth)}${']'.repeat(depth)}`);
  const files = {
    'content.slot': JSON.stringify({ content: { ...clone(defaultContent), slot: 0 }, styles: defaultStyles }),
    'translations.fr.slot': JSON.stringify({ content: defaultContent, translations: { fr: { ...clone(defaultTranslations.fr), slot: 0 } } }),
    'styles.slot': JSON.stringify({ content: defaultContent, styles: { slot: 0 } }),
  };
  for (const [where, file] of Object.entries(files)) {
    // The body is level 1, so the slot's arrays start at level (segments + 1).
    const levels = (depth: number) => where.split('.').length + depth;
    const within = await post('/api/generations', nested(file, MAX_BODY_DEPTH - levels(0)));
    expect([where, within.statusCode]).not.toEqual([where, 422]);
    expect(within.statusCode).toBeLessThan(500);
    for (const depth of [MAX_BODY_DEPTH - levels(0) + 1, 2_000, 200_000]) {
      const before = await newest();
      const response = await post('/api/generations', nested(file, depth));
      expect([where, depth, response.statusCode]).toEqual([where, depth, 422]);
      expect(response.json().error).toMatch(new RegExp(`^${where.replaceAll('.', '\\.')}\\.0.*: must not nest more than ${MAX_BODY_DEPTH} levels deep$`));
      expect(await newest()).toBe(before);
    }
  }
  const edit = (depth: number) => post(`/api/preview/${id}/content`, nested(JSON.stringify({ path: 'hero.title', content: 'x', slot: 0 }), depth));
  expect((await edit(MAX_BODY_DEPTH - 1)).statusCode).toBe(400);
  expect((await edit(MAX_BODY_DEPTH)).statusCode).toBe(422);
  expect((await edit(20_000)).statusCode).toBe(422);
  expect(await server.store.edits(id)).toEqual([]);
});

test('an import wrong in 60,000 places is answered with the first few of them, not a reply larger than the body', async () => {
  const before = await newest();
  const many = <T>(value: T) => Object.fromEntries(Array.from({ length: 60_000 }, (_, index) => [`k${index}`, value]));
  const bodies = [
    // Each a separate issue of the style set's schema (in the import check).
    { content: defaultContent, styles: many(1) },
    // One issue of the route's schema, naming every unknown key.
    { content: defaultContent, ...many(1) },
  ];
  for (const body of bodies) {
    const response = await server.postJson('/api/generations', body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: string }>();
    expect(error.length).toBeLessThanOrEqual(MAX_ERROR_CHARS);
    expect(error).toMatch(/k0\b/);
  }
  expect((await server.postJson('/api/generations', bodies[0])).json().error).toMatch(/; … and 59,9\d\d more$/);
  expect(await newest()).toBe(before);
});

test("the size a save computes from the previous one's is the generation's JSON size, after texts in both languages and colours", async () => {
  const id = await server.newGeneration();
  const saves = [
    ['content', { path: 'hero.title', content: 'Un titre « long » avec des accents é è ê 😀' }],
    ['content', { path: 'hero.title', content: 'Titre', locale: 'fr' }],
    ['styles/v2', { componentName: 'hero', stylePath: 'background', value: 'rebeccapurple' }],
    ['content', { path: 'faq.sections.0.items.0.answer', content: 'A\nnew "quoted" answer\twith escapes \\ and \u2028' }],
    ['styles/v2', { componentName: 'faq', stylePath: 'accent', value: '#12345678' }],
    ['content', { path: 'hero.subtitle', content: 'S' }],
  ] as const;
  for (const [endpoint, body] of saves) {
    expect((await server.postJson(`/api/preview/${id}/${endpoint}`, body)).statusCode).toBe(200);
    const generation = (await server.store.get(id))!;
    const data = { content: generation.content, translations: generation.translations, styles: generation.styles };
    expect(generationBytes(data)).toBe(jsonBytes(data));
  }
});
