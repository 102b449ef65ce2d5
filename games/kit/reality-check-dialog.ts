import { COIN_RULES, formatCoins } from '../../src/content/coin-rules';
import { h } from './dom';
import type { PlayClock, SessionTally } from './reality-check';

/** The reality check: a modal <dialog> with the time played and the session's coins won and lost. */
export function realityCheckDialog(clock: PlayClock, tally: SessionTally, onBreak: () => void) {
  const summary = h('p', {});
  const element = h(
    'dialog',
    { class: 'shell__dialog', 'aria-labelledby': 'reality-title' },
    h('h2', { id: 'reality-title' }, 'Time for a quick check'),
    summary,
    h('p', {}, h('a', { href: '/terms-and-conditions', target: '_blank', rel: 'noopener' }, 'Read about responsible play and virtual coins')),
    h(
      'div',
      { class: 'shell__dialog-actions' },
      h('button', { type: 'button', class: 'shell__button', onclick: () => element.close() }, 'Keep playing'),
      h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => (element.close(), onBreak()) }, 'Take a break'),
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

/** The reminder-interval choice, shown at the end of the how-to-play panel. */
export function reminderChoice(clock: PlayClock): HTMLElement {
  const select = h(
    'select',
    { id: 'reality-interval' },
    ...[15, 30, 45, 60].map((minutes) => h('option', { value: minutes, selected: minutes === COIN_RULES.realityCheckMinutes }, `${minutes} minutes`)),
  );
  select.addEventListener('change', () => clock.setInterval(Number(select.value) * 60_000));
  return h('p', { class: 'shell__interval' }, h('label', { for: 'reality-interval' }, 'Remind me after'), select);
}
