import { checkMachine } from '../kit/slots/machine';
import { TEN_LINES } from '../kit/slots/paylines';

/**
 * Slot Cowboy's machine: the outer reels have 30 stops and no Sheriff Badge; reels 2 to 4 have
 * 32 stops with 3 Badges (wild) each. Every reel has 1 Gold Nugget (scatter). The Cowboy Hat pays
 * from 2 in a row. 3 or more Nuggets award 8, 12 or 20 free spins that pay triple. Its exact
 * return and hit frequency are in published-odds.ts.
 */
export const COWBOY_MACHINE = checkMachine({
  reels: [
    ['canteen', 'boots', 'lasso', 'boots', 'hat', 'boots', 'cactus', 'wheel', 'cactus', 'canteen', 'lasso', 'cactus', 'wheel', 'lasso', 'canteen', 'wheel', 'lasso', 'horseshoe', 'lasso', 'cactus', 'horseshoe', 'canteen', 'wheel', 'nugget', 'canteen', 'boots', 'hat', 'horseshoe', 'wheel', 'lasso'],
    ['boots', 'hat', 'horseshoe', 'badge', 'lasso', 'canteen', 'boots', 'horseshoe', 'canteen', 'hat', 'lasso', 'wheel', 'badge', 'wheel', 'cactus', 'badge', 'lasso', 'cactus', 'canteen', 'wheel', 'boots', 'nugget', 'canteen', 'wheel', 'cactus', 'lasso', 'wheel', 'boots', 'lasso', 'cactus', 'horseshoe', 'canteen'],
    ['badge', 'cactus', 'nugget', 'wheel', 'cactus', 'badge', 'wheel', 'lasso', 'horseshoe', 'wheel', 'canteen', 'boots', 'canteen', 'horseshoe', 'cactus', 'lasso', 'hat', 'wheel', 'cactus', 'wheel', 'boots', 'horseshoe', 'canteen', 'lasso', 'boots', 'lasso', 'badge', 'lasso', 'boots', 'canteen', 'hat', 'canteen'],
    ['horseshoe', 'wheel', 'horseshoe', 'boots', 'cactus', 'wheel', 'cactus', 'lasso', 'badge', 'wheel', 'badge', 'horseshoe', 'canteen', 'lasso', 'hat', 'wheel', 'nugget', 'boots', 'canteen', 'cactus', 'canteen', 'lasso', 'cactus', 'boots', 'lasso', 'canteen', 'badge', 'wheel', 'canteen', 'hat', 'boots', 'lasso'],
    ['cactus', 'canteen', 'wheel', 'boots', 'cactus', 'canteen', 'lasso', 'nugget', 'wheel', 'lasso', 'horseshoe', 'canteen', 'cactus', 'horseshoe', 'boots', 'wheel', 'boots', 'lasso', 'hat', 'wheel', 'canteen', 'hat', 'lasso', 'cactus', 'lasso', 'canteen', 'horseshoe', 'wheel', 'boots', 'lasso'],
  ],
  rows: 3,
  lines: TEN_LINES,
  pays: {
    badge: [0, 0, 0, 0, 0],
    hat: [0, 2, 25, 120, 500],
    horseshoe: [0, 0, 20, 80, 300],
    boots: [0, 0, 12, 40, 200],
    cactus: [0, 0, 8, 30, 120],
    wheel: [0, 0, 6, 20, 80],
    canteen: [0, 0, 4, 15, 60],
    lasso: [0, 0, 4, 10, 50],
  },
  wild: 'badge',
  scatter: { symbol: 'nugget', pays: [0, 0, 0, 3, 15, 75], freeSpins: [0, 0, 0, 8, 12, 20] },
  freeSpinMultiplier: 3,
});
