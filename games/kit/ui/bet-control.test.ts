// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { createBetControl, lineBetLimits } from './bet-control';

const limits = { min: 10, max: 1_000, step: 10 };

test('with lines, the player picks a bet per line and the control shows the total, which is the stake', () => {
  const control = createBetControl(limits, 50, 10);
  document.body.replaceChildren(control.element);
  const input = document.querySelector<HTMLInputElement>('#bet')!;
  const total = document.querySelector('output')!;
  expect(document.querySelector('label')!.textContent).toBe('Line bet');
  expect([input.value, input.min, input.max, input.step]).toEqual(['5', '1', '100', '1']);
  expect(total.textContent).toBe('Total 50');
  expect(control.value()).toBe(50);
  document.querySelector<HTMLButtonElement>('[aria-label="Increase bet"]')!.click();
  expect(total.textContent).toBe('Total 60');
  expect(control.value()).toBe(60);
  input.value = '250';
  input.dispatchEvent(new Event('change'));
  expect([input.value, total.textContent, control.value()]).toEqual(['100', 'Total 1,000', 1_000]);
  expect(document.getElementById('bet-range')!.textContent).toBe('1 to 100 coins a line on 10 lines: 10 to 1,000 coins in all');
});

test('without lines the control is the plain stake it always was', () => {
  const control = createBetControl(limits, 100);
  document.body.replaceChildren(control.element);
  expect(document.querySelector('label')!.textContent).toBe('Bet');
  expect(document.querySelector('output')).toBeNull();
  expect(control.value()).toBe(100);
});

test('stakes that do not split into whole line bets are refused', () => {
  expect(lineBetLimits(limits, 10)).toEqual({ min: 1, max: 100, step: 1 });
  expect(() => lineBetLimits({ min: 20, max: 1_000, step: 20 }, 15)).toThrow(RangeError);
});
