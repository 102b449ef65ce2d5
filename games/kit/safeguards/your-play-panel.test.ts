// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { answerAge, freshPlayer, PLAYER_KEY, takeBreak } from './player-state';
import { PlayerStore } from './player-store';
import { yourPlayPanel } from './your-play-panel';

const NOON = new Date(2026, 10, 24, 12, 0).getTime();
const HOUR = 3_600_000;

/** The break buttons "Your play" offers a player in a given state, at a given time. */
function breakButtons(state: ReturnType<typeof freshPlayer>, now: number): string[] {
  localStorage.clear();
  localStorage.setItem(PLAYER_KEY, JSON.stringify(state));
  const panel = yourPlayPanel(new PlayerStore(localStorage, () => {}), () => now);
  document.body.replaceChildren(panel.element);
  return [...panel.element.querySelectorAll('.yp__breaks button')].map((button) => button.textContent ?? '');
}

const onBreak = (days: number) => {
  const result = takeBreak(answerAge(freshPlayer(NOON), 'adult', NOON), days, NOON);
  if (!result.ok) throw new Error(`no break: ${JSON.stringify(result.error)}`);
  return result.value;
};

test('without a break every length is offered; on a break only the lengths that would end it later', () => {
  expect(breakButtons(answerAge(freshPlayer(NOON), 'adult', NOON), NOON)).toEqual(['24 hours', '7 days', '30 days']);
  // Right after a 24-hour break starts, "Extend to 24 hours" would change nothing: it is not offered.
  expect(breakButtons(onBreak(1), NOON + 1000)).toEqual(['Extend to 7 days from now', 'Extend to 30 days from now']);
  // Some hours later, 24 hours from now does end later than the break: it is offered again.
  expect(breakButtons(onBreak(1), NOON + 2 * HOUR)).toEqual(['Extend to 24 hours from now', 'Extend to 7 days from now', 'Extend to 30 days from now']);
  expect(breakButtons(onBreak(30), NOON + 1000)).toEqual([]);
});
