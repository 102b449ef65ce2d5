import { h } from '../ui/dom';
import { pick } from '../locale';
import type { PlayClock, SessionTally } from './reality-check';
import { dialogStrings } from '../strings';
import { playerLinks } from './your-play-dialog';

/** The reality check: a modal <dialog> with the time played and the session's coins won and lost, read out as it opens. */
export function realityCheckDialog(clock: PlayClock, tally: SessionTally, onBreak: () => void, onYourPlay: () => void) {
  const t = pick(dialogStrings);
  const summary = h('p', { id: 'reality-summary' });
  // The focus opens on the help link: the summary is the dialog's description, so that a screen
  // reader reads the time and coins with the title, not only when the player browses to them.
  const element = h(
    'dialog',
    { class: 'shell__dialog', 'aria-labelledby': 'reality-title', 'aria-describedby': 'reality-summary' },
    h('h2', { id: 'reality-title' }, t.realityTitle),
    summary,
    h('p', {}, ...playerLinks()),
    h(
      'div',
      { class: 'shell__dialog-actions' },
      h('button', { type: 'button', class: 'shell__button', onclick: () => element.close() }, t.keepPlaying),
      h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => (element.close(), onBreak()) }, t.takeBreak),
      h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => (element.close(), onYourPlay()) }, t.setLimits),
    ),
  );
  return {
    element,
    show() {
      summary.textContent = t.realitySummary(clock.minutesPlayed, tally.won, tally.lost);
      if (!element.open) element.showModal();
    },
  };
}
