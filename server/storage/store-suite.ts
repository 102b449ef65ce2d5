import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultTranslations } from '../../src/content/editions';
import { defaultStyles } from '../../src/content/default-styles';
import { contentChange, EditConflict, EditRejected, styleChange } from '../preview/edits';
import { newGenerationId } from '../preview/generation-id';
import type { EditChange, EditedField, PreviewStore } from './preview-store';
import { testAccountStore } from '../auth/account-store-suite';

/** One empty database for one test: `open` opens a store on it (again and again), `dispose` removes it. */
export type StorePlace = { open: () => Promise<PreviewStore>; dispose: () => Promise<void> };

/**
 * The behaviour every PreviewStore must have, as tests of one implementation: `newPlace` gives
 * each test a real, empty database of its own (a file, or a PostgreSQL database).
 */
export function testPreviewStore(name: string, newPlace: () => Promise<StorePlace>): void {
  let place: StorePlace;
  const open = new Set<PreviewStore>();
  const openStore = async () => {
    const store = await place.open();
    open.add(store);
    return store;
  };
  const closeStore = async (store: PreviewStore) => {
    open.delete(store);
    await store.close();
  };
  beforeEach(async () => {
    place = await newPlace();
  });
  afterEach(async () => {
    await Promise.all([...open].map(closeStore));
    await place.dispose();
  });

  const text = (path: string, content: string, extra: { revision?: number; locale?: 'en' | 'fr' } = {}) => contentChange({ path, content, ...extra });
  const colour = (componentName: string, stylePath: string, value: string, revision?: number) =>
    styleChange({ componentName, stylePath, value, ...(revision === undefined ? {} : { revision }) });
  /** A change that only reports the field revision the store hands it, then refuses. */
  const probe = (field: EditedField, seen: number[]): EditChange => ({
    field,
    apply: (_generation, fieldRevision) => {
      seen.push(fieldRevision);
      throw new EditRejected('probe');
    },
  });

  test(`${name}: an empty database migrates on open; a created generation reads back, and latest is the newest`, async () => {
    const store = await openStore();
    expect(await store.latest()).toBeUndefined();
    expect(await store.get(newGenerationId())).toBeUndefined();
    const first = await store.create(newGenerationId(), defaultContent, defaultStyles);
    expect(first).toMatchObject({ content: defaultContent, styles: defaultStyles, translations: defaultTranslations, revision: 0 });
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await store.get(first.id)).toEqual(first);
    const second = await store.create(newGenerationId(), { ...defaultContent, site_name: 'Second' }, {});
    expect((await store.latest())?.id).toBe(second.id);
    expect((await store.get(second.id))?.content.site_name).toBe('Second');
  });

  test(`${name}: edits are applied in order, each with the next revision, and listed oldest first`, async () => {
    const store = await openStore();
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    expect(await store.applyEdit(id, text('hero.title', 'One'))).toEqual({ revision: 1 });
    expect(await store.applyEdit(id, colour('hero', 'background', '#123456'))).toEqual({ revision: 2 });
    expect(await store.applyEdit(id, text('hero.title', 'Un', { locale: 'fr' }), 'editor@example.com')).toEqual({ revision: 3 });
    const generation = (await store.get(id))!;
    expect(generation).toMatchObject({ revision: 3, content: { hero: { title: 'One' } }, styles: { hero: { background: '#123456' } } });
    expect(generation.translations.fr.hero.title).toBe('Un');
    expect((await store.edits(id)).map(({ createdAt: _, ...edit }) => edit)).toEqual([
      { generationId: id, kind: 'content', path: 'hero.title', locale: 'en', oldValue: defaultContent.hero.title, newValue: 'One', revision: 1, author: null },
      { generationId: id, kind: 'style', path: 'hero.background', locale: null, oldValue: defaultStyles.hero.background, newValue: '#123456', revision: 2, author: null },
      { generationId: id, kind: 'content', path: 'hero.title', locale: 'fr', oldValue: defaultTranslations.fr.hero.title, newValue: 'Un', revision: 3, author: 'editor@example.com' },
    ]);
    expect(await store.applyEdit(newGenerationId(), text('hero.title', 'Nobody'))).toBeUndefined();
  });

  test(`${name}: a change that throws stores nothing`, async () => {
    const store = await openStore();
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    await expect(store.applyEdit(id, text('hero.nothingHere', 'x'))).rejects.toThrow(EditRejected);
    await expect(store.applyEdit(id, { field: { kind: 'content', path: 'hero.title', locale: 'en' }, apply: () => { throw new Error('broken'); } })).rejects.toThrow('broken');
    expect(await store.get(id)).toMatchObject({ revision: 0, content: defaultContent });
    expect(await store.edits(id)).toEqual([]);
  });

  test(`${name}: the field revision an edit is given is its own field's, per kind, path and language`, async () => {
    const store = await openStore();
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    await store.applyEdit(id, text('hero.title', 'One'));
    await store.applyEdit(id, text('hero.title', 'Un', { locale: 'fr' }));
    await store.applyEdit(id, colour('hero', 'background', '#101010'));
    await store.applyEdit(id, text('hero.title', 'Two'));
    const seen: number[] = [];
    const fields: EditedField[] = [
      { kind: 'content', path: 'hero.title', locale: 'en' },
      { kind: 'content', path: 'hero.title', locale: 'fr' },
      { kind: 'style', path: 'hero.background', locale: null },
      { kind: 'content', path: 'hero.subtitle', locale: 'en' },
    ];
    for (const field of fields) await expect(store.applyEdit(id, probe(field, seen))).rejects.toThrow('probe');
    expect(seen).toEqual([4, 2, 3, 0]);
    // The same numbers decide conflicts: a save that saw revision 2 of the English title is refused.
    await expect(store.applyEdit(id, text('hero.title', 'Mine', { revision: 2 }))).rejects.toEqual(new EditConflict('hero.title', 'Two', 4));
    expect(await store.applyEdit(id, text('hero.title', 'Mien', { locale: 'fr', revision: 2 }))).toEqual({ revision: 5 });
    await expect(store.applyEdit(id, colour('hero', 'background', '#202020', 2))).rejects.toThrow(EditConflict);
    expect((await store.get(id))?.revision).toBe(5);
  });

  test(`${name}: a reopened store keeps every generation and edit`, async () => {
    const store = await openStore();
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    await store.applyEdit(id, text('faq.title', 'Kept'));
    const before = { generation: await store.get(id), edits: await store.edits(id) };
    await closeStore(store);
    const reopened = await openStore();
    expect({ generation: await reopened.get(id), edits: await reopened.edits(id) }).toEqual(before);
    expect((await reopened.latest())?.id).toBe(id);
  });

  test(`${name}: two stores opened at once on an empty database both work, and share what they store`, async () => {
    const [one, two] = await Promise.all([openStore(), openStore()]);
    const { id } = await one.create(newGenerationId(), defaultContent, defaultStyles);
    expect(await two.applyEdit(id, text('hero.title', 'From two'))).toEqual({ revision: 1 });
    expect(await one.applyEdit(id, text('hero.title', 'From one'))).toEqual({ revision: 2 });
    expect((await one.get(id))?.content.hero.title).toBe('From one');
  });

  test(`${name}: a store that has the generation in memory still sees what another store wrote before its next edit or read`, async () => {
    const [one, two] = await Promise.all([openStore(), openStore()]);
    const { id } = await one.create(newGenerationId(), defaultContent, defaultStyles);
    await one.applyEdit(id, text('hero.title', 'One'));
    await one.applyEdit(id, colour('hero', 'background', '#111111'));
    expect((await one.get(id))?.revision).toBe(2);
    // The other store edits a text, a French text and a colour; the first store read none of them.
    await two.applyEdit(id, text('hero.subtitle', 'From two'));
    await two.applyEdit(id, text('hero.title', 'Deux', { locale: 'fr' }));
    await two.applyEdit(id, colour('hero', 'background', '#222222'));
    expect(await one.applyEdit(id, text('hero.disclaimer', 'From one'))).toEqual({ revision: 6 });
    // The field revision it checks against is the stored one, not what it had in memory.
    await expect(one.applyEdit(id, colour('hero', 'background', '#333333', 2))).rejects.toThrow(EditConflict);
    for (const store of [one, two, await openStore()]) {
      const generation = (await store.get(id))!;
      expect(generation).toMatchObject({ revision: 6, content: { hero: { title: 'One', subtitle: 'From two', disclaimer: 'From one' } }, styles: { hero: { background: '#222222' } } });
      expect(generation.translations.fr.hero.title).toBe('Deux');
    }
  });

  test(`${name}: concurrent edits of one generation each get their own revision, 1 to N`, async () => {
    const store = await openStore();
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    const saves = Array.from({ length: 30 }, (_, index) => store.applyEdit(id, text(`faq.sections.${index % 3}.items.0.answer`, `Answer ${index}`)));
    const revisions = (await Promise.all(saves)).map((saved) => saved!.revision);
    expect(revisions.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect((await store.edits(id)).map((edit) => edit.revision)).toEqual(revisions.toSorted((a, b) => a - b));
  });

  test(`${name}: edits sent at once to several generations each see the ones before them; a refused one stores nothing and the rest are kept`, async () => {
    const store = await openStore();
    const [one, two] = [await store.create(newGenerationId(), defaultContent, defaultStyles), await store.create(newGenerationId(), defaultContent, defaultStyles)];
    const saves = await Promise.allSettled([
      store.applyEdit(one.id, text('hero.title', 'First', { revision: 0 })),
      store.applyEdit(two.id, text('hero.title', 'Other', { revision: 0 })),
      // Made from the same view as the first: by the time it is applied the field is at revision 1.
      store.applyEdit(one.id, text('hero.title', 'Second', { revision: 0 })),
      store.applyEdit(one.id, text('hero.nothingHere', 'x')),
      store.applyEdit(two.id, colour('hero', 'background', '#0a0a0a')),
      store.applyEdit(one.id, text('hero.title', 'Third', { revision: 1 })),
    ]);
    expect(saves.map((save) => (save.status === 'fulfilled' ? save.value : (save.reason as Error).constructor.name))).toEqual([
      { revision: 1 },
      { revision: 1 },
      'EditConflict',
      'EditRejected',
      { revision: 2 },
      { revision: 2 },
    ]);
    expect((await store.edits(one.id)).map((edit) => [edit.revision, edit.newValue])).toEqual([[1, 'First'], [2, 'Third']]);
    expect((await store.edits(two.id)).map((edit) => [edit.revision, edit.newValue])).toEqual([[1, 'Other'], [2, '#0a0a0a']]);
    expect((await store.get(one.id))!.content.hero.title).toBe('Third');
  });


  testAccountStore(name, openStore);
}
