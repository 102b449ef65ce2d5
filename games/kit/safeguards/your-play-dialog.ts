import { PLAY_RESPONSIBLY_PATH } from '../../../core/site-paths';
import { pathInLocale } from '../../../core/locale';
import { h } from '../ui/dom';
import { LOCALE, pick } from '../locale';
import type { PlayerStore } from './player-store';
import { dialogStrings, shellStrings } from '../strings';
import type { yourPlayPanel } from './your-play-panel';
import type { Exclusive } from '../wallet/coins-lock';

/**
 * A page of the site, from inside a game's frame: the site is the page that framed the game (its
 * address is the frame's referrer), or the games' own origin when a game is opened on its own.
 */
export function sitePage(path: string): string {
  try {
    return new URL(path, document.referrer || location.href).href;
  } catch {
    return path;
  }
}

/** The link every game gives to the site's "Play responsibly" page in the game's language (help lines, what the tools do). */
export function playerLinks(): HTMLElement[] {
  return [h('a', { href: sitePage(pathInLocale('', PLAY_RESPONSIBLY_PATH, LOCALE)), target: '_blank', rel: 'noopener', class: 'shell__link' }, pick(dialogStrings).helpLink)];
}

/**
 * "Your play" in a game: the panel in a modal dialog, built the first time it opens and fresh
 * each time after. The panel's code loads only then, so a game's start-up does not carry it.
 */
export function yourPlayDialog(store: PlayerStore, now: () => number, onClose: () => void, exclusive?: Exclusive) {
  const t = pick(dialogStrings);
  const body = h('div', {});
  const close = h('button', { type: 'button', class: 'shell__button shell__button--ghost', 'aria-label': t.closeYourPlay }, t.close);
  const element = h(
    'dialog',
    { class: 'shell__dialog shell__dialog--wide', 'aria-labelledby': 'yp-title' },
    h('div', { class: 'shell__dialog-head' }, h('h2', { id: 'yp-title' }, pick(shellStrings).yourPlay), close),
    body,
  );
  let panel: ReturnType<typeof yourPlayPanel> | null = null;
  close.addEventListener('click', () => element.close());
  element.addEventListener('close', onClose);
  return {
    element,
    show(): void {
      void (async () => {
        if (panel) panel.render();
        else {
          const { yourPlayPanel } = await import('./your-play-panel');
          panel ??= yourPlayPanel(store, now, 'h3', exclusive);
          body.append(panel.element);
        }
        if (!element.open) element.showModal();
        close.focus();
      })();
    },
  };
}
