// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { createWheelView } from './wheel-view';

test("the wheel's name says where it stopped, and loses it when the next spin starts", () => {
  const wheel = createWheelView();
  const still = wheel.element.getAttribute('aria-label')!;
  expect(still).toMatch(/^Prize wheel with 13 segments/);
  wheel.mark(7);
  expect(wheel.element.getAttribute('aria-label')).toBe(`${still} It stopped on ×10.`);
  wheel.mark(null);
  expect(wheel.element.getAttribute('aria-label')).toBe(still);
});
