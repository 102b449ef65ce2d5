import type { Locale } from '../../core/locale';
import { readStoredData } from '../../src/content/upgrade-content';
import type { EditRecord, Generation } from './preview-store';
import { replayEdits } from './replay-edits';

/** A generations row as both stores read it: JSON columns as their text, times as ISO strings. */
export type GenerationRow = {
  id: string;
  content: string;
  translations: string;
  styles: string;
  revision: number;
  created_at: string;
  updated_at: string;
};

/** An edits row as both stores read it. */
export type EditRow = {
  generation_id: string;
  kind: 'content' | 'style';
  path: string;
  locale: Locale | null;
  old_value: string;
  new_value: string;
  revision: number;
  created_at: string;
  /** Who made the edit; null for edits from before accounts. */
  author: string | null;
};

/**
 * A stored generation, its content brought up to today's shape as it is read (whichever store
 * holds it). `later`: edits stored after the row's state was written (both stores write their rows
 * as snapshots, every so often), replayed in order before the upgrade.
 */
export function toGeneration(row: GenerationRow, later: readonly EditRow[] = []): Generation {
  const stored = { content: JSON.parse(row.content) as unknown, translations: JSON.parse(row.translations) as unknown, styles: JSON.parse(row.styles) as unknown };
  const raw = later.length > 0 ? replayEdits(stored, later) : stored;
  const { content, translations, styles } = readStoredData(raw.content, raw.styles, raw.translations);
  const last = later.at(-1);
  return {
    id: row.id,
    content,
    translations,
    styles,
    revision: last?.revision ?? row.revision,
    createdAt: row.created_at,
    updatedAt: last?.created_at ?? row.updated_at,
  };
}

/** A stored edit in the shape the API and the history panel use. */
export function toEdit(row: EditRow): EditRecord {
  return {
    generationId: row.generation_id,
    kind: row.kind,
    path: row.path,
    locale: row.locale,
    oldValue: row.old_value,
    newValue: row.new_value,
    revision: row.revision,
    createdAt: row.created_at,
    author: row.author ?? null,
  };
}
