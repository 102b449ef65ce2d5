/**
 * The header's menu button on phones, over the menu the prerendered page holds: it opens and
 * closes the navigation (Escape closes it too) and says which it will do. The stylesheet shows
 * the button and collapses the menu only where scripts run, so without them the links stay in view.
 */
export function phoneMenu(doc: Document): void {
  const header = doc.querySelector<HTMLElement>('.site-header[data-menu]');
  const button = header?.querySelector<HTMLButtonElement>('.site-header__menu-button');
  if (!header || !button) return;
  const set = (open: boolean) => {
    header.dataset.menu = open ? 'open' : 'closed';
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? button.dataset.closeLabel : button.dataset.openLabel) ?? '');
  };
  button.addEventListener('click', () => set(header.dataset.menu !== 'open'));
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && header.dataset.menu === 'open') set(false);
  });
  // A page the browser brings back from its back-forward cache shows a closed menu, as a fresh load does.
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) set(false);
  });
}
