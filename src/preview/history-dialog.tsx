import { useCallback, useEffect, useState } from 'react';
import { languageOf, LOCALE_TAGS, type Locale } from '../../core/locale';
import { siteStringsOf } from '../content/strings-by-language';
import type { SiteStrings } from '../content/site-strings';
import { FieldValue } from './field-value';
import { fieldFromStored, fieldKey, fieldLabel, storedPath, type Field } from './fields';
import { ModalDialog } from './modal-dialog';
import { signInHref } from './signed-in';
import type { HistoryEntry, HistoryReply } from '../../core/preview-requests';

const when = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

type Props = {
  generationId: string;
  /** The edition being edited: the language of the words that load earlier changes. */
  locale?: Locale;
  /** Saves a field's earlier value as a new change; `current` is its value now, `seen` the revision that set it. */
  restore: (field: Field, current: string, value: string, seen: number) => Promise<boolean>;
  onClose: () => void;
};

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'signed-out' } | { state: 'ready'; history: HistoryReply };

/** The server asked for a sign-in (401): the session ended; no connection to check. */
class HistorySignedOut extends Error {}

/** Where loading an earlier page stands. */
type More = 'idle' | 'loading' | 'failed';

/** One page of the history: the newest edits, or those before revision `before`. */
async function fetchPage(generationId: string, before?: number): Promise<HistoryReply> {
  const query = before === undefined ? '' : `?before=${before}`;
  const response = await fetch(`/api/preview/${generationId}/history${query}`, { cache: 'no-store' });
  if (response.status === 401) throw new HistorySignedOut('history answered 401');
  if (!response.ok) throw new Error(`history answered ${response.status}`);
  return (await response.json()) as HistoryReply;
}

/**
 * The changes of the generation, newest first, a page at a time: which field, its value before
 * and after, when. Earlier pages load on demand. Restoring a change's earlier value is a new
 * change (the history never loses a step).
 */
export function HistoryDialog({ generationId, locale = 'en', restore, onClose }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [more, setMore] = useState<More>('idle');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setLoaded({ state: 'ready', history: await fetchPage(generationId) });
      setMore('idle');
    } catch (error) {
      console.warn(error);
      setLoaded({ state: error instanceof HistorySignedOut ? 'signed-out' : 'failed' });
    }
  }, [generationId]);

  const loadEarlier = async (history: HistoryReply) => {
    if (history.before === null) return;
    setMore('loading');
    try {
      const page = await fetchPage(generationId, history.before);
      setLoaded({ state: 'ready', history: { ...page, edits: [...history.edits, ...page.edits] } });
      setMore('idle');
    } catch (error) {
      console.warn(error);
      setMore('failed');
    }
  };

  useEffect(() => {
    void load();
  }, [load]);

  const onRestore = async (entry: HistoryEntry, latest: HistoryEntry) => {
    setBusy(true);
    const field = fieldFromStored(entry.kind, entry.path, entry.locale);
    if (await restore(field, latest.newValue, entry.oldValue, latest.revision)) await load();
    setBusy(false);
  };

  return (
    <ModalDialog title="History of changes" onClose={onClose} className="history-dialog">
      {loaded.state === 'loading' ? <p role="status">Loading the history...</p> : null}
      {loaded.state === 'failed' ? (
        <div role="alert" className="editor-dialog__error">
          <p>The history could not be loaded. Check the connection and try again.</p>
          <button type="button" className="editor-button" onClick={() => void load()}>
            Try again
          </button>
        </div>
      ) : null}
      {loaded.state === 'signed-out' ? (
        <div role="alert" className="editor-dialog__error" lang={locale}>
          <p>{siteStringsOf(locale).historySignedOut.text}</p>
          <a className="editor-button" href={signInHref(locale)}>
            {siteStringsOf(locale).historySignedOut.link}
          </a>
        </div>
      ) : null}
      {loaded.state === 'ready' ? (
        <>
          <HistoryList history={loaded.history} busy={busy} onRestore={onRestore} />
          <EarlierChanges history={loaded.history} more={more} words={siteStringsOf(locale).earlierChanges} lang={locale} onLoad={() => void loadEarlier(loaded.history)} />
        </>
      ) : null}
    </ModalDialog>
  );
}

/** The button that loads the page before the oldest shown, its progress and failure, or the note that older changes are folded. */
function EarlierChanges({ history, more, words, lang, onLoad }: { history: HistoryReply; more: More; words: SiteStrings['earlierChanges']; lang: string; onLoad: () => void }) {
  if (history.before === null) {
    const folded = history.edits.length < history.revision;
    return folded ? (
      <p className="history-dialog__folded" lang={lang}>
        {words.folded}
      </p>
    ) : null;
  }
  return (
    <div className="history-dialog__more" lang={lang}>
      {more === 'failed' ? <p role="alert">{words.failed}</p> : null}
      <p role="status">{more === 'loading' ? words.loading : ''}</p>
      <button type="button" className="editor-button" disabled={more === 'loading'} onClick={onLoad}>
        {words.button}
      </button>
    </div>
  );
}

/** Whether two values of a field are the same: colours stored before they were normalised may be upper-case hex (#0B1F3F is #0b1f3f). */
function sameValue(field: Field, a: string, b: string): boolean {
  return field.kind === 'style' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

function HistoryList({ history, busy, onRestore }: { history: HistoryReply; busy: boolean; onRestore: (entry: HistoryEntry, latest: HistoryEntry) => Promise<void> }) {
  if (history.edits.length === 0) return <p>No changes yet: everything is as the generation started.</p>;
  // The newest entry of each field holds its value now.
  const latest = new Map<string, HistoryEntry>();
  for (const entry of history.edits) {
    const key = fieldKey(fieldFromStored(entry.kind, entry.path, entry.locale));
    if (!latest.has(key)) latest.set(key, entry);
  }
  return (
    <>
      <p className="history-dialog__summary">{history.edits.length === 1 ? '1 change' : `${history.edits.length} changes`} shown, newest first. Restoring an earlier value adds a new change.</p>
      <ol className="history-dialog__list">
        {history.edits.map((entry) => {
          const field = fieldFromStored(entry.kind, entry.path, entry.locale);
          const now = latest.get(fieldKey(field))!;
          const label = fieldLabel(field);
          const current = sameValue(field, now.newValue, entry.oldValue);
          return (
            <li key={entry.revision} className="history-entry">
              <p className="history-entry__field">
                <strong>{label}</strong>{' '}
                {entry.locale ? (
                  <span className="history-entry__locale" lang={LOCALE_TAGS[entry.locale]}>
                    {languageOf(entry.locale).name}
                  </span>
                ) : null}{' '}
                <code>{storedPath(field)}</code>
              </p>
              <p className="history-entry__change">
                <span className="history-entry__was">Was</span> <FieldValue field={field} value={entry.oldValue} /> <span className="history-entry__now">became</span>{' '}
                <FieldValue field={field} value={entry.newValue} />
              </p>
              <p className="history-entry__meta">
                Change {entry.revision}
                {entry.author ? (
                  <>
                    {' '}
                    · by <span className="history-entry__author">{entry.author}</span>
                  </>
                ) : null}{' '}
                · <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
              </p>
              <button
                type="button"
                className="editor-button editor-button--small"
                disabled={busy || current}
                aria-label={current ? undefined : `Restore earlier value of ${label}${entry.locale ? ` (${languageOf(entry.locale).name})` : ''} (before change ${entry.revision})`}
                onClick={() => void onRestore(entry, now)}
              >
                {current ? 'Current value' : 'Restore earlier value'}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
