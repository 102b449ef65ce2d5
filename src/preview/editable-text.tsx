import { createElement, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { TextSlotProps } from '../ui/edit-slots';
import { usePreviewActions } from './preview-actions';

/**
 * A text of the content object, editable in place as plain text. Blur saves a change; Escape
 * cancels it; Enter ends the edit. The element's text is set through the DOM (never as markup),
 * so what the editor types is shown exactly as typed.
 */
export function EditableText({ path, value, as = 'span', className, id }: TextSlotProps) {
  const ref = useRef<HTMLElement>(null);
  const { saveText } = usePreviewActions();

  useLayoutEffect(() => {
    if (ref.current && ref.current.textContent !== value) ref.current.textContent = value;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.currentTarget.textContent = value;
      event.currentTarget.blur();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain').replace(/\s+/g, ' ');
    document.execCommand('insertText', false, text);
  };

  const onBlur = async () => {
    const element = ref.current;
    if (!element) return;
    const next = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (next === value) {
      element.textContent = value;
      return;
    }
    const saved = await saveText(path, next);
    if (!saved && ref.current) ref.current.textContent = value;
  };

  return createElement(as, {
    ref,
    id,
    className: className ? `${className} editable-text` : 'editable-text',
    contentEditable: 'plaintext-only',
    suppressContentEditableWarning: true,
    spellCheck: true,
    'data-content-path': path,
    onKeyDown,
    onPaste,
    onDrop: (event: Event) => event.preventDefault(),
    onBlur: () => void onBlur(),
    // A click inside a link or a summary edits the text instead of following or toggling it.
    onClick: (event: MouseEvent) => event.preventDefault(),
  });
}
