import { h } from '../ui/dom';
import { pick } from '../locale';
import type { RealitySummary } from './reality-check';
import { dialogStrings } from '../strings';
import { playerLinks } from './your-play-dialog';

/** The reality check: a modal <dialog> with the session's time played and coins won and lost, as `summary` gives them when it opens, read out as it opens. */
export function realityCheckDialog(summary: () => RealitySummary, onBreak: () => void, onYourPlay: () => void) {
  const t = pick(dialogStrings);
  const said = h('p', { id: 'reality-summary' });
  // The focus opens on the help link: the summary is the dialog's description, so that a screen
  // reader reads the time and coins with the title, not only when the player browses to them.
  const element = h(
    'dialog',
    { class: 'shell__dialog', 'aria-labelledby': 'reality-title', 'aria-describedby': 'reality-summary' },
    h('h2', { id: 'reality-title' }, t.realityTitle),
    said,
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
      const { minutes, won, lost } = summary();
      said.textContent = t.realitySummary(minutes, won, lost);
      if (!element.open) element.showModal();
    },
  };
}
