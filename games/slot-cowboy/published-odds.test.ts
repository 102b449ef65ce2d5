import { expect, test } from 'vitest';
import { exactOdds } from '../kit/slots/exact-odds';
import { describeOdds } from '../kit/slots/published-odds';
import { toNumber } from '../kit/slots/ratio';
import { COWBOY_MACHINE } from './machine';
import { COWBOY_ODDS } from './published-odds';

test('the published return, hit frequency and free-spin figures are what exact analysis of the strips gives', () => {
  expect(describeOdds(exactOdds(COWBOY_MACHINE))).toEqual(COWBOY_ODDS);
});

test('the return is between 94% and 97%, and free spins end', () => {
  const odds = exactOdds(COWBOY_MACHINE);
  expect(toNumber(odds.rtp)).toBeGreaterThan(0.94);
  expect(toNumber(odds.rtp)).toBeLessThan(0.97);
  expect(toNumber(odds.freeSpinsPerSpin)).toBeLessThan(0.2);
});
