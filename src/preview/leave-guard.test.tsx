// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { EditableText } from './editable-text';
import { useLeaveGuard } from './leave-guard';
import { PreviewActionsContext, type PreviewActions } from './preview-actions';

afterEach(cleanup);

/** Whether leaving the page now would ask first (the browser's "Leave site?"). */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

test('leaving the page asks first while a text is typed and not yet saved, or a save is on its way; not otherwise', () => {
  let saving = false;
  renderHook(() => useLeaveGuard(() => saving));
  const actions = { saveText: () => Promise.resolve(true) } as unknown as PreviewActions;
  const element = render(
    <PreviewActionsContext value={actions}>
      <EditableText path="hero.title" value="Casino night" as="h1" />
    </PreviewActionsContext>,
  ).container.querySelector<HTMLElement>('[data-content-path]')!;
  expect(leavingAsks()).toBe(false);
  element.focus();
  element.textContent = 'Typed, then Ctrl+R';
  fireEvent.input(element);
  expect(leavingAsks()).toBe(true);
  // Leaving the text saves it: the save under way is the session's to report.
  fireEvent.blur(element);
  expect(leavingAsks()).toBe(false);
  saving = true;
  expect(leavingAsks()).toBe(true);
  saving = false;
  // Escape puts the text back: nothing to lose.
  fireEvent.input(element);
  fireEvent.keyDown(element, { key: 'Escape' });
  fireEvent.blur(element);
  expect(leavingAsks()).toBe(false);
});
