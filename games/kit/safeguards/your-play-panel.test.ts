// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { answerAge, freshPlayer, PLAYER_KEY, recordPlay, setLimit, takeBreak } from './player-state';
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

test('saving one limit leaves a raise of another still waiting: only the limits the player changed are changed', async () => {
  const limited = setLimit(answerAge(freshPlayer(NOON), 'adult', NOON), 'dailyMinutes', 60, NOON);
  if (!limited.ok) throw new Error('no limit');
  const raised = setLimit(limited.value.state, 'dailyMinutes', 120, NOON + HOUR);
  if (!raised.ok || !raised.value.delayed) throw new Error('no raise');
  localStorage.clear();
  localStorage.setItem(PLAYER_KEY, JSON.stringify(raised.value.state));
  const store = new PlayerStore(localStorage, () => {});
  const panel = yourPlayPanel(store, () => NOON + 2 * HOUR);
  document.body.replaceChildren(panel.element);
  panel.element.querySelector<HTMLInputElement>('#yp-stake')!.value = '500';
  panel.element.querySelector('form')!.requestSubmit();
  await Promise.resolve();
  const state = store.read(NOON + 2 * HOUR);
  expect(state.limits).toMatchObject({ dailyMinutes: 60, dailyStake: 500 });
  expect(state.pending).toEqual([{ kind: 'dailyMinutes', value: 120, effectiveAt: NOON + 25 * HOUR }]);
  expect(panel.element.querySelector('.yp__status')!.textContent).toBe('Your daily stake limit is now 500 coins.');
});

test("play recorded by a game in another window updates the activity without wiping a limit being typed, its focus or a break's confirmation", () => {
  const adult = answerAge(freshPlayer(NOON), 'adult', NOON);
  localStorage.clear();
  localStorage.setItem(PLAYER_KEY, JSON.stringify(adult));
  const store = new PlayerStore(localStorage, () => {});
  const panel = yourPlayPanel(store, () => NOON + HOUR);
  document.body.replaceChildren(panel.element);
  const stake = panel.element.querySelector<HTMLInputElement>('#yp-stake')!;
  stake.focus();
  stake.value = '500';
  // A game open in another window saves its play time (every 10 seconds): the page hears a storage event and renders.
  const played = (minutes: number) => localStorage.setItem(PLAYER_KEY, JSON.stringify(recordPlay(adult, 'high-low', { ms: minutes * 60_000 }, NOON + HOUR)));
  played(10);
  panel.render(true);
  expect(panel.element.querySelector<HTMLInputElement>('#yp-stake')!.value).toBe('500');
  expect(document.activeElement?.id).toBe('yp-stake');
  expect(panel.element.querySelector('tbody th')!.textContent).toBe('High Low');
  panel.element.querySelector<HTMLButtonElement>('.yp__breaks button')!.click();
  played(11);
  panel.render(true);
  expect(panel.element.querySelector('dialog')!.open).toBe(true);
  expect(panel.element.querySelector('tbody td')!.textContent).toBe('11 minutes');
  // A limit changed in another tab is shown as it now is.
  const limited = setLimit(adult, 'dailyStake', 200, NOON + HOUR);
  if (!limited.ok) throw new Error('no limit');
  localStorage.setItem(PLAYER_KEY, JSON.stringify(limited.value.state));
  panel.render(true);
  expect(panel.element.querySelector<HTMLInputElement>('#yp-stake')!.value).toBe('200');
});
