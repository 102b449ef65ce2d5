import { useSyncExternalStore } from 'react';
import { languageOf, LOCALE_TAGS, LOCALES, type Locale } from '../../core/locale';
import { previewPathIn } from '../../core/preview-path';
import type { EditorSession } from './editor-session';
import { STATUS_TEXT } from './editor-text';
import { signInHref } from './signed-in';
import { SignedInAs } from './signed-in-as';

type Props = {
  session: EditorSession;
  generationId: string;
  /** The language of the page being edited. */
  locale: Locale;
  onHistory: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onPublish: () => void;
};

/**
 * The slim bar above the previewed site: which generation, whether everything is saved, and the
 * editor's commands. It sits in the page's flow (never over the content) and only preview pages
 * load it.
 */
export function EditorBar({ session, generationId, locale, onHistory, onUndo, onRedo, onPublish }: Props) {
  const { status, revision, canUndo, canRedo } = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  return (
    <div className="editor-bar" role="region" aria-label="Editor">
      <p className="editor-bar__generation">
        <span className="editor-bar__mode">Preview</span>{' '}
        <span className="editor-bar__id" title={generationId}>
          {generationId.slice(0, 12)}…
        </span>{' '}
        <span className="editor-bar__revision">change {revision}</span>
      </p>
      <p className={`editor-bar__status editor-bar__status--${status}`} role="status">
        <span className="editor-bar__dot" aria-hidden="true" />
        {STATUS_TEXT[status]}
        {status === 'signed-out' ? (
          <>
            {' '}
            <a className="editor-bar__sign-in" href={signInHref(locale)}>
              Sign in
            </a>
          </>
        ) : null}
      </p>
      {/* Which edition is being edited; the other opens the same page in that language. Buttons,
          not links, so the site's skip link stays the page's first link. */}
      <div className="editor-bar__languages" role="group" aria-label="Language being edited">
        {LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            className="editor-bar__language"
            lang={LOCALE_TAGS[option]}
            aria-pressed={option === locale}
            onClick={() => {
              if (option !== locale) window.location.assign(previewPathIn(window.location.pathname, option));
            }}
          >
            {languageOf(option).name}
          </button>
        ))}
      </div>
      <div className="editor-bar__actions">
        <button type="button" className="editor-bar__button" onClick={onHistory}>
          History
        </button>
        <button type="button" className="editor-bar__button" disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </button>
        <button type="button" className="editor-bar__button" disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          Redo
        </button>
        <button type="button" className="editor-bar__button editor-bar__button--primary" onClick={onPublish}>
          Publish
        </button>
      </div>
      <SignedInAs locale={locale} />
    </div>
  );
}
