import '../kit/kit.css';
import './high-low.css';
import { formatCoins } from '../../src/content/coin-rules';
import { cardName, rankName, SUITS, type Card } from '../kit/cards';
import { cardView } from '../kit/card-view';
import { afterFirstPaint, fill, h } from '../kit/dom';
import { cryptoRandom } from '../kit/random';
import { mountShell } from '../kit/shell';
import { multiplier, playCall, startStreak, TARGET_RETURN, winProbability, type Call, type Streak } from './rules';

/** Builds the game; runs after the first paint (see afterFirstPaint). */
function start() {
    const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

  const shell = mountShell(document.getElementById('game')!, {
    title: 'High Low',
    tagline: 'Call the next card. Ride the streak or cash out.',
    howToPlay: [
      {
        heading: 'The rules',
        items: [
          'Place a bet and deal: one card is shown. Aces are low, kings are high.',
          'Call whether the next card will be higher or lower. Every card comes from a freshly shuffled 52-card deck.',
          'If the next card has the same rank, it is a push: nothing is won or lost and you call again on the new card.',
          'A right call multiplies your coins. Call again to let them ride, or cash out to bank them. A wrong call loses the streak.',
        ],
      },
      {
        heading: 'Odds and payouts',
        paragraphs: [
          `Each multiplier is set from the true odds so that every call returns ${Math.round(TARGET_RETURN * 100)}% of the stake over time (pushes included). Multipliers are rounded down to two decimals and winnings to whole coins.`,
        ],
        table: {
          caption: 'Chance to win and multiplier for each shown card',
          head: ['Shown', 'Higher: chance', 'Higher: pays', 'Lower: chance', 'Lower: pays'],
          rows: Array.from({ length: 13 }, (_, index) => {
            const rank = index + 1;
            const higher = multiplier('higher', rank);
            const lower = multiplier('lower', rank);
            return [rankName(rank), percent(winProbability('higher', rank)), higher ? `×${higher}` : '—', percent(winProbability('lower', rank)), lower ? `×${lower}` : '—'];
          }),
        },
      },
    ],
  });

  const random = cryptoRandom();
  const drawCard = (): Card => ({ rank: random.nextInt(13) + 1, suit: SUITS[random.nextInt(4)]! });

  let shown: Card | null = null;
  let streak: Streak | null = null;

  const cardSlot = h('div', { class: 'cards hl__card' });
  const info = h('p', { class: 'hl__info' });
  const dealButton = h('button', { type: 'button', class: 'shell__button' }, 'Deal');
  const higherButton = h('button', { type: 'button', class: 'shell__button' });
  const lowerButton = h('button', { type: 'button', class: 'shell__button' });
  const cashOutButton = h('button', { type: 'button', class: 'shell__button shell__button--ghost' });

  fill(shell.table, h('p', { class: 'hl__label' }, 'Current card'), cardSlot, info);
  fill(shell.actions, dealButton, higherButton, lowerButton, cashOutButton);

  function render(animate: boolean) {
    fill(cardSlot, cardView(shown, animate));
    const playing = streak !== null && shown !== null;
    dealButton.hidden = playing;
    for (const [button, call] of [
      [higherButton, 'higher'],
      [lowerButton, 'lower'],
    ] as const) {
      const m = shown ? multiplier(call, shown.rank) : null;
      button.hidden = !playing;
      button.disabled = m === null;
      button.textContent = call === 'higher' ? `Higher ×${m ?? '—'}` : `Lower ×${m ?? '—'}`;
    }
    cashOutButton.hidden = !playing;
    cashOutButton.disabled = !streak || streak.wins === 0;
    cashOutButton.textContent = streak ? `Cash out ${formatCoins(streak.pot)}` : 'Cash out';
    info.textContent = streak
      ? `Riding: ${formatCoins(streak.pot)} coins after ${streak.wins} correct call${streak.wins === 1 ? '' : 's'}.`
      : 'Choose your bet and deal a card.';
    shell.lockBet(playing);
  }

  dealButton.addEventListener('click', () => {
    const bet = shell.currentBet();
    if (!shell.takeBet(bet)) return;
    streak = startStreak(bet);
    shown = drawCard();
    shell.sound.play('deal');
    shell.announce(`Bet ${formatCoins(bet)} coins. The card is the ${cardName(shown)}. Higher or lower?`);
    render(!shell.reducedMotion());
    (higherButton.disabled ? lowerButton : higherButton).focus();
  });

  function call(choice: Call) {
    if (!streak || !shown) return;
    const next = drawCard();
    const result = playCall(streak, choice, shown.rank, next.rank);
    const from = shown;
    shown = next;
    if (result.outcome === 'lose') {
      shell.settle(streak.stake, 0);
      shell.sound.play('lose');
      shell.announce(`The ${cardName(next)} is not ${choice} than the ${cardName(from)}. The streak is lost. Deal again?`);
      streak = null;
      render(!shell.reducedMotion());
      dealButton.focus();
      return;
    }
    streak = result.streak;
    if (result.outcome === 'push') {
      shell.announce(`The ${cardName(next)} has the same rank: a push. Your ${formatCoins(streak!.pot)} coins still ride.`);
    } else {
      shell.sound.play('win');
      shell.announce(`Right! The ${cardName(next)}. You now have ${formatCoins(streak!.pot)} coins riding. Call again or cash out.`);
    }
    render(!shell.reducedMotion());
  }

  higherButton.addEventListener('click', () => call('higher'));
  lowerButton.addEventListener('click', () => call('lower'));
  cashOutButton.addEventListener('click', () => {
    if (!streak || streak.wins === 0) return;
    shell.settle(streak.stake, streak.pot);
    shell.sound.play('win');
    shell.announce(`Cashed out ${formatCoins(streak.pot)} coins. Nicely played!`);
    streak = null;
    render(false);
    dealButton.focus();
  });

  render(false);
}

afterFirstPaint(start);
