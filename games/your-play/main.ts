import '../kit/ui/kit.css';
import './your-play.css';
import { LOCALE_TAG, pick } from '../kit/locale';
import { PlayerStore } from '../kit/safeguards/player-store';
import { browserStorage } from '../kit/storage';
import { PLAYER_KEY } from '../kit/safeguards/player-state';
import { pageCoinsLock } from '../kit/wallet/coins-lock';
import { LOCKED_KEYS } from '../kit/locked-keys';
import { yourPlayStrings } from '../kit/strings';
import { yourPlayPanel } from '../kit/safeguards/your-play-panel';
import { h } from '../kit/ui/dom';
import { keepGamesOffline } from '../kit/offline';
import { FRAME_HEIGHT_MESSAGE, FRAME_MEASURE_MESSAGE } from '../../core/frame-height';

/**
 * The "Your play" page: the panel on the games' own origin, so the site's "Play responsibly"
 * page can show and change the player's state by framing it, without reading the games'
 * storage itself (DESIGN.md, "Player state belongs to the games").
 */
const main = document.getElementById('your-play')!;
labelPage();
keepGamesOffline(window, import.meta.env.PROD);
const notices = h('div', { class: 'shell__notices', 'aria-live': 'polite' });
const store = new PlayerStore(browserStorage(), (message) => notices.append(h('p', { class: 'shell__notice' }, message)));
main.append(notices);
// Reading storage and building the panel in a task of its own, after the first paint, as a game's
// shell does (games/kit/shell.ts), so that start-up never blocks the page for long.
await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const panel = yourPlayPanel(store, () => Date.now(), 'h2', pageCoinsLock(browserStorage(), LOCKED_KEYS));
main.append(panel.element);

// Another tab (a game, this page) changed the state: show it as it is now, keeping what the player is editing.
window.addEventListener('storage', (event) => (event.key === PLAYER_KEY || event.key === null) && panel.render(true));

// In the site's frame, tell the page how tall the panel is, so the frame needs no scrollbar.
if (window.parent !== window) {
  // The framing page has its own heading and lead: here they stay for screen readers only.
  for (const element of main.querySelectorAll('h1, .yp-page__lead')) element.classList.add('visually-hidden');
  // The framing page is the referrer; the height is no secret, but it goes only there when known.
  const target = document.referrer ? new URL(document.referrer).origin : '*';
  const report = () => window.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height: Math.ceil(main.getBoundingClientRect().bottom + window.scrollY) }, target);
  // The content's own height (not the document's, which is never less than the frame), so the frame can shrink too.
  new ResizeObserver(report).observe(main);
  report();
  // The framing page asks again once it listens (see src/sections/your-play-panel.tsx).
  window.addEventListener('message', (event) => event.source === window.parent && (event.data as { type?: unknown } | null)?.type === FRAME_MEASURE_MESSAGE && report());
}

/** The page in the language the site asked for (`?lang=fr`): its `lang`, title, description, heading and lead. */
function labelPage() {
  const t = pick(yourPlayStrings);
  document.documentElement.lang = LOCALE_TAG;
  document.title = t.pageTitle;
  document.querySelector('meta[name="description"]')?.setAttribute('content', t.pageDescription);
  main.querySelector('h1')!.textContent = t.pageHeading;
  main.querySelector('.yp-page__lead')!.textContent = t.pageLead;
}
