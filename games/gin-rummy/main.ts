import '../kit/kit.css';
import './gin-rummy.css';
import { formatCoins } from '../../src/content/coin-rules';
import { cardName, type Card } from '../kit/cards';
import { cardView } from '../kit/card-view';
import { afterFirstPaint, fill, h } from '../kit/dom';
import { cryptoRandom } from '../kit/random';
import { mountShell } from '../kit/shell';
import { applyAction, type GinAction } from './actions';
import { sameCard, sortBySuit } from './card-identity';
import { nextComputerAction } from './computer-turn';
import { topDiscard, type GinState } from './game-state';
import { newGame, newHand } from './game';
import { GIN_HOW_TO_PLAY } from './how-to-play';
import { legalMoves } from './legal-moves';
import { bestArrangement } from './melds';
import { describeEvent, handSummaryView } from './summary-view';

/** Builds the game; runs after the first paint (see afterFirstPaint). */
function start() {
  const shell = mountShell(document.getElementById('game')!, {
    slug: 'gin-rummy',
    tagline: 'You against the computer, first to 100 points.',
    howToPlay: GIN_HOW_TO_PLAY,
  });
  const random = cryptoRandom();

  let state: GinState | null = null;
  /** The hand's stake and its round in the wallet, while a hand is in play. */
  let round: { id: string; stake: number } | null = null;
  let selected: Card | null = null;

  const score = h('p', { class: 'gin__score' });
  const computerArea = h('div', { class: 'gin__row' });
  const middle = h('div', { class: 'gin__middle' });
  const handArea = h('div', { class: 'gin__hand', role: 'group', 'aria-label': 'Your hand' });
  const deadwood = h('p', { class: 'gin__deadwood' });
  const summary = h('div', { class: 'gin__summary' });
  const stockButton = h('button', { type: 'button', class: 'gin__pile' });
  const discardButton = h('button', { type: 'button', class: 'gin__pile' });
  const buttons = {
    deal: h('button', { type: 'button', class: 'shell__button' }, 'Deal a hand'),
    take: h('button', { type: 'button', class: 'shell__button' }, 'Take the upcard'),
    pass: h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, 'Pass'),
    discard: h('button', { type: 'button', class: 'shell__button' }, 'Discard'),
    knock: h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, 'Knock'),
  };

  fill(
    shell.table,
    score,
    h('h2', { class: 'gin__label' }, 'Computer'),
    computerArea,
    middle,
    h('h2', { class: 'gin__label' }, 'Your hand'),
    handArea,
    deadwood,
    summary,
  );
  fill(shell.actions, ...Object.values(buttons));

  /** Plays the computer's moves, then shows the table; narrates what the computer did. */
  function afterMove(next: GinState, said: string[] = []) {
    let current = next;
    const seen = current.events.length;
    for (let action = nextComputerAction(current); action; action = nextComputerAction(current)) current = applyAction(current, 'computer', action);
    said.push(...current.events.slice(seen).map(describeEvent));
    state = current;
    selected = null;
    if (current.phase === 'hand-over' || current.phase === 'game-over') settleHand(current, said);
    render();
    shell.announce([...said, prompt(current)].filter(Boolean).join(' '));
  }

  function settleHand(current: GinState, said: string[]) {
    const last = current.lastHand!;
    if (!round) return;
    const { id, stake } = round;
    const payout = last.winner === 'player' ? stake * 2 : last.winner === null ? stake : 0;
    const paid = shell.settle(id, payout);
    shell.lockBet(false);
    shell.sound.play(last.winner === 'player' ? 'win' : 'lose');
    const coins =
      last.winner === 'player' ? `You win ${formatCoins((paid?.credited ?? stake) - stake)} coins.` : last.winner === null ? 'Your stake is returned.' : `You lose ${formatCoins(stake)} coins.`;
    said.push(coins);
    round = null;
  }

  function prompt(current: GinState): string {
    if (current.phase === 'game-over') return `Game over: ${current.result!.winner === 'player' ? 'you win' : 'the computer wins'} the game. Deal to start a new one.`;
    if (current.phase === 'hand-over') return 'Deal the next hand when you are ready.';
    const moves = legalMoves(current, 'player');
    if (moves.canPassUpcard) return `Take the ${cardName(topDiscard(current)!)} or pass.`;
    if (moves.canDrawStock) return moves.canDrawDiscard ? 'Draw from the stock or take the discard.' : 'Draw from the stock.';
    if (moves.discardable.length) return moves.canKnock ? 'Choose a card to discard, or knock.' : 'Choose a card to discard.';
    return '';
  }

  function act(action: GinAction) {
    if (!state) return;
    try {
      afterMove(applyAction(state, 'player', action), []);
    } catch (error) {
      shell.announce(error instanceof Error ? error.message : 'That move is not allowed.');
    }
  }

  buttons.deal.addEventListener('click', () => {
    const bet = shell.currentBet();
    const id = shell.takeBet(bet);
    if (!id) return;
    round = { id, stake: bet };
    shell.lockBet(true);
    shell.sound.play('deal');
    const dealt = !state || state.phase === 'game-over' ? newGame(random) : newHand(state, random);
    afterMove(dealt, [`Hand ${dealt.handNumber} dealt. You staked ${formatCoins(bet)} coins.`]);
    (handArea.querySelector('button') ?? buttons.take).focus();
  });
  buttons.take.addEventListener('click', () => act({ type: 'take-upcard' }));
  buttons.pass.addEventListener('click', () => act({ type: 'pass-upcard' }));
  stockButton.addEventListener('click', () => act({ type: 'draw-stock' }));
  discardButton.addEventListener('click', () => {
    if (state && legalMoves(state, 'player').canTakeUpcard) act({ type: 'take-upcard' });
    else act({ type: 'draw-discard' });
  });
  buttons.discard.addEventListener('click', () => selected && act({ type: 'discard', card: selected }));
  buttons.knock.addEventListener('click', () => selected && act({ type: 'knock', card: selected }));

  function render() {
    const moves = state ? legalMoves(state, 'player') : null;
    const over = !state || state.phase === 'hand-over' || state.phase === 'game-over';
    if (state) fill(score, `Hand ${state.handNumber} · You ${state.scores.player} · Computer ${state.scores.computer}`, h('span', { class: 'gin__goal' }, ' · game to 100'));
    else score.textContent = 'Stake a bet and deal a hand.';
    const revealed = state?.phase === 'hand-over' || state?.phase === 'game-over';
    fill(computerArea, ...(state ? (revealed ? sortBySuit(state.hands.computer).map((c) => cardView(c)) : state.hands.computer.map(() => cardView(null))) : []));
    renderPiles(moves);
    renderHand(moves);
    fill(summary, state?.lastHand && over ? handSummaryView(state) : null);
    buttons.deal.hidden = !over;
    buttons.deal.textContent = state?.phase === 'hand-over' ? 'Deal next hand' : state?.phase === 'game-over' ? 'New game' : 'Deal a hand';
    buttons.take.hidden = buttons.pass.hidden = !moves?.canPassUpcard;
    buttons.take.disabled = !moves?.canTakeUpcard;
    const discarding = Boolean(moves && moves.discardable.length > 0);
    buttons.discard.hidden = buttons.knock.hidden = !discarding;
    buttons.discard.disabled = !selected || !moves?.discardable.some((c) => sameCard(c, selected!));
    const knock = selected && moves?.knockable.find((option) => sameCard(option.card, selected!));
    buttons.knock.disabled = !knock;
    buttons.knock.textContent = knock?.gin ? 'Go gin' : 'Knock';
  }

  function renderPiles(moves: ReturnType<typeof legalMoves> | null) {
    if (!state || state.phase === 'hand-over' || state.phase === 'game-over') return fill(middle);
    const top = topDiscard(state);
    fill(stockButton, cardView(null), h('span', {}, `Draw from stock (${state.stock.length} left)`));
    stockButton.disabled = !moves?.canDrawStock;
    fill(discardButton, top ? cardView(top) : h('span', { class: 'card' }), h('span', {}, 'Take from discard pile'));
    discardButton.disabled = !(moves?.canDrawDiscard || moves?.canTakeUpcard);
    fill(middle, stockButton, discardButton);
  }

  function renderHand(moves: ReturnType<typeof legalMoves> | null) {
    if (!state) return fill(handArea), (deadwood.textContent = '');
    const hand = sortBySuit(state.hands.player);
    const arrangement = bestArrangement(state.hands.player);
    const inMeld = (card: Card) => arrangement.melds.some((meld) => meld.some((m) => sameCard(m, card)));
    fill(
      handArea,
      ...hand.map((card) => {
        const pressed = selected !== null && sameCard(card, selected);
        const button = h(
          'button',
          { type: 'button', class: `gin__card${inMeld(card) ? ' gin__card--meld' : ''}`, 'aria-pressed': String(pressed) },
          cardView(card),
          inMeld(card) ? h('span', { class: 'visually-hidden' }, ', in a meld') : null,
        );
        button.disabled = !moves || moves.discardable.length === 0;
        button.addEventListener('click', () => {
          selected = pressed ? null : card;
          render();
          handArea.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
        });
        return button;
      }),
    );
    deadwood.textContent = `Deadwood: ${arrangement.deadwoodTotal} · melds: ${arrangement.melds.length}`;
  }

  render();
}

afterFirstPaint(start);
