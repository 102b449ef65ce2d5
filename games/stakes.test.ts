import { expect, test } from 'vitest';
import { COIN_RULES } from '../core/coin-rules';
import { GAMES, stakesOf } from '../core/game-registry';
import { BET_LIMITS as BACCARAT } from './baccarat/rules';
import { BET_LIMITS as FISHER } from './fisher-man/rules';
import { BET_LIMITS as HIGH_LOW } from './high-low/rules';
import { slotBetLimits } from './kit/slots/how-to-play';
import { TEN_LINES } from './kit/slots/paylines';
import { BET_LIMITS as MAHJONG } from './mahjong-deluxe/payout';
import { BET_LIMITS as WHEEL } from './wheel-of-fortune/rules';

test('the games take the stakes the registry lists: one range per game, read by its bet control', () => {
  expect(BACCARAT).toEqual(stakesOf('baccarat'));
  expect(FISHER).toEqual(stakesOf('fisher-man'));
  expect(HIGH_LOW).toEqual(stakesOf('high-low'));
  expect(MAHJONG).toEqual(stakesOf('mahjong-deluxe'));
  expect(WHEEL).toEqual(stakesOf('wheel-of-fortune'));
  expect(slotBetLimits(TEN_LINES.length)).toEqual(stakesOf('slot-kongfu'));
  expect(slotBetLimits(TEN_LINES.length)).toEqual(stakesOf('slot-cowboy'));
  for (const { stakes } of GAMES) {
    expect(stakes.min).toBeGreaterThanOrEqual(COIN_RULES.minBet);
    expect(stakes.max).toBeLessThanOrEqual(COIN_RULES.maxBet);
  }
});
