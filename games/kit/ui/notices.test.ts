// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { createNotices } from './notices';

test('a notice reworded in place keeps its place and is not announced again; one the player dismissed stays dismissed', () => {
  const notices = createNotices();
  notices.show('Free coins in 3 h 20 min.', 'low');
  notices.update('Free coins in 3 h 19 min.', 'low');
  expect([...notices.element.querySelectorAll('.shell__notice span')].map((span) => [span.textContent, span.getAttribute('aria-live')])).toEqual([['Free coins in 3 h 19 min.', 'off']]);
  notices.element.querySelector<HTMLButtonElement>('.shell__notice-close')!.click();
  notices.update('Free coins in 3 h 18 min.', 'low');
  expect(notices.element.children).toHaveLength(0);
});
