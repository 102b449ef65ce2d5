import type { Translations } from '../../src/content/editions';
import type { Locale } from '../../core/locale';
import type { SiteContent, StyleSet } from '../../src/content/schema';
import type { AccountStore } from '../auth/account-store';

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
  /** The account that made the edit (its email), or null for an edit from before accounts. */
  author: string | null;
};

/** A page of a generation's edits, newest first, and whether older ones remain. */
export type HistoryPage = { edits: EditRecord[]; more: boolean };

/** Options both stores take. */
export type StoreOptions = {
  /** Edits kept per generation beyond each field's latest (KEEP_EDITS); tests make it small. */
  keepEdits?: number;
};

/** The one field an edit writes: what its edit row records, and what its conflicts are looked up by. */
export type EditedField = Pick<EditRecord, 'kind' | 'path' | 'locale'>;

/** What an edit makes of a generation: the parts it replaces, and its field's value before and after. */
export type EditResult = {
  content?: SiteContent;
  translations?: Translations;
  styles?: StyleSet;
  oldValue: string;
  newValue: string;
};

/**
 * How an edit changes a generation. It names its field up front so the store can look up that
 * field's latest revision inside its transaction (a query, in PostgreSQL) and hand the number to
 * `apply`, which stays synchronous and pure: it returns the new state or throws (an EditRejected,
 * or an EditConflict when the field changed since the editor last saw it). Being pure, it can run
 * inside any transaction, including one that a store shares between several edits.
 */
export type EditChange = {
  field: EditedField;
  /** `fieldRevision`: revision of the latest stored edit of `field`, 0 when it was never edited. */
  apply(generation: Generation, fieldRevision: number): EditResult;
};

/**
 * Storage for previews. One small asynchronous interface, so SQLite (the embedded default) and
 * PostgreSQL (several server instances on one database) are interchangeable.
 */
export interface PreviewStore {
  /**
   * Creates a generation with the given starting content, styles and translations (the default
   * French edition when none), made by the account `owner` (for quotas and lists; null: nobody's).
   */
  create(id: string, content: SiteContent, styles: StyleSet, translations?: Translations, owner?: string | null): Promise<Generation>;
  /** A generation, upgraded to today's content shape as it is read; undefined when there is none. */
  get(id: string): Promise<Generation | undefined>;
  /** The most recently created generation, if any. */
  latest(): Promise<Generation | undefined>;
  /**
   * Applies one edit atomically: reads the generation, looks up the field's last revision,
   * computes the change, stores the new state and the edit row in one transaction, and resolves
   * with the new revision once it is durable (undefined when there is no such generation). A
   * change that throws rejects the promise and stores nothing.
   */
  applyEdit(id: string, change: EditChange, author?: string | null): Promise<{ revision: number } | undefined>;
  /** Every edit of a generation still kept (see KEEP_EDITS), oldest first. */
  edits(id: string): Promise<EditRecord[]>;
  /**
   * One page of a generation's history, newest first: at most `limit` edits older than revision
   * `before` (the newest when absent); `more` says whether older edits remain. One indexed query,
   * whatever the generation's past.
   */
  history(id: string, page: { before?: number; limit: number }): Promise<HistoryPage>;
  /**
   * Notes that a generation was opened (a preview page was served), so that the expiry of unused
   * generations spares it. Written at most once an hour per generation and process.
   */
  touch(id: string): Promise<void>;
  /**
   * Deletes, with their edits, grants and links, the generations neither edited nor opened since
   * `cutoff`, a few at a time; resolves with how many were deleted.
   */
  expireUnused(cutoff: Date): Promise<number>;
  /** Accounts, sessions and one-time links, in the same database (docs/decisions/031). */
  readonly accounts: AccountStore;
  /** Closes the database (the file, or the pool's connections). */
  close(): Promise<void>;
}
