import { expect, test } from 'vitest';
import { replayEdits } from './replay-edits';
import type { EditRow } from './stored-rows';

const row = (revision: number, kind: EditRow['kind'], path: string, locale: EditRow['locale'], value: string): EditRow => ({
  generation_id: 'gen-x',
  author: null,
  kind,
  path,
  locale,
  old_value: '',
  new_value: value,
  revision,
  created_at: '2026-11-23T00:00:00.000Z',
});

test('edits replay in order on the stored data: texts per language, colours per component, the rest shared', () => {
  const stored = {
    content: { hero: { title: 'Old', subtitle: 'Kept' }, items: [{ title: 'a' }] },
    translations: { fr: { hero: { title: 'Vieux' } } },
    styles: { hero: { background: '#000000' } },
  };
  const replayed = replayEdits(stored, [
    row(2, 'content', 'hero.title', 'en', 'First'),
    row(3, 'content', 'hero.title', 'fr', 'Premier'),
    row(4, 'style', 'hero.background', null, '#123456'),
    row(5, 'style', 'footer.link.hover', null, '#abcdef'),
    row(6, 'content', 'items.0.title', 'en', 'b'),
    row(7, 'content', 'hero.title', 'en', 'Second'),
  ]);
  expect(replayed).toEqual({
    content: { hero: { title: 'Second', subtitle: 'Kept' }, items: [{ title: 'b' }] },
    translations: { fr: { hero: { title: 'Premier' } } },
    styles: { hero: { background: '#123456' }, footer: { 'link.hover': '#abcdef' } },
  });
  expect(stored.content.hero.title).toBe('Old');
});

test('an edit that no longer fits the stored data is an error, not a silent skip', () => {
  expect(() => replayEdits({ content: { hero: { title: 'x' } }, translations: {}, styles: {} }, [row(2, 'content', 'hero.gone', 'en', 'y')])).toThrow(
    'stored edit 2 (hero.gone) does not fit the stored content',
  );
  expect(() => replayEdits({ content: {}, translations: {}, styles: {} }, [row(2, 'content', 'hero.title', 'fr', 'y')])).toThrow('does not fit');
});
