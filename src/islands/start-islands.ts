import { currentYear } from './current-year';
import { gameFrame } from './game-frame';
import { languageNotice } from './language-notice';
import { offlineApp } from './offline-app';
import { phoneMenu } from './phone-menu';
import { unknownGame } from './unknown-game';
import { yourPlayFrame } from './your-play-frame';

/**
 * Everything a visitor's page does in the browser, over the HTML React rendered at build time:
 * React itself never runs there (docs/decisions/039). Each part looks for its own elements and
 * does nothing on a page without them.
 */
export function startIslands(doc: Document): void {
  unknownGame(doc);
  phoneMenu(doc);
  currentYear(doc);
  gameFrame(doc);
  yourPlayFrame(doc);
  const { navigator } = doc.defaultView ?? window;
  languageNotice(doc, navigator.languages ?? [navigator.language]);
  // Not under npm run dev: the workers are made by the build.
  offlineApp(doc, import.meta.env.PROD ? navigator.serviceWorker : undefined);
  // Lets tests and tools know the page is interactive.
  doc.documentElement.dataset.interactive = 'true';
}
