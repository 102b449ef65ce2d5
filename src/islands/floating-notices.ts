/**
 * Class of the one stack a page's floating notices are shown in (base.css): low on the screen,
 * over the page. Two notices at once (the language notice, and a new version ready) lie one above
 * the other there; each placed on its own, the later one lay over the other's buttons.
 */
export const FLOATING_NOTICES_CLASS = 'floating-notices';

/** Shows `notice` at the bottom of the page's stack of floating notices, which is made after `anchor` (the notice's template) if the page has none yet. */
export function showFloatingNotice(anchor: Element, notice: Element): void {
  const doc = anchor.ownerDocument;
  let stack = doc.querySelector(`.${FLOATING_NOTICES_CLASS}`);
  if (!stack) {
    stack = doc.createElement('div');
    stack.className = FLOATING_NOTICES_CLASS;
    anchor.after(stack);
  }
  stack.append(notice);
}
