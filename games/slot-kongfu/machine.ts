import { checkMachine } from '../kit/slots/machine';
import { TEN_LINES } from '../kit/slots/paylines';

/**
 * Slot Kongfu's machine: five reels of 32 stops, each with 2 Dragons (wild), 1 Gong (scatter),
 * 3 Masters, 3 Lanterns, 4 Pagodas, 4 Fans, 5 Jade Coins, 5 Bamboos and 5 Teapots, laid out so
 * no symbol stands next to itself. 3 or more Gongs award 10, 15 or 20 free spins that pay double.
 * Its exact return and hit frequency are in published-odds.ts.
 */
export const KONGFU_MACHINE = checkMachine({
  reels: [
    ['fan', 'dragon', 'teapot', 'bamboo', 'coin', 'lantern', 'teapot', 'pagoda', 'fan', 'coin', 'master', 'lantern', 'fan', 'coin', 'pagoda', 'dragon', 'bamboo', 'gong', 'coin', 'teapot', 'pagoda', 'coin', 'lantern', 'fan', 'bamboo', 'pagoda', 'master', 'bamboo', 'teapot', 'master', 'bamboo', 'teapot'],
    ['teapot', 'lantern', 'coin', 'pagoda', 'dragon', 'fan', 'bamboo', 'dragon', 'fan', 'lantern', 'pagoda', 'teapot', 'coin', 'bamboo', 'teapot', 'bamboo', 'master', 'fan', 'pagoda', 'teapot', 'bamboo', 'teapot', 'lantern', 'coin', 'bamboo', 'gong', 'fan', 'master', 'coin', 'pagoda', 'coin', 'master'],
    ['teapot', 'master', 'dragon', 'fan', 'teapot', 'lantern', 'coin', 'pagoda', 'master', 'coin', 'pagoda', 'bamboo', 'master', 'bamboo', 'pagoda', 'fan', 'bamboo', 'lantern', 'coin', 'teapot', 'gong', 'lantern', 'teapot', 'bamboo', 'fan', 'teapot', 'dragon', 'coin', 'fan', 'bamboo', 'coin', 'pagoda'],
    ['master', 'fan', 'coin', 'lantern', 'fan', 'dragon', 'coin', 'teapot', 'pagoda', 'fan', 'master', 'teapot', 'coin', 'bamboo', 'pagoda', 'gong', 'bamboo', 'teapot', 'bamboo', 'teapot', 'pagoda', 'dragon', 'teapot', 'master', 'bamboo', 'pagoda', 'lantern', 'coin', 'lantern', 'coin', 'fan', 'bamboo'],
    ['master', 'bamboo', 'coin', 'dragon', 'teapot', 'lantern', 'bamboo', 'teapot', 'fan', 'teapot', 'pagoda', 'fan', 'coin', 'bamboo', 'coin', 'pagoda', 'master', 'gong', 'pagoda', 'bamboo', 'fan', 'lantern', 'pagoda', 'coin', 'teapot', 'lantern', 'dragon', 'bamboo', 'fan', 'master', 'teapot', 'coin'],
  ],
  rows: 3,
  lines: TEN_LINES,
  pays: {
    dragon: [0, 0, 50, 200, 1000],
    master: [0, 0, 25, 100, 400],
    lantern: [0, 0, 20, 50, 200],
    pagoda: [0, 0, 15, 40, 150],
    fan: [0, 0, 10, 25, 100],
    coin: [0, 0, 8, 20, 75],
    bamboo: [0, 0, 5, 12, 50],
    teapot: [0, 0, 4, 10, 40],
  },
  wild: 'dragon',
  scatter: { symbol: 'gong', pays: [0, 0, 0, 2, 10, 50], freeSpins: [0, 0, 0, 10, 15, 20] },
  freeSpinMultiplier: 2,
});
