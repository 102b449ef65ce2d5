import { createElement, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { parseContentPath } from '../content/content-path';
import textLimits from 'virtual:text-limits';
import { textLimitIn } from '../content/text-limits';
import type { TextSlotProps } from '../ui/edit-slots';
import { upTo } from './characters';
import { markTyping } from './leave-guard';
import { usePreviewActions } from './preview-actions';

/** The share of a text's limit at which the editor starts showing what is left: from 80 % on. */
export const SHOW_REMAINING_FROM = 0.8;

/** What is left of a text's limit, as the editor reads it; null while the text is well under it. */
export function remainingText(length: number, limit: number | undefined): string | null {
  if (limit === undefined || length < limit * SHOW_REMAINING_FROM) return null;
  const left = limit - length;
  return left === 1 ? '1 character left' : `${Math.max(left, 0).toLocaleString('en-CA')} characters left`;
}

/**
 * What a paste puts in a text: plain, on one line, and cut to the `room` left (in UTF-16 units,
 * as the limit counts) between characters as the reader sees them. A cut through an emoji would
 * leave half a surrogate pair, which the server refuses, losing the whole edit.
 */
export function pastedText(text: string, room: number): string {
  return upTo(text.replace(/\s+/g, ' '), Math.max(room, 0));
}

/**
 * A text of the content object, editable in place as plain text. Blur saves a change; Escape
 * cancels it; Enter ends the edit. The element's text is set through the DOM (never as markup),
 * so what the editor types is shown exactly as typed.
 */
export function EditableText({ path, value, as = 'span', className, id }: TextSlotProps) {
  const ref = useRef<HTMLElement>(null);
  const { saveText } = usePreviewActions();
  // The limit is the content schema's own, the one the server holds a save to, from the table the
  // build made of it (text-limits.ts).
  const limit = useMemo(() => textLimitIn(textLimits, parseContentPath(path) ?? []), [path]);
  const [remaining, setRemaining] = useState<string | null>(() => remainingText(value.length, limit));

  useLayoutEffect(() => {
    if (ref.current && ref.current.textContent !== value) ref.current.textContent = value;
    setRemaining(remainingText(value.length, limit));
  }, [value, limit]);

  /** Room left for what is typed or pasted over the current selection. */
  const room = (element: HTMLElement) => {
    if (limit === undefined) return Infinity;
    const selection = window.getSelection();
    const selected = selection && element.contains(selection.anchorNode) ? selection.toString().length : 0;
    return limit - (element.textContent ?? '').length + selected;
  };

  // A text never grows past its limit, so it cannot push its section out of shape.
  const onBeforeInput = (event: FormEvent<HTMLElement>) => {
    const data = (event.nativeEvent as InputEvent).data ?? '';
    if (data.length > 0 && data.length > room(event.currentTarget)) event.preventDefault();
  };

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
    const fits = pastedText(event.clipboardData.getData('text/plain'), room(event.currentTarget));
    if (fits) document.execCommand('insertText', false, fits);
  };

  const onBlur = async () => {
    const element = ref.current;
    if (!element) return;
    markTyping(element, false);
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
    // Text in any language, right-to-left included, takes its own direction.
    dir: 'auto',
    'data-remaining': remaining ?? undefined,
    onKeyDown,
    onBeforeInput,
    onInput: (event: FormEvent<HTMLElement>) => {
      markTyping(event.currentTarget, true);
      setRemaining(remainingText((event.currentTarget.textContent ?? '').length, limit));
    },
    onPaste,
    onDrop: (event: Event) => event.preventDefault(),
    onBlur: () => void onBlur(),
    // A click inside a link or a summary edits the text instead of following or toggling it.
    onClick: (event: MouseEvent) => event.preventDefault(),
  });
}
