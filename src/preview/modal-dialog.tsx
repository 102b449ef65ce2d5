import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  title: string;
  /** Called when the dialog closes by its close button or Escape. */
  onClose: () => void;
  /** Hide the close button (the editor must choose with the dialog's own buttons). */
  noCloseButton?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * An editor's modal dialog: the platform's <dialog> opened with showModal (focus moves into it and
 * stays there, Escape closes it, the page behind is inert), focus going back where it was after.
 */
export function ModalDialog({ title, onClose, noCloseButton, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={`editor-dialog ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <div className="editor-dialog__head">
        <h2 id={titleId} className="editor-dialog__title">
          {title}
        </h2>
        {noCloseButton ? null : (
          <button type="button" className="editor-dialog__close" onClick={() => ref.current?.close()}>
            Close
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
