import { h } from './dom';
import { pick } from '../locale';
import { shellStrings } from '../strings';
import type { BetLimits } from '../wallet/wallet';

/** The bet control: a number field with step buttons, held to the game's allowed stakes. */
export type BetControl = {
  element: HTMLElement;
  /** The chosen stake, always one the game allows (with lines, the line bet times the lines). */
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

/** The line bets that make exactly the allowed stakes on `lines` paylines (each limit must divide by the lines). */
export function lineBetLimits(limits: BetLimits, lines: number): BetLimits {
  const perLine = { min: limits.min / lines, max: limits.max / lines, step: limits.step / lines };
  if (!Object.values(perLine).every(Number.isSafeInteger)) throw new RangeError(`stakes ${limits.min}-${limits.max} in steps of ${limits.step} do not split into whole line bets on ${lines} lines`);
  return perLine;
}

/**
 * The control; with `lines` above 1 (slots) the player picks a bet per line and the control
 * shows the total, which is the stake.
 */
export function createBetControl(limits: BetLimits, initial: number, lines = 1): BetControl {
  const t = pick(shellStrings);
  const field = lines > 1 ? lineBetLimits(limits, lines) : limits;
  const input = h('input', {
    id: 'bet',
    class: 'shell__bet-input',
    type: 'number',
    inputmode: 'numeric',
    min: field.min,
    max: field.max,
    step: field.step,
    value: clampStake(initial / lines, field),
    'aria-describedby': 'bet-range',
  });
  const down = h('button', { type: 'button', class: 'shell__step', 'aria-label': t.decrease }, '−');
  const up = h('button', { type: 'button', class: 'shell__step', 'aria-label': t.increase }, '+');
  const total = lines > 1 ? h('output', { class: 'shell__bet-total', for: 'bet', 'aria-live': 'polite' }) : null;
  const chosen = () => clampStake(Number(input.value), field);
  const set = (value: number) => {
    input.value = String(clampStake(value, field));
    if (total) total.textContent = t.total(chosen() * lines);
  };
  down.addEventListener('click', () => set(chosen() - field.step));
  up.addEventListener('click', () => set(chosen() + field.step));
  input.addEventListener('change', () => set(chosen()));
  set(chosen());
  const range = lines > 1 ? t.lineRange(field.min, field.max, lines, limits.min, limits.max) : t.range(limits.min, limits.max, limits.step);
  const element = h('div', { class: 'shell__bet' }, h('label', { for: 'bet' }, lines > 1 ? t.lineBet : t.bet), down, input, up, total, h('span', { id: 'bet-range', class: 'visually-hidden' }, range));
  return {
    element,
    value: () => chosen() * lines,
    lock(locked) {
      input.disabled = down.disabled = up.disabled = locked;
      // On a phone a locked control steps aside, so the round's actions fit beside the table.
      element.classList.toggle('shell__bet--locked', locked);
    },
  };
}
