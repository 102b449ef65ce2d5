import { h } from './dom';
import { pick } from '../locale';
import { shellStrings } from '../strings';

/** Notices the player must see: they stay until dismissed, and game messages never overwrite them. */
export type Notices = {
  element: HTMLElement;
  /** Shows a notice; one with a `key` replaces the earlier notice of that key. */
  show(message: string, key?: string): void;
  /** Removes the notice of `key`, if shown. */
  clear(key: string): void;
  /**
   * Rewords the notice of `key` if it is still shown (one the player dismissed stays dismissed),
   * without announcing it again: a wait that counts down is read when the notice comes, not each minute.
   */
  update(message: string, key: string): void;
};

/** A list of dismissible notices in a polite live region, above the table. */
export function createNotices(): Notices {
  const list = h('div', { class: 'shell__notices', 'aria-live': 'polite' });
  const find = (key: string) => list.querySelector<HTMLElement>(`[data-key="${key}"]`);
  return {
    element: list,
    show(message, key) {
      const dismiss = h('button', { type: 'button', class: 'shell__notice-close', 'aria-label': pick(shellStrings).dismiss }, '×');
      const notice = h('p', { class: 'shell__notice', 'data-key': key ?? null }, h('span', {}, message), dismiss);
      dismiss.addEventListener('click', () => notice.remove());
      const earlier = key ? find(key) : null;
      if (earlier) earlier.replaceWith(notice);
      else list.append(notice);
    },
    clear(key) {
      find(key)?.remove();
    },
    update(message, key) {
      const text = find(key)?.querySelector('span');
      if (!text) return;
      text.setAttribute('aria-live', 'off');
      text.textContent = message;
    },
  };
}
