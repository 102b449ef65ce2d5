import '../kit/ui/kit.css';
import './baccarat.css';
import { cardName } from '../kit/cards';
import { cardView } from '../kit/ui/card-view';
import { fill, h, onStakeClick } from '../kit/ui/dom';
import { decimal, pick } from '../kit/locale';
import { cryptoRandom } from '../kit/random';
import { startGame, type GameShell } from '../kit/shell';
import { baccaratHowToPlay } from './how-to-play';
import { betResult } from './paid-result';
import { PAYOUTS, playCoup, settle, type Coup, type Side } from './rules';
import { createShoe } from './shoe';
import { baccaratStrings } from './strings';

const t = pick(baccaratStrings);

/** The pays as the bet choices show them, short. */
const paysOf = (side: Side) => t.pays(decimal(PAYOUTS.find((payout) => payout.side === side)!.pays));

/** The two hands, the side picked and the deal, in the shell startGame mounts after the first paint. */
function play(shell: GameShell) {
  const shoe = createShoe(cryptoRandom());
  let side: Side = 'player';

  const hand = (label: string) => {
    const cards = h('div', { class: 'cards' });
    const total = h('p', { class: 'bac__total' });
    return { cards, total, element: h('div', { class: 'bac__hand' }, h('h2', {}, label), cards, total) };
  };
  const playerHand = hand(t.sides.player);
  const bankerHand = hand(t.sides.banker);
  const result = h('p', { class: 'bac__result' }, t.chooseSide);
  const sidePicker = h(
    'fieldset',
    { class: 'bac__sides' },
    h('legend', { class: 'narrow-hidden' }, t.betOn),
    ...(['player', 'banker', 'tie'] as const).map((value) => {
      const input = h('input', { type: 'radio', name: 'side', value, id: `side-${value}`, checked: value === side });
      input.addEventListener('change', () => (side = value));
      return h('label', { for: `side-${value}`, class: 'bac__side' }, input, h('span', {}, `${t.sides[value]} `, h('small', {}, paysOf(value))));
    }),
  );
  const dealButton = h('button', { type: 'button', class: 'shell__button' }, t.deal);

  fill(shell.table, h('div', { class: 'bac__hands' }, playerHand.element, bankerHand.element), result);
  fill(shell.actions, sidePicker, dealButton);

  function show(coup: Coup, animate: boolean) {
    fill(playerHand.cards, ...coup.player.map((card) => cardView(card, animate)));
    fill(bankerHand.cards, ...coup.banker.map((card) => cardView(card, animate)));
    playerHand.total.textContent = t.total(coup.playerTotal);
    bankerHand.total.textContent = t.total(coup.bankerTotal);
  }

  dealButton.addEventListener(
    'click',
    onStakeClick(() => void deal()),
  );
  async function deal() {
    const amount = shell.currentBet();
    const roundId = await shell.takeBet(amount);
    if (!roundId) return;
    let shuffled = '';
    if (shoe.needsShuffle()) {
      shoe.reshuffle();
      shuffled = t.reshuffled;
    }
    const coup = playCoup(() => shoe.draw());
    const settlement = settle({ side, amount }, coup.winner);
    const paid = await shell.settle(roundId, settlement.payout);
    show(coup, !shell.reducedMotion());
    shell.sound.play(settlement.outcome === 'win' ? 'win' : settlement.outcome === 'lose' ? 'lose' : 'deal');
    const winner = t.winner[coup.winner];
    const yours = betResult(side, amount, settlement.outcome, paid);
    result.textContent = t.result(winner, coup.playerTotal, coup.bankerTotal, yours);
    const cards = (list: Coup['player']) => list.map((card) => cardName(card)).join(', ');
    shell.announce(`${shuffled}${t.coup(cards(coup.player), coup.playerTotal, cards(coup.banker), coup.bankerTotal)} ${winner}. ${yours}`, false);
  }
}

startGame(() => ({ slug: 'baccarat', tagline: t.tagline, howToPlay: baccaratHowToPlay(), defaultBet: 100 }), play);
