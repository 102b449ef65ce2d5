import { COIN_RULES } from '../../../core/coin-rules';
import { h, setDisabled } from './dom';
import { coins, pick } from '../locale';
import type { Sound } from './sound';
import { shellStrings } from '../strings';
import { canClaimDaily, type WalletState } from '../wallet/wallet';

/** The bar at the top of every game: its name, the balance, the daily grant and the sound toggle. */
export type BalanceBar = {
  element: HTMLElement;
  /** Shows a wallet's balance and whether its daily grant is open at `now`. */
  show(state: WalletState, now: Date): void;
  /** Shows the sound setting as remembered. */
  showSound(on: boolean): void;
};

export function createBalanceBar(options: { title: string; tagline: string; sound: Sound; onClaim: () => void; onYourPlay: () => void }): BalanceBar {
  const t = pick(shellStrings);
  const value = h('strong', { class: 'shell__balance-value' }, '…');
  const unit = document.createTextNode(t.balanceUnit(Number.NaN));
  // On a phone the button shows a short label, so the bar's three buttons share one row; its
  // name stays the full one (which contains the short label, as WCAG's label-in-name asks).
  const grant = h(
    'button',
    { type: 'button', class: 'shell__button shell__button--ghost' },
    h('span', { class: 'narrow-hidden' }, t.claim(COIN_RULES.dailyGrant)),
    h('span', { class: 'narrow-only', 'aria-hidden': 'true' }, t.claimShort),
  );
  const sound = h('button', { type: 'button', class: 'shell__button shell__button--ghost', 'aria-pressed': 'false' }, t.sound);
  const yourPlay = h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, t.yourPlay);
  grant.addEventListener('click', options.onClaim);
  yourPlay.addEventListener('click', options.onYourPlay);
  sound.addEventListener('click', () => sound.setAttribute('aria-pressed', String(options.sound.toggle())));
  return {
    element: h(
      'header',
      { class: 'shell__bar' },
      h('div', { class: 'shell__title' }, h('h1', {}, options.title), h('p', {}, options.tagline)),
      h('p', { class: 'shell__balance' }, h('span', { class: 'narrow-hidden' }, t.balance), value, unit),
      h('div', { class: 'shell__bar-actions' }, grant, yourPlay, sound),
    ),
    show(state, now) {
      value.textContent = coins(state.balance);
      unit.data = t.balanceUnit(state.balance);
      // Once claimed, the focus goes on to the next button of the bar, where a Tab would take it.
      setDisabled(grant, !canClaimDaily(state, now), () => yourPlay);
    },
    showSound(on) {
      sound.setAttribute('aria-pressed', String(on));
    },
  };
}
