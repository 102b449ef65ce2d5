// @vitest-environment jsdom
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { COIN_RULES, formatCoins } from '../../core/coin-rules';
import { GAMES } from '../../core/game-registry';

const NBSP = '\u00a0';
const baccarat = GAMES.find((game) => game.slug === 'baccarat')!;

/** The shell as a game framed with `?lang=fr` gets it: the kit's modules read the language when they load. */
async function frenchShell() {
  window.history.replaceState(null, '', '/games/baccarat/index.html?lang=fr');
  vi.resetModules();
  return import('./shell');
}

beforeAll(() => {
  document.head.innerHTML = `<title>${baccarat.text.en.title} | Brightmoose</title><meta name="description" content="${baccarat.text.en.description}" />`;
});
afterAll(() => window.history.replaceState(null, '', '/'));

test('a game framed with ?lang=fr mounts in French: language, title, description, bar, bet, panel and age question', async () => {
  const { mountShell } = await frenchShell();
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  mountShell(root, { slug: 'baccarat', tagline: 'Misez sur le joueur, le banquier ou l’égalité.', howToPlay: [{ heading: 'Les règles', paragraphs: ['Une règle.'] }] });
  expect(document.documentElement.lang).toBe('fr-CA');
  expect(document.title).toBe('Baccara | Brightmoose');
  expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(baccarat.text.fr.description);
  expect(root.querySelector('h1')!.textContent).toBe('Baccara');
  const buttons = [...root.querySelectorAll('.shell__bar-actions button')].map((button) => button.textContent);
  expect(buttons).toEqual([`Réclamer ${formatCoins(COIN_RULES.dailyGrant, 'fr')} pièces gratuitesPièces gratuites`, 'Vos habitudes de jeu', 'Son']);
  expect(root.querySelector('label[for="bet"]')!.textContent).toBe('Mise');
  expect(root.querySelector('#bet-range')!.textContent).toBe(`De ${COIN_RULES.minBet} à ${formatCoins(COIN_RULES.maxBet, 'fr')} pièces, par tranches de 10`);
  expect(root.querySelector('.shell__virtual')!.textContent).toBe('Pièces virtuelles seulement, aucun argent réel');

  // The panel and the first read of storage come after the first paint.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(root.querySelector('.shell__balance')!.textContent).toBe(`Solde${NBSP}: ${formatCoins(COIN_RULES.startingGrant, 'fr')} pièces`);
  expect(root.querySelector('summary')!.textContent).toBe('Comment jouer');
  expect([...root.querySelectorAll('.shell__how h2')].map((heading) => heading.textContent)).toEqual(['Les règles', 'Jeu responsable']);
  expect(root.querySelector('#closed-title')!.textContent).toBe('Les jeux sont fermés');
  expect(root.querySelector('.shell__closed p')!.textContent).toBe('Veuillez répondre à deux petites questions avant de jouer.');
  expect(root.querySelector('#age-title')!.textContent).toBe('Avant de jouer');
  const shown = [...root.querySelectorAll('.shell__bar, .shell__closed, .shell__controls, .shell__how, .shell__virtual, .shell__age')].map((element) => element.textContent).join(' ');
  expect(shown.match(/(?<!\p{L})(coins?|bets?|claim|sound|balance|your|play|how|games?|virtual|yes|no|before|continue)(?!\p{L})/giu)).toBeNull();
});

test('in French, the line bet, the reality check, cards and the "Your play" panel speak French, with French figures and times', async () => {
  await frenchShell();
  const { createBetControl } = await import('./ui/bet-control');
  const lines = createBetControl({ min: 10, max: 1_000, step: 10 }, 50, 10).element;
  expect(lines.querySelector('label')!.textContent).toBe('Mise par ligne');
  expect(lines.querySelector('#bet-range')!.textContent).toBe(`De 1 à 100 pièces par ligne sur 10 lignes${NBSP}: de 10 à 1${NBSP}000 pièces en tout`);
  expect(lines.querySelector('[aria-label="Augmenter la mise"]')).not.toBeNull();

  const { realityCheckDialog } = await import('./safeguards/reality-check-dialog');
  const reality = realityCheckDialog(
    () => ({ minutes: 65, won: 12_500, lost: 0 }),
    () => {},
    () => {},
  );
  reality.show();
  expect(reality.element.querySelector('h2 + p')!.textContent).toBe(`Vous jouez depuis 1${NBSP}h${NBSP}05. Pendant cette séance, vous avez gagné 12${NBSP}500 pièces et perdu 0 pièce.`);

  const { cardView } = await import('./ui/card-view');
  expect([cardView({ rank: 12, suit: 'hearts' }), cardView(null)].map((view) => view.getAttribute('aria-label'))).toEqual(['dame de cœur', 'Carte face cachée']);

  const { PlayerStore } = await import('./safeguards/player-store');
  const { answerAge, freshPlayer, recordPlay, PLAYER_KEY } = await import('./safeguards/player-state');
  const { yourPlayPanel } = await import('./safeguards/your-play-panel');
  const noon = new Date(2026, 10, 24, 12, 0).getTime();
  localStorage.clear();
  localStorage.setItem(PLAYER_KEY, JSON.stringify(recordPlay(answerAge(freshPlayer(noon), 'adult', noon), 'slot-kongfu', { ms: 65 * 60_000, staked: 12_000, won: 1_500 }, noon)));
  const store = new PlayerStore(localStorage, () => {});
  const panel = yourPlayPanel(store, () => noon);
  document.body.replaceChildren(panel.element);
  expect(panel.element.querySelector('tbody tr th')!.textContent).toBe('Machine à sous Kongfu');
  expect([...panel.element.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.textContent)).toEqual([
    `1${NBSP}h${NBSP}05`,
    `12${NBSP}000`,
    `1${NBSP}500`,
    `1${NBSP}h${NBSP}05`,
    `12${NBSP}000`,
    `1${NBSP}500`,
  ]);
  panel.element.querySelector<HTMLInputElement>('#yp-stake')!.value = '5 000';
  panel.element.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
  expect(panel.element.querySelector('.yp__status')!.textContent).toBe(`Votre limite de mise quotidienne est maintenant de 5${NBSP}000 pièces.`);
  panel.element.querySelector<HTMLInputElement>('#yp-stake')!.value = '';
  panel.element.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
  expect(panel.element.querySelector('.yp__status')!.textContent).toBe(`Votre limite de mise quotidienne sera retirée le mercredi 25 novembre 2026 à 12${NBSP}h.`);
  expect(panel.element.querySelector('#yp-stake-now')!.textContent).toBe(`Actuellement${NBSP}: 5${NBSP}000 pièces. Sera retirée le mercredi 25 novembre 2026 à 12${NBSP}h.`);
  panel.element.querySelectorAll<HTMLButtonElement>('.yp__breaks button')[1]!.click();
  expect(panel.element.querySelector('#yp-confirm-title')!.textContent).toBe('Prendre une pause de 7 jours\u202f?');
  expect(panel.element.querySelector('#yp-confirm-text')!.textContent).toBe(
    `Tous les jeux seront fermés jusqu’au mardi 1er décembre 2026 à 12${NBSP}h. Une pause ne peut être ni écourtée ni annulée.`,
  );
});

test('in French, the help link leads to the site\'s French "Play responsibly" page', async () => {
  await frenchShell();
  const { playerLinks } = await import('./safeguards/your-play-dialog');
  const [link] = playerLinks();
  expect(link!.textContent).toBe(`Jeu responsable${NBSP}: aide et soutien`);
  expect(new URL(link!.getAttribute('href')!).pathname).toBe('/fr/play-responsibly');
});
