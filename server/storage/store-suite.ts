import { afterEach, beforeEach, expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultTranslations } from '../../src/content/editions';
import { defaultStyles } from '../../src/content/default-styles';
import { contentChange, EditConflict, EditRejected, styleChange } from '../preview/edits';
import { newGenerationId } from '../preview/generation-id';
import type { EditChange, EditedField, PreviewStore, StoreOptions } from './preview-store';
import { testAccountStore } from '../auth/account-store-suite';

/** One empty database for one test: `open` opens a store on it (again and again), `dispose` removes it. */
export type StorePlace = { open: (options?: StoreOptions) => Promise<PreviewStore>; dispose: () => Promise<void> };

/**
 * The behaviour every PreviewStore must have, as tests of one implementation: `newPlace` gives
 * each test a real, empty database of its own (a file, or a PostgreSQL database).
 */
export function testPreviewStore(name: string, newPlace: () => Promise<StorePlace>): void {
  let place: StorePlace;
  const open = new Set<PreviewStore>();
  const openStore = async (options?: StoreOptions) => {
    const store = await place.open(options);
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
  const colour = (componentName: string, stylePath: string, value: string, revision?: number) => styleChange({ componentName, stylePath, value, ...(revision === undefined ? {} : { revision }) });
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
    await expect(
      store.applyEdit(id, {
        field: { kind: 'content', path: 'hero.title', locale: 'en' },
        apply: () => {
          throw new Error('broken');
        },
      }),
    ).rejects.toThrow('broken');
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
    expect((await store.edits(one.id)).map((edit) => [edit.revision, edit.newValue])).toEqual([
      [1, 'First'],
      [2, 'Third'],
    ]);
    expect((await store.edits(two.id)).map((edit) => [edit.revision, edit.newValue])).toEqual([
      [1, 'Other'],
      [2, '#0a0a0a'],
    ]);
    expect((await store.get(one.id))!.content.hero.title).toBe('Third');
  });

  test(`${name}: history comes in pages, newest first, each saying whether older edits remain`, async () => {
    const store = await openStore();
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    for (let index = 1; index <= 7; index++) await store.applyEdit(id, text('hero.title', `Title ${index}`), index === 7 ? 'editor@example.com' : null);
    const revisions = async (page: { before?: number; limit: number }) => {
      const { edits, more } = await store.history(id, page);
      return { revisions: edits.map((edit) => edit.revision), more };
    };
    expect(await revisions({ limit: 3 })).toEqual({ revisions: [7, 6, 5], more: true });
    expect(await revisions({ before: 5, limit: 3 })).toEqual({ revisions: [4, 3, 2], more: true });
    expect(await revisions({ before: 2, limit: 3 })).toEqual({ revisions: [1], more: false });
    expect(await revisions({ limit: 7 })).toEqual({ revisions: [7, 6, 5, 4, 3, 2, 1], more: false });
    // Each entry names the account that made it (the History dialog shows it), in every store.
    expect((await store.history(id, { limit: 2 })).edits).toMatchObject([
      { generationId: id, path: 'hero.title', oldValue: 'Title 6', newValue: 'Title 7', locale: 'en', author: 'editor@example.com' },
      { revision: 6, author: null },
    ]);
    expect(await store.history(newGenerationId(), { limit: 10 })).toEqual({ edits: [], more: false });
  });

  test(`${name}: compaction drops old edits already in a snapshot but keeps each field's latest, so conflicts are still caught`, async () => {
    const keep = { keepEdits: 5 };
    const store = await openStore(keep);
    const { id } = await store.create(newGenerationId(), defaultContent, defaultStyles);
    await store.applyEdit(id, text('hero.subtitle', 'Subtitle 1'));
    await store.applyEdit(id, text('hero.title', 'Un', { locale: 'fr' }));
    for (let revision = 3; revision <= 12; revision++) await store.applyEdit(id, text('hero.title', `Title ${revision}`));
    await closeStore(store);
    // A store that reads the generation anew writes a snapshot at its next save, and compacts then.
    const reopened = await openStore(keep);
    expect(await reopened.applyEdit(id, colour('hero', 'background', '#123123'))).toEqual({ revision: 13 });
    expect((await reopened.edits(id)).map((edit) => edit.revision)).toEqual([1, 2, 9, 10, 11, 12, 13]);
    expect((await reopened.history(id, { limit: 100 })).edits.map((edit) => edit.revision)).toEqual([13, 12, 11, 10, 9, 2, 1]);
    // Every field's latest revision is still known: a save that saw an older one is refused.
    await expect(reopened.applyEdit(id, text('hero.subtitle', 'Mine', { revision: 0 }))).rejects.toEqual(new EditConflict('hero.subtitle', 'Subtitle 1', 1));
    await expect(reopened.applyEdit(id, text('hero.title', 'Mien', { locale: 'fr', revision: 1 }))).rejects.toEqual(new EditConflict('hero.title', 'Un', 2));
    await expect(reopened.applyEdit(id, text('hero.title', 'Mine', { revision: 11 }))).rejects.toEqual(new EditConflict('hero.title', 'Title 12', 12));
    // Nothing of the state is lost, in this store or a fresh one.
    for (const reader of [reopened, await openStore(keep)]) {
      const generation = (await reader.get(id))!;
      expect(generation).toMatchObject({ revision: 13, content: { hero: { title: 'Title 12', subtitle: 'Subtitle 1' } }, styles: { hero: { background: '#123123' } } });
      expect(generation.translations.fr.hero.title).toBe('Un');
    }
  });

  test(`${name}: generations neither opened nor edited since the cutoff are deleted with their edits and the settings naming them; the others are kept`, async () => {
    const store = await openStore();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 15));
    const unused = await store.create(newGenerationId(), defaultContent, defaultStyles);
    await store.applyEdit(unused.id, text('hero.title', 'Old edit'));
    // The operator's start generation may be the one that expires: the setting naming it goes too, as a deletion's does.
    await store.accounts.setSetting('start_generation', unused.id);
    const [edited, opened] = [await store.create(newGenerationId(), defaultContent, defaultStyles), await store.create(newGenerationId(), defaultContent, defaultStyles)];
    await tick();
    const cutoff = new Date();
    await tick();
    const fresh = await store.create(newGenerationId(), defaultContent, defaultStyles);
    await store.applyEdit(edited.id, text('hero.title', 'Recent edit'));
    await store.touch(opened.id);
    expect(await store.expireUnused(cutoff)).toBe(1);
    expect(await store.get(unused.id)).toBeUndefined();
    expect(await store.edits(unused.id)).toEqual([]);
    expect(await store.accounts.setting('start_generation')).toBeUndefined();
    expect(await store.applyEdit(unused.id, text('hero.title', 'Too late'))).toBeUndefined();
    for (const kept of [edited, opened, fresh]) expect((await store.get(kept.id))?.id).toBe(kept.id);
    expect((await store.edits(edited.id)).map((edit) => edit.newValue)).toEqual(['Recent edit']);
    expect(await store.expireUnused(cutoff)).toBe(0);
    // A cutoff after everything expires everything, a few at a time.
    await tick();
    expect(await store.expireUnused(new Date())).toBe(3);
    expect(await store.latest()).toBeUndefined();
  });

  testAccountStore(name, openStore);
}
