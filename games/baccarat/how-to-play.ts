import type { HowToPlaySection } from '../kit/how-to-play';
import { PUBLISHED_ODDS } from './published-odds';
import { BANKER_COMMISSION_PERCENT, BET_LIMITS, PAYOUTS, TIE_PAYS, type Side } from './rules';

/** Each side's name as the page writes it. */
export const SIDE_NAMES: Record<Side, string> = { player: 'Player', banker: 'Banker', tie: 'Tie' };

const pct = (p: number) => `${(p * 100).toFixed(2)}%`;

/** The panel's text; its odds table is what published-odds.test.ts and how-to-play.test.ts check. */
export function baccaratHowToPlay(): HowToPlaySection[] {
  return [
    {
      heading: 'The rules',
      items: [
        'Choose a side and your bet, then deal. Player and Banker each get two cards; the hand closest to 9 wins.',
        'Aces count 1, 2 to 9 count their value, 10s and picture cards count 0. Only the last digit of a total counts (7 + 8 = 5).',
        'A natural (8 or 9 on the first two cards) in either hand: both stand.',
        'Otherwise the Player draws a third card on 0 to 5 and stands on 6 or 7. The Banker then draws by the table below.',
        `Player pays 1:1. Banker pays 1:1 less ${BANKER_COMMISSION_PERCENT}% commission. Tie pays ${TIE_PAYS}:1. Player and Banker bets are returned on a tie.`,
        `Bets go in steps of ${BET_LIMITS.step} coins, so a Banker win always pays exactly 95% of the bet: nothing is rounded.`,
        'The shoe holds eight decks and is reshuffled at the cut card, between coups.',
      ],
    },
    {
      heading: 'When the Banker draws',
      paragraphs: ['If the Player stood, the Banker draws on 0 to 5 and stands on 6 or 7. If the Player drew a third card:'],
      table: {
        caption: "Banker's third card by the Banker's total and the Player's third card",
        head: ['Banker total', "Banker draws when the Player's third card is"],
        rows: [
          ['0, 1, 2', 'any card'],
          ['3', 'anything but 8'],
          ['4', '2 to 7'],
          ['5', '4 to 7'],
          ['6', '6 or 7'],
          ['7', 'never (stands)'],
        ],
      },
    },
    {
      heading: 'Odds (eight decks, exact)',
      paragraphs: ['The house edge of each bet is the same at every bet size.'],
      table: {
        caption: 'Chance of each result and the house edge of each bet',
        head: ['Bet', 'Chance of winning', 'Pays', 'House edge'],
        rows: PAYOUTS.map(({ side, pays }) => [SIDE_NAMES[side], pct(PUBLISHED_ODDS.probability[side]), pays, `${PUBLISHED_ODDS.houseEdgePercent[side]}%`]),
      },
    },
  ];
}
