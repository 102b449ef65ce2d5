import { formatCoins } from '../../src/content/coin-rules';
import { h } from './dom';
import type { PlayClock, SessionTally } from './reality-check';
import { playerLinks } from './your-play-dialog';

/** The reality check: a modal <dialog> with the time played and the session's coins won and lost. */
export function realityCheckDialog(clock: PlayClock, tally: SessionTally, onBreak: () => void, onYourPlay: () => void) {
  const summary = h('p', {});
  const element = h(
    'dialog',
    { class: 'shell__dialog', 'aria-labelledby': 'reality-title' },
    h('h2', { id: 'reality-title' }, 'Time for a quick check'),
    summary,
    h('p', {}, ...playerLinks()),
    h(
      'div',
      { class: 'shell__dialog-actions' },
      h('button', { type: 'button', class: 'shell__button', onclick: () => element.close() }, 'Keep playing'),
      h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => (element.close(), onBreak()) }, 'Take a break'),
      h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => (element.close(), onYourPlay()) }, 'Set limits'),
    ),
  );
  return {
    element,
    show() {
      summary.textContent = `You have played for ${clock.minutesPlayed} minutes. This session you won ${formatCoins(tally.won)} coins and lost ${formatCoins(tally.lost)} coins.`;
      if (!element.open) element.showModal();
    },
  };
}
