import '../kit/ui/kit.css';
import './high-low.css';
import { cardName, rankName, SUITS, type Card } from '../kit/cards';
import { cardView } from '../kit/ui/card-view';
import { fill, h, onStakeClick } from '../kit/ui/dom';
import { coins, decimal, pick } from '../kit/locale';
import { cryptoRandom } from '../kit/random';
import { startGame, type GameShell } from '../kit/shell';
import { highLowHowToPlay } from './how-to-play';
import { isSetAside, judge, multiplierHundredths, multiplierText, payout, type Call } from './rules';
import { highLowStrings } from './strings';

const t = pick(highLowStrings);

/** The card shown, the calls and the streak, in the shell startGame mounts after the first paint. */
function play(shell: GameShell) {
  const random = cryptoRandom();
  const drawCard = (): Card => ({ rank: random.nextInt(13) + 1, suit: SUITS[random.nextInt(4)]! });
  /** The card to call on after `first`: aces and kings are set aside until another rank turns up. */
  const cardToCallOn = (first: Card) => {
    const setAside: Card[] = [];
    let card = first;
    for (; isSetAside(card.rank); card = drawCard()) setAside.push(card);
    return { card, setAside };
  };
  /** Names the aces and kings set aside before the card now shown, if any. */
  const asideText = (setAside: Card[]) => (setAside.length ? t.setAside(setAside.map((card) => rankName(card.rank).toLowerCase())) : '');

  const opening = cardToCallOn(drawCard());
  let shown = opening.card;
  let streak = 0;

  const cardSlot = h('div', { class: 'cards hl__card' });
  const info = h('p', { class: 'hl__info' });
  const higherButton = h('button', { type: 'button', class: 'shell__button' });
  const lowerButton = h('button', { type: 'button', class: 'shell__button' });

  fill(shell.table, h('p', { class: 'hl__label' }, t.currentCard), cardSlot, info);
  fill(shell.actions, higherButton, lowerButton);

  /** A call's button: its name and what a right call multiplies the bet by. */
  const buttonText = (call: Call) => `${t.calls[call]} ${decimal(multiplierText(multiplierHundredths(call, shown.rank)!))}`;

  function render(animate: boolean) {
    fill(cardSlot, cardView(shown, animate));
    higherButton.textContent = buttonText('higher');
    lowerButton.textContent = buttonText('lower');
    info.textContent = streak > 0 ? t.streak(streak) : t.chooseBet;
  }

  async function call(choice: Call) {
    const stake = shell.currentBet();
    const roundId = await shell.takeBet(stake);
    if (!roundId) return;
    const from = shown;
    const next = drawCard();
    const outcome = judge(choice, from.rank, next.rank);
    const result = await shell.settle(roundId, payout(stake, choice, from.rank, next.rank));
    const following = cardToCallOn(next);
    shown = following.card;
    const then = following.setAside.length ? `${t.nowCalling(cardName(shown))}${asideText(following.setAside)}` : '';
    if (!result) {
      shell.announce(`${t.notPaid(cardName(next))}${then}`);
    } else if (outcome === 'win') {
      streak += 1;
      shell.sound.play('win');
      const won = result.credited - stake;
      shell.announce(`${won > 0 ? t.won(cardName(next), won) : t.wonCapped(cardName(next), coins(stake))}${then}`);
    } else if (outcome === 'push') {
      shell.announce(`${t.push(cardName(next), coins(stake))}${then}`);
    } else {
      streak = 0;
      shell.sound.play('lose');
      shell.announce(`${t.lost(cardName(next), choice, cardName(from), coins(stake))}${then}`);
    }
    render(!shell.reducedMotion());
  }

  higherButton.addEventListener(
    'click',
    onStakeClick(() => void call('higher')),
  );
  lowerButton.addEventListener(
    'click',
    onStakeClick(() => void call('lower')),
  );
  render(false);
  if (opening.setAside.length) shell.announce(`${t.firstCard(cardName(shown))}${asideText(opening.setAside)}`);
}

startGame(() => ({ slug: 'high-low', tagline: t.tagline, howToPlay: highLowHowToPlay(), defaultBet: 100 }), play);
