import { formatCoins } from '../../src/content/coin-rules';
import type { HowToPlaySection } from '../kit/how-to-play';
import { BET_LIMITS, CLEARED_BANDS, clockText, HINT_SECONDS, multiplierText, PARTIAL_BANDS, SHUFFLE_SECONDS } from './payout';

/** The stake the table's last column works out, so players see coins as well as multipliers. */
export const EXAMPLE_STAKE = 100;

/** "under 5:00", "5:00 to 9:59", "20:00 or more": the clock range of each cleared band. */
function clearedLabel(index: number): string {
  const band = CLEARED_BANDS[index]!;
  const from = index === 0 ? 0 : CLEARED_BANDS[index - 1]!.underSeconds;
  if (index === 0) return `Board cleared in under ${clockText(band.underSeconds)}`;
  if (band.underSeconds === Infinity) return `Board cleared in ${clockText(from)} or more`;
  return `Board cleared in ${clockText(from)} to ${clockText(band.underSeconds - 1)}`;
}

/** "108 or more", "72 to 106", "fewer than 72" tiles removed before the game was ended. */
function partialLabel(index: number): string {
  const band = PARTIAL_BANDS[index]!;
  if (index === 0) return `Ended with ${band.atLeastTiles} or more tiles removed`;
  const below = PARTIAL_BANDS[index - 1]!.atLeastTiles;
  if (band.atLeastTiles === 0) return `Ended with fewer than ${below} tiles removed`;
  return `Ended with ${band.atLeastTiles} to ${below - 2} tiles removed`;
}

const row = (label: string, hundredths: number) => [label, multiplierText(hundredths), formatCoins((EXAMPLE_STAKE * hundredths) / 100)];

/** The panel's text; its figures come from the payout rule, and a test checks them against it. */
export function mahjongHowToPlay(): HowToPlaySection[] {
  return [
    {
      heading: 'The rules',
      items: [
        'Choose your stake and press Deal: the stake leaves your balance, 144 tiles are dealt in the turtle layout, and the clock starts.',
        'Remove tiles in matching pairs until the table is empty. Only free tiles can be taken: a tile is free when no tile lies on it and its left or right side is open. Free tiles are bright; blocked tiles are shaded.',
        'Tiles match when their faces are the same. Any season matches any other season (gold band), and any flower any other flower (violet band).',
        'Tap or click two matching free tiles. With a keyboard, the arrow keys move between free tiles and Enter or Space picks one.',
        `Every deal can be cleared. Hint shows a pair to take (+${HINT_SECONDS} seconds). Undo puts the last pair back. Shuffle deals the tiles left onto the same places again, always so that they can still be cleared (+${SHUFFLE_SECONDS} seconds).`,
        'When no pair is left to take, shuffle, undo or end the game. You may end a game at any time; the clock stops while the page is hidden.',
      ],
    },
    {
      heading: 'Payouts',
      paragraphs: [
        `Your time is the clock plus ${HINT_SECONDS} seconds for each hint and ${SHUFFLE_SECONDS} for each shuffle. A game pays back your stake times the multiplier of its result. Stakes are whole twenties from ${formatCoins(BET_LIMITS.min)} to ${formatCoins(BET_LIMITS.max)} coins, so every payout is an exact number of coins.`,
      ],
      table: {
        caption: `What each result pays back, stake included (the last column for a ${formatCoins(EXAMPLE_STAKE)}-coin stake)`,
        head: ['Result', 'Pays', `On ${formatCoins(EXAMPLE_STAKE)}`],
        rows: [...CLEARED_BANDS.map((band, i) => row(clearedLabel(i), band.hundredths)), ...PARTIAL_BANDS.map((band, i) => row(partialLabel(i), band.hundredths))],
      },
    },
  ];
}
