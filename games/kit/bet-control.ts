import { formatCoins } from '../../src/content/coin-rules';
import { h } from './dom';
import type { BetLimits } from './wallet';

/** The bet control: a number field with step buttons, held to the game's allowed stakes. */
export type BetControl = {
  element: HTMLElement;
  /** The chosen stake, always one the game allows. */
  value(): number;
  /** Locks the control while a round is in play. */
  lock(locked: boolean): void;
};

/** The allowed stake nearest to `value` (the smallest when it is not a number). */
export function clampStake(value: number, limits: BetLimits): number {
  if (!Number.isFinite(value)) return limits.min;
  const stepped = Math.round(value / limits.step) * limits.step;
  return Math.min(limits.max, Math.max(limits.min, stepped));
}

export function createBetControl(limits: BetLimits, initial: number): BetControl {
  const input = h('input', {
    id: 'bet',
    class: 'shell__bet-input',
    type: 'number',
    inputmode: 'numeric',
    min: limits.min,
    max: limits.max,
    step: limits.step,
    value: clampStake(initial, limits),
    'aria-describedby': 'bet-range',
  });
  const down = h('button', { type: 'button', class: 'shell__step', 'aria-label': 'Decrease bet' }, '−');
  const up = h('button', { type: 'button', class: 'shell__step', 'aria-label': 'Increase bet' }, '+');
  const value = () => clampStake(Number(input.value), limits);
  down.addEventListener('click', () => (input.value = String(clampStake(value() - limits.step, limits))));
  up.addEventListener('click', () => (input.value = String(clampStake(value() + limits.step, limits))));
  input.addEventListener('change', () => (input.value = String(value())));
  const range = h('span', { id: 'bet-range', class: 'visually-hidden' }, `${formatCoins(limits.min)} to ${formatCoins(limits.max)} coins in steps of ${formatCoins(limits.step)}`);
  const element = h('div', { class: 'shell__bet' }, h('label', { for: 'bet' }, 'Bet'), down, input, up, range);
  return {
    element,
    value,
    lock(locked) {
      input.disabled = down.disabled = up.disabled = locked;
      // On a phone a locked control steps aside, so the round's actions fit beside the table.
      element.classList.toggle('shell__bet--locked', locked);
    },
  };
}
