import { FRAME_SHOW_MESSAGE } from '../../core/frame-height';
import { startInView } from './start-in-view';

/**
 * A game page's frame and its full-screen button. The frame gets its page once the site's page
 * has loaded and painted and the frame is in view, so a game's start-up never competes with the
 * page's first paint (the game needs scripts anyway). On a wide screen the frame is in the first
 * screen and starts at once; on a phone it sits just below it and starts when the visitor scrolls
 * to it: its scripts and start-up (20-60 ms tasks, the long tasks of a game page's load,
 * docs/decisions/039) no longer run while the page loads. A browser without IntersectionObserver
 * starts it at once. The button shows only where the browser can go full screen. A game that
 * opens a question the player must answer asks to be seen: the whole frame comes into view.
 */
export function gameFrame(doc: Document): void {
  const frame = doc.querySelector<HTMLIFrameElement>('iframe.game-layout__frame[data-src]');
  if (!frame) return;
  startInView(frame, () => {
    frame.src = frame.dataset.src!;
  });
  const button = doc.querySelector<HTMLButtonElement>('.game-layout__fullscreen');
  if (button && doc.fullscreenEnabled) {
    button.addEventListener('click', () => void frame.requestFullscreen());
    button.hidden = false;
  }
  const view = doc.defaultView;
  view?.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || (event.data as { type?: unknown } | null)?.type !== FRAME_SHOW_MESSAGE) return;
    frame.scrollIntoView({ block: 'nearest', behavior: view.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  });
}
