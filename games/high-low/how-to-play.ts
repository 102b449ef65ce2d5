import { rankName } from '../kit/cards';
import type { HowToPlaySection } from '../kit/how-to-play';
import { callReturn, FIRST_CALLABLE, LAST_CALLABLE, multiplierHundredths, multiplierText, percentText, TARGET_RETURN_PERCENT, winningRanks, type Call } from './rules';

const CALLABLE_RANKS = Array.from({ length: LAST_CALLABLE - FIRST_CALLABLE + 1 }, (_, i) => FIRST_CALLABLE + i);
const CALLS: Call[] = ['higher', 'lower'];

/** Every call's exact return, lowest and highest, as the page writes them. */
function returnRange(): { lowest: string; highest: string } {
  const all = CALLABLE_RANKS.flatMap((rank) => CALLS.map((call) => callReturn(call, rank)));
  const value = (r: { numerator: number; denominator: number }) => r.numerator / r.denominator;
  const sorted = [...all].sort((a, b) => value(a) - value(b));
  return { lowest: percentText(sorted[0]!), highest: percentText(sorted[sorted.length - 1]!) };
}

/** The panel's text; built from the rules so every figure it states is one the game pays. */
export function highLowHowToPlay(): HowToPlaySection[] {
  const { lowest, highest } = returnRange();
  return [
    {
      heading: 'The rules',
      items: [
        'A card is shown. Aces are low, kings are high. Choose your bet and call whether the next card will be higher or lower.',
        'Every card comes from a freshly shuffled 52-card deck, so each rank is equally likely every time.',
        'A right call pays your bet times the multiplier on its button. A wrong call loses the bet.',
        'If the next card has the same rank, it is a push: your bet comes back and you call on the new card.',
        'Aces and kings are never the card you call on: when one turns up, it is set aside and another card is shown. That way every call can win, and a right call always pays more than your bet.',
        'The card you were right or wrong about becomes the next card to call on. Each call is a separate bet, paid at once.',
      ],
    },
    {
      heading: 'Odds and payouts',
      paragraphs: [
        `Multipliers come from the true odds, set for a ${TARGET_RETURN_PERCENT}% return and rounded down to whole hundredths. Bets are whole hundreds of coins, so every payout is an exact number of coins and each call returns exactly the figure below at every bet: between ${lowest} and ${highest} of the stake over time, pushes included.`,
      ],
      table: {
        caption: 'Chance to win, multiplier and return of each call, by the card shown',
        head: ['Shown', 'Call', 'Wins on', 'Pays', 'Returns'],
        rows: CALLABLE_RANKS.flatMap((rank) =>
          CALLS.map((call) => [rankName(rank), call === 'higher' ? 'Higher' : 'Lower', `${winningRanks(call, rank)} in 13`, multiplierText(multiplierHundredths(call, rank)!), percentText(callReturn(call, rank))]),
        ),
      },
    },
  ];
}
