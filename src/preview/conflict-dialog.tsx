import { languageOf, LOCALE_TAGS } from '../../core/locale';
import type { Conflict } from './editor-session';
import { FieldValue } from './field-value';
import { fieldLabel, fieldLocale } from './fields';
import { ModalDialog } from './modal-dialog';

/**
 * Asked when a save meets a change someone else made to the same field since the editor last saw
 * it: nothing is overwritten until the editor chooses. Closing the dialog (Escape) takes theirs,
 * the choice that overwrites nobody.
 */
export function ConflictDialog({ conflict, choose }: { conflict: Conflict; choose: (choice: 'mine' | 'theirs') => void }) {
  // A text's language is named: an undo can ask about a text of the other edition than the page shows.
  const locale = fieldLocale(conflict.field);
  return (
    <ModalDialog title="Someone else changed this" onClose={() => choose('theirs')} noCloseButton className="conflict-dialog">
      <p>
        <strong>{fieldLabel(conflict.field)}</strong>
        {locale ? (
          <>
            {' '}
            (<span lang={LOCALE_TAGS[locale]}>{languageOf(locale).name}</span>)
          </>
        ) : null}{' '}
        was changed in another window or by another editor since you last saw it. Which version should stay?
      </p>
      <dl className="conflict-dialog__versions">
        <div>
          <dt>Their version (saved now)</dt>
          <dd>
            <FieldValue field={conflict.field} value={conflict.theirs} />
          </dd>
        </div>
        <div>
          <dt>Your version</dt>
          <dd>
            <FieldValue field={conflict.field} value={conflict.mine} />
          </dd>
        </div>
      </dl>
      <div className="editor-dialog__actions">
        <button type="button" className="editor-button editor-button--primary" onClick={() => choose('mine')}>
          Keep mine
        </button>
        <button type="button" className="editor-button" onClick={() => choose('theirs')}>
          Take theirs
        </button>
      </div>
    </ModalDialog>
  );
}
