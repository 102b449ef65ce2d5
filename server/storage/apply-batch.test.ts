import { expect, test } from 'vitest';
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { defaultTranslations } from '../../src/content/editions';
import { contentChange } from '../preview/edits';
import { applyBatch, snapshotsDue } from './apply-batch';
import type { Generation } from './preview-store';
import { SNAPSHOT_EVERY } from './replay-edits';

const generation = (id: string, revision: number): Generation => ({
  id,
  content: defaultContent,
  translations: defaultTranslations,
  styles: defaultStyles,
  revision,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
});

test('a batch is applied in order: each edit sees the revisions and content the ones before it left, and a missing generation is answered undefined', () => {
  const stored = new Map([['a', generation('a', 7)]]);
  const { outcomes, rows, after } = applyBatch(
    [
      { id: 'a', change: contentChange({ path: 'hero.title', content: 'One', revision: 3 }) },
      { id: 'a', change: contentChange({ path: 'hero.title', content: 'Two', revision: 3 }) },
      { id: 'gone', change: contentChange({ path: 'hero.title', content: 'x' }) },
      { id: 'a', change: contentChange({ path: 'hero.title', content: 'Three', revision: 8 }) },
    ],
    (id) => stored.get(id),
    () => 3,
    '2026-11-26T10:00:00.000Z',
  );
  expect(outcomes.map((outcome) => (outcome.ok ? outcome.value : (outcome.error as Error).constructor.name))).toEqual([{ revision: 8 }, 'EditConflict', undefined, { revision: 9 }]);
  expect(rows.map((row) => [row.revision, row.old_value, row.new_value])).toEqual([
    [8, defaultContent.hero.title, 'One'],
    [9, 'One', 'Three'],
  ]);
  expect(after.get('a')).toMatchObject({ revision: 9, updatedAt: '2026-11-26T10:00:00.000Z', content: { hero: { title: 'Three' } } });
  expect(stored.get('a')!.content.hero.title).toBe(defaultContent.hero.title);
});

test('snapshots due: every generation due after a read, and of those due by age only the one longest without', () => {
  const edited = [generation('fresh', 5), generation('old', SNAPSHOT_EVERY + 9), generation('older', SNAPSHOT_EVERY + 20), generation('read', 3)];
  const snapshotAt: Record<string, number> = { fresh: 1, old: 1, older: 1, read: 3 };
  const due = snapshotsDue(
    edited,
    (id) => snapshotAt[id]!,
    (id) => id === 'read',
  );
  expect(due.map((g) => g.id)).toEqual(['older', 'read']);
  expect(
    snapshotsDue(
      [generation('young', SNAPSHOT_EVERY)],
      () => 1,
      () => false,
    ),
  ).toEqual([]);
  expect(
    snapshotsDue(
      [generation('due', SNAPSHOT_EVERY + 1)],
      () => 1,
      () => false,
    ).map((g) => g.id),
  ).toEqual(['due']);
});
