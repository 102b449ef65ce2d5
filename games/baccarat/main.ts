import '../kit/kit.css';
import './baccarat.css';
import { formatCoins } from '../../src/content/coin-rules';
import { cardName } from '../kit/cards';
import { cardView } from '../kit/card-view';
import { afterFirstPaint, fill, h } from '../kit/dom';
import { cryptoRandom } from '../kit/random';
import { mountShell } from '../kit/shell';
import { baccaratHowToPlay, SIDE_NAMES } from './how-to-play';
import { BET_LIMITS, playCoup, settle, TIE_PAYS, type Coup, type Side } from './rules';
import { createShoe } from './shoe';

/** Builds the game; runs after the first paint (see afterFirstPaint). */
function start() {
  /** The pays as the bet buttons show them, short; the odds table uses the rules' PAYOUTS text. */
  const SHORT_PAYS: Record<Side, string> = { player: '1:1', banker: '0.95:1', tie: `${TIE_PAYS}:1` };

  const shell = mountShell(document.getElementById('game')!, {
    slug: 'baccarat',
    tagline: 'Punto banco from an eight-deck shoe. Back the Player, the Banker or a Tie.',
    howToPlay: baccaratHowToPlay(),
    betLimits: BET_LIMITS,
    defaultBet: 100,
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
    h('legend', { class: 'narrow-hidden' }, 'Bet on'),
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
    const roundId = shell.takeBet(amount);
    if (!roundId) return;
    let shuffled = '';
    if (shoe.needsShuffle()) {
      shoe.reshuffle();
      shuffled = 'The shoe was reshuffled. ';
    }
    const coup = playCoup(() => shoe.draw());
    const settlement = settle({ side, amount }, coup.winner);
    const paid = shell.settle(roundId, settlement.payout);
    show(coup, !shell.reducedMotion());
    shell.sound.play(settlement.outcome === 'win' ? 'win' : settlement.outcome === 'lose' ? 'lose' : 'deal');
    const winner = coup.winner === 'tie' ? 'It is a tie' : `${SIDE_NAMES[coup.winner]} wins`;
    const yours =
      settlement.outcome === 'win'
        ? `Your ${SIDE_NAMES[side]} bet wins ${formatCoins((paid?.credited ?? amount) - amount)} coins.`
        : settlement.outcome === 'push'
          ? `Your ${SIDE_NAMES[side]} bet of ${formatCoins(amount)} coins is returned.`
          : `Your ${SIDE_NAMES[side]} bet of ${formatCoins(amount)} coins is lost.`;
    result.textContent = `${winner}, ${coup.playerTotal} to ${coup.bankerTotal}. ${yours}`;
    const cards = (list: Coup['player']) => list.map(cardName).join(', ');
    shell.announce(`${shuffled}Player: ${cards(coup.player)}, total ${coup.playerTotal}. Banker: ${cards(coup.banker)}, total ${coup.bankerTotal}. ${winner}. ${yours}`, false);
  });
}

afterFirstPaint(start);
