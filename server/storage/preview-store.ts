import type { Translations } from '../../src/content/editions';
import type { Locale } from '../../src/content/locale';
import type { SiteContent, StyleSet } from '../../src/content/schema';

/** An editor's working copy of the site: its content and styles, and how many edits it has had. */
export type Generation = {
  id: string;
  /** The English edition. */
  content: SiteContent;
  /** The other languages' editions (French). */
  translations: Translations;
  /** Colours, shared by every language. */
  styles: StyleSet;
  /** Number of accepted edits; 0 for a fresh copy. */
  revision: number;
  createdAt: string;
  updatedAt: string;
};

/** One accepted edit, as stored. */
export type EditRecord = {
  generationId: string;
  kind: 'content' | 'style';
  /** Content path, or component.stylePath for a colour. */
  path: string;
  /** The edition a text edit changed; null for a colour, which every language shares. */
  locale: Locale | null;
  oldValue: string;
  newValue: string;
  revision: number;
  createdAt: string;
};

/** What an edit may ask about the stored history of its generation while it is being applied. */
export type FieldHistory = {
  /** Revision of the latest edit of one field (kind, path and language as stored), 0 when it was never edited. */
  lastRevision(kind: EditRecord['kind'], path: string, locale: Locale | null): number;
};

/**
 * How an edit changes a generation; returns the new content/styles or throws (an EditRejected,
 * or an EditConflict when the field changed since the editor last saw it). It runs inside the
 * store's transaction, so what it reads cannot change before its result is stored.
 */
export type EditChange = (generation: Generation, history: FieldHistory) => {
  content?: SiteContent;
  translations?: Translations;
  styles?: StyleSet;
  record: Pick<EditRecord, 'kind' | 'path' | 'locale' | 'oldValue' | 'newValue'>;
};

/**
 * Storage for previews. One small interface so SQLite (the embedded default) and a later
 * PostgreSQL store for several server instances are interchangeable.
 */
export interface PreviewStore {
  /** Creates a generation with the given starting content, styles and translations (the default French edition when none). */
  create(id: string, content: SiteContent, styles: StyleSet, translations?: Translations): Generation;
  get(id: string): Generation | undefined;
  /** The most recently created generation, if any. */
  latest(): Generation | undefined;
  /**
   * Applies one edit atomically: reads the generation, computes the change, stores the new
   * state and the edit row in one transaction, and returns the new revision.
   */
  applyEdit(id: string, change: EditChange): { revision: number } | undefined;
  /** Every edit of a generation, oldest first. */
  edits(id: string): EditRecord[];
  close(): void;
}
