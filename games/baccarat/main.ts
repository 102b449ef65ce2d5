import '../kit/kit.css';
import './baccarat.css';
import { formatCoins } from '../../src/content/coin-rules';
import { cardName } from '../kit/cards';
import { cardView } from '../kit/card-view';
import { afterFirstPaint, fill, h } from '../kit/dom';
import { cryptoRandom } from '../kit/random';
import { mountShell } from '../kit/shell';
import { PUBLISHED_ODDS } from './published-odds';
import { BANKER_COMMISSION_PERCENT, PAYOUTS, playCoup, settle, TIE_PAYS, type Coup, type Side } from './rules';
import { createShoe } from './shoe';

/** Builds the game; runs after the first paint (see afterFirstPaint). */
function start() {
  const SIDE_NAMES: Record<Side, string> = { player: 'Player', banker: 'Banker', tie: 'Tie' };
/** The pays as the bet buttons show them, short; the odds table uses the rules' PAYOUTS text. */
const SHORT_PAYS: Record<Side, string> = { player: '1:1', banker: '0.95:1', tie: `${TIE_PAYS}:1` };
  const pct = (p: number) => `${(p * 100).toFixed(2)}%`;

  const shell = mountShell(document.getElementById('game')!, {
    title: 'Baccarat',
    tagline: 'Punto banco from an eight-deck shoe. Back the Player, the Banker or a Tie.',
    howToPlay: [
      {
        heading: 'The rules',
        items: [
          'Choose a side and your bet, then deal. Player and Banker each get two cards; the hand closest to 9 wins.',
          'Aces count 1, 2 to 9 count their value, 10s and picture cards count 0. Only the last digit of a total counts (7 + 8 = 5).',
          'A natural (8 or 9 on the first two cards) in either hand: both stand.',
          'Otherwise the Player draws a third card on 0 to 5 and stands on 6 or 7. The Banker then draws by the table below.',
          `Player pays 1:1. Banker pays 1:1 less ${BANKER_COMMISSION_PERCENT}% commission (winnings rounded down to whole coins). Tie pays ${TIE_PAYS}:1. Player and Banker bets are returned on a tie.`,
          'The shoe holds eight decks and is reshuffled at the cut card, between coups.',
        ],
      },
      {
        heading: 'When the Banker draws',
        paragraphs: ['If the Player stood, the Banker draws on 0 to 5 and stands on 6 or 7. If the Player drew a third card:'],
        table: {
          caption: "Banker's third card by the Banker's total and the Player's third card",
          head: ['Banker total', 'Banker draws when the Player\'s third card is'],
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
        table: {
          caption: 'Chance of each result and the house edge of each bet',
          head: ['Bet', 'Chance of winning', 'Pays', 'House edge'],
          rows: PAYOUTS.map(({ side, pays }) => [
            SIDE_NAMES[side],
            pct(PUBLISHED_ODDS.probability[side]),
            pays,
            `${PUBLISHED_ODDS.houseEdgePercent[side]}%`,
          ]),
        },
      },
    ],
  });

  const shoe = createShoe(cryptoRandom());
  let side: Side = 'player';

  const hand = (label: string) => {
    const cards = h('div', { class: 'cards' });
    const total = h('p', { class: 'bac__total' });
    return { cards, total, element: h('div', { class: 'bac__hand' }, h('h2', {}, label), cards, total) };
  };
  const playerHand = hand('Player');
  const bankerHand = hand('Banker');
  const result = h('p', { class: 'bac__result' }, 'Choose a side and deal.');
  const sidePicker = h(
    'fieldset',
    { class: 'bac__sides' },
    h('legend', {}, 'Bet on'),
    ...(['player', 'banker', 'tie'] as const).map((value) => {
      const input = h('input', { type: 'radio', name: 'side', value, id: `side-${value}`, checked: value === side });
      input.addEventListener('change', () => (side = value));
      return h('label', { for: `side-${value}`, class: 'bac__side' }, input, h('span', {}, `${SIDE_NAMES[value]} `, h('small', {}, SHORT_PAYS[value])));
    }),
  );
  const dealButton = h('button', { type: 'button', class: 'shell__button' }, 'Deal');

  fill(shell.table, h('div', { class: 'bac__hands' }, playerHand.element, bankerHand.element), result);
  fill(shell.actions, sidePicker, dealButton);

  function show(coup: Coup, animate: boolean) {
    fill(playerHand.cards, ...coup.player.map((card) => cardView(card, animate)));
    fill(bankerHand.cards, ...coup.banker.map((card) => cardView(card, animate)));
    playerHand.total.textContent = `Total ${coup.playerTotal}`;
    bankerHand.total.textContent = `Total ${coup.bankerTotal}`;
  }

  dealButton.addEventListener('click', () => {
    const amount = shell.currentBet();
    if (!shell.takeBet(amount)) return;
    let shuffled = '';
    if (shoe.needsShuffle()) {
      shoe.reshuffle();
      shuffled = 'The shoe was reshuffled. ';
    }
    const coup = playCoup(() => shoe.draw());
    const settlement = settle({ side, amount }, coup.winner);
    shell.settle(amount, settlement.payout);
    show(coup, !shell.reducedMotion());
    shell.sound.play(settlement.outcome === 'win' ? 'win' : settlement.outcome === 'lose' ? 'lose' : 'deal');
    const winner = coup.winner === 'tie' ? 'It is a tie' : `${SIDE_NAMES[coup.winner]} wins`;
    const yours =
      settlement.outcome === 'win'
        ? `Your ${SIDE_NAMES[side]} bet wins ${formatCoins(settlement.net)} coins.`
        : settlement.outcome === 'push'
          ? `Your ${SIDE_NAMES[side]} bet of ${formatCoins(amount)} coins is returned.`
          : `Your ${SIDE_NAMES[side]} bet of ${formatCoins(amount)} coins is lost.`;
    result.textContent = `${winner}, ${coup.playerTotal} to ${coup.bankerTotal}. ${yours}`;
    const cards = (list: Coup['player']) => list.map(cardName).join(', ');
    shell.announce(`${shuffled}Player: ${cards(coup.player)}, total ${coup.playerTotal}. Banker: ${cards(coup.banker)}, total ${coup.bankerTotal}. ${winner}. ${yours}`, false);
  });
}

afterFirstPaint(start);
