import { parseContentPath, textAt, withTextAt } from '../../src/content/content-path';
import { DEFAULT_LOCALE, type Locale } from '../../core/locale';
import { editionOf, withEdition } from '../../src/content/editions';

/** How many edits a generation's row may trail its latest revision before a store writes it again. */
export const SNAPSHOT_EVERY = 200;

/** A generation's stored data as written, before any upgrade: content, other editions, styles. */
export type RawData = { content: unknown; translations: unknown; styles: unknown };

/** What replaying needs of a stored edit (an edits row, stored-rows.ts, has these columns and more). */
export type ReplayedEdit = {
  kind: 'content' | 'style';
  path: string;
  locale: Locale | null;
  new_value: string;
  revision: number;
};

/**
 * The stored data with later edits applied, in revision order: how either store brings a
 * generation's row, a snapshot written every so often and not at every save (apply-batch.ts), up
 * to the generation's latest revision. An edit is replayed on the data as written, before any
 * upgrade, because it was made on data of that same shape (the store writes a new snapshot the
 * first time it saves after reading one). An edit that no longer fits (its text is gone) means
 * the stored data was changed by hand: it throws.
 */
export function replayEdits(data: RawData, edits: readonly ReplayedEdit[]): RawData {
  let { content, translations, styles } = data;
  for (const edit of edits) {
    if (edit.kind === 'style') {
      const dot = edit.path.indexOf('.');
      const [component, stylePath] = [edit.path.slice(0, dot), edit.path.slice(dot + 1)];
      const set = (isRecord(styles) ? styles : {}) as Record<string, Record<string, string>>;
      styles = { ...set, [component]: { ...(isRecord(set[component]) ? set[component] : {}), [stylePath]: edit.new_value } };
      continue;
    }
    const segments = parseContentPath(edit.path);
    // A content edit stored before editions had languages has none: it was made on the default one.
    const locale = edit.locale ?? DEFAULT_LOCALE;
    const edition = languageEdition({ content, translations }, locale);
    if (!segments || textAt(edition, segments) === undefined) throw new Error(`stored edit ${edit.revision} (${edit.path}) does not fit the stored content`);
    ({ content, translations } = { content, translations, ...withEdition({ content, translations }, locale, withTextAt(edition, segments, edit.new_value)) });
  }
  return { content, translations, styles };
}

/** The stored edition an edit was made on, or undefined when the stored data lacks that language. */
function languageEdition(data: Omit<RawData, 'styles'>, locale: Locale): unknown {
  try {
    return editionOf(data, locale);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
