// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { CONTENT_LIMITS } from '../content/text-schema';
import builtLimits from 'virtual:text-limits';
import { textLimits } from '../content/text-field-check';
import { textLimitIn } from '../content/text-limits';
import { EditableText, pastedText, remainingText } from './editable-text';
import { PreviewActionsContext, type PreviewActions } from './preview-actions';

afterEach(cleanup);

/** A text's limit as the editor reads it: from the table the build made of the schema. */
const textLimitAt = (segments: readonly string[]) => textLimitIn(builtLimits, segments);

const actions = { saveText: () => Promise.resolve(true) } as unknown as PreviewActions;

const editable = (path: string, value: string) =>
  render(
    <PreviewActionsContext value={actions}>
      <EditableText path={path} value={value} as="p" />
    </PreviewActionsContext>,
  ).container.querySelector<HTMLElement>('[data-content-path]')!;

test('the limits come from the content schema, through lists and checked objects alike', () => {
  expect(textLimitAt(['hero', 'title'])).toBe(CONTENT_LIMITS.labelChars);
  expect(textLimitAt(['hero', 'subtitle'])).toBe(CONTENT_LIMITS.leadChars);
  expect(textLimitAt(['faq', 'sections', '0', 'items', '1', 'answer'])).toBe(CONTENT_LIMITS.paragraphChars);
  expect(textLimitAt(['responsiblePlay', 'help', 'lines', '2', 'description'])).toBe(CONTENT_LIMITS.textChars);
  expect(textLimitAt(['hero', 'nothing'])).toBeUndefined();
});

test("the editor's table of limits is the schema's, as the build makes it, and is read the same way", () => {
  expect(builtLimits).toEqual(textLimits());
  expect(Object.keys(builtLimits).length).toBeGreaterThan(100);
  expect(textLimitAt(['faq', 'sections', '3', 'items', '0', 'question'])).toBe(CONTENT_LIMITS.textChars);
  expect(textLimitAt(['games', 'items', '0', 'badge'])).toBeUndefined();
});

test('what is left shows from 80 % of the limit on, never below zero', () => {
  expect(remainingText(319, 400)).toBeNull();
  expect(remainingText(320, 400)).toBe('80 characters left');
  expect(remainingText(399, 400)).toBe('1 character left');
  expect(remainingText(4_800, 1_000)).toBe('0 characters left');
  expect(remainingText(10, undefined)).toBeNull();
});

test('an editable text takes its own direction and shows what is left of its limit once it nears it', () => {
  const short = editable('hero.subtitle', 'Short');
  expect(short.getAttribute('dir')).toBe('auto');
  expect(short.hasAttribute('data-remaining')).toBe(false);
  cleanup();
  const long = editable('hero.subtitle', 'x'.repeat(350));
  expect(long.dataset.remaining).toBe('50 characters left');
  cleanup();
  expect(editable('hero.title', 'مرحبا بكم').getAttribute('dir')).toBe('auto');
});

test('a paste cut at the limit never cuts a character in two, so the server can take it', () => {
  // 😀 is two UTF-16 units, 👍🏽 four, 👩‍👩‍👧 eight: a cut inside one would be half a character, or another emoji.
  expect(pastedText('😀😀', 1)).toBe('');
  expect(pastedText('ab😀', 3)).toBe('ab');
  expect(pastedText('ok👍🏽', 5)).toBe('ok');
  expect(pastedText('👩‍👩‍👧 family', 7)).toBe('');
  expect(pastedText('é😀', 3)).toBe('é😀');
  expect(pastedText('two\r\n\tlines  here', 100)).toBe('two lines here');
  expect(pastedText('anything', 0)).toBe('');
});

test('a legal text, one paragraph or a list of them, has the paragraph’s limit: its editor says what is left and stops a paste there', () => {
  expect(textLimitAt(['privacy', 'sections', '1', 'content'])).toBe(CONTENT_LIMITS.paragraphChars);
  expect(textLimitAt(['privacy', 'sections', '0', 'content', '0'])).toBe(CONTENT_LIMITS.paragraphChars);
  expect(textLimitAt(['terms', 'sections', '0', 'title'])).toBe(CONTENT_LIMITS.labelChars);
  expect(editable('privacy.sections.1.content', 'x'.repeat(4_990)).dataset.remaining).toBe('10 characters left');
});
