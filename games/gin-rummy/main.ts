import '../kit/ui/kit.css';
import './gin-rummy.css';
import type { Card } from '../kit/cards';
import { cardView } from '../kit/ui/card-view';
import { afterFirstPaint, fill, h } from '../kit/ui/dom';
import { coins, pick } from '../kit/locale';
import { cryptoRandom } from '../kit/random';
import { mountShell } from '../kit/shell';
import { applyAction, type GinAction } from './actions';
import { sameCard, sortBySuit } from './card-identity';
import { nextComputerAction } from './computer-turn';
import { IllegalMoveError, topDiscard, type GinState } from './game-state';
import { newGame, newHand } from './game';
import { ginHowToPlay } from './how-to-play';
import { legalMoves } from './legal-moves';
import { handPaid } from './paid-result';
import { bestArrangement } from './melds';
import { GAME_TARGET } from './scoring';
import { ginStrings } from './strings';
import { describeEvent, handSummaryView } from './summary-view';
import { isGinSave, type GinSave } from './saved-hand';
import { stakesOf } from '../../core/game-registry';

/** Builds the game; runs after the first paint (see afterFirstPaint). */
function start() {
  const t = pick(ginStrings).play;
  const shell = mountShell(document.getElementById('game')!, {
    slug: 'gin-rummy',
    tagline: t.tagline(GAME_TARGET),
    howToPlay: ginHowToPlay(),
    betLimits: stakesOf('gin-rummy'),
    resume: { isState: isGinSave, resume: (saved) => resume(saved.roundId, saved.stake, (saved.state as GinSave).game) },
  });
  const random = cryptoRandom();

  let state: GinState | null = null;
  /** The hand's stake and its round in the wallet, while a hand is in play. */
  let round: { id: string; stake: number } | null = null;
  let selected: Card | null = null;
  /** A finished hand being paid: its end is shown, and Deal waits for the payment. */
  let settling = false;
  /** The card of the hand (in the order shown) that Tab reaches; the arrow keys move it. */
  let handStop = 0;

  const score = h('p', { class: 'gin__score' });
  const computerArea = h('div', { class: 'gin__row' });
  const middle = h('div', { class: 'gin__middle' });
  const handArea = h('div', { class: 'gin__hand', role: 'group', 'aria-label': t.yourHand });
  const deadwood = h('p', { class: 'gin__deadwood' });
  const summary = h('div', { class: 'gin__summary' });
  const stockButton = h('button', { type: 'button', class: 'gin__pile' });
  const discardButton = h('button', { type: 'button', class: 'gin__pile' });
  const buttons = {
    deal: h('button', { type: 'button', class: 'shell__button' }, t.deal),
    take: h('button', { type: 'button', class: 'shell__button' }, t.take),
    pass: h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, t.pass),
    discard: h('button', { type: 'button', class: 'shell__button' }, t.discard),
    knock: h('button', { type: 'button', class: 'shell__button shell__button--ghost' }, t.knock),
  };

  fill(shell.table, score, h('h2', { class: 'gin__label' }, t.computer), computerArea, middle, h('h2', { class: 'gin__label' }, t.yourHand), handArea, deadwood, summary);
  fill(shell.actions, ...Object.values(buttons));
  // The hand is one tab stop: the arrow keys, Home and End move along the cards.
  handArea.addEventListener('keydown', (event) => {
    const cards = [...handArea.querySelectorAll<HTMLButtonElement>('button')];
    const to = { ArrowLeft: handStop - 1, ArrowUp: handStop - 1, ArrowRight: handStop + 1, ArrowDown: handStop + 1, Home: 0, End: cards.length - 1 }[event.key];
    if (to === undefined || !cards[to]) return;
    event.preventDefault();
    cards[handStop]!.tabIndex = -1;
    handStop = to;
    cards[to].tabIndex = 0;
    cards[to].focus();
  });

  /** Plays the computer's moves, saves the hand, then shows the table; narrates what the computer did. */
  async function afterMove(next: GinState, said: string[] = []) {
    let current = next;
    const seen = current.events.length;
    for (let action = nextComputerAction(current); action; action = nextComputerAction(current)) current = applyAction(current, 'computer', action);
    said.push(...current.events.slice(seen).map((event) => describeEvent(event)));
    state = current;
    selected = null;
    if (current.phase === 'hand-over' || current.phase === 'game-over') {
      // The table shows the hand's end at once; Deal waits until the hand is paid.
      settling = true;
      render();
      await settleHand(current, said);
      settling = false;
    } else if (round) shell.saveRound(round.id, round.stake, { game: current } satisfies GinSave);
    render();
    focusNextMove();
    shell.announce([...said, prompt(current)].filter(Boolean).join(' '));
  }

  /**
   * Takes the keyboard focus to where the player's next move is made (the upcard choice, the
   * stock, the hand, or Deal once the hand is paid), so it is never left on a control the table
   * has just removed or disabled.
   */
  function focusNextMove() {
    const moves = state ? legalMoves(state, 'player') : null;
    const next =
      !moves || buttons.deal.hidden === false
        ? buttons.deal
        : moves.canPassUpcard
          ? moves.canTakeUpcard
            ? buttons.take
            : buttons.pass
          : moves.canDrawStock
            ? stockButton
            : handArea.querySelector<HTMLElement>('[tabindex="0"]');
    if (next && !next.hidden && !(next as HTMLButtonElement).disabled) next.focus();
  }

  async function settleHand(current: GinState, said: string[]) {
    const last = current.lastHand!;
    if (!round) return;
    const { id, stake } = round;
    round = null;
    const payout = last.winner === 'player' ? stake * 2 : last.winner === null ? stake : 0;
    const paid = await shell.settle(id, payout);
    shell.lockBet(false);
    shell.sound.play(last.winner === 'player' ? 'win' : 'lose');
    said.push(handPaid(last.winner, stake, paid));
  }

  /** Takes up a hand saved in play (a reload, a crash, another tab): same cards, same stake. */
  function resume(id: string, stake: number, saved: GinState) {
    if (round) return;
    round = { id, stake };
    state = saved;
    selected = null;
    shell.lockBet(true);
    render();
    shell.announce(prompt(saved));
  }

  function prompt(current: GinState): string {
    if (current.phase === 'game-over') return t.gameOver(current.result!.winner);
    if (current.phase === 'hand-over') return t.dealWhenReady;
    const moves = legalMoves(current, 'player');
    if (moves.canPassUpcard) return t.takeOrPass(topDiscard(current)!);
    if (moves.canDrawStock) return moves.canDrawDiscard ? t.drawOrTake : t.draw;
    if (moves.discardable.length) return moves.canKnock ? t.discardOrKnock : t.chooseDiscard;
    return '';
  }

  function act(action: GinAction) {
    if (!state) return;
    try {
      void afterMove(applyAction(state, 'player', action), []);
    } catch (error) {
      shell.announce(error instanceof Error ? t.refused(error instanceof IllegalMoveError ? error.reason : null, error.message) : t.notAllowed);
    }
  }

  buttons.deal.addEventListener('click', () => void deal());
  async function deal() {
    const bet = shell.currentBet();
    const id = await shell.takeBet(bet);
    if (!id) return;
    round = { id, stake: bet };
    shell.lockBet(true);
    shell.sound.play('deal');
    const dealt = !state || state.phase === 'game-over' ? newGame(random) : newHand(state, random);
    await afterMove(dealt, [t.dealt(dealt.handNumber, coins(bet))]);
  }
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
    if (state) fill(score, t.score(state.handNumber, state.scores.player, state.scores.computer), h('span', { class: 'gin__goal' }, t.goal(GAME_TARGET)));
    else score.textContent = t.stakeAndDeal;
    const revealed = state?.phase === 'hand-over' || state?.phase === 'game-over';
    fill(computerArea, ...(state ? (revealed ? sortBySuit(state.hands.computer).map((c) => cardView(c)) : state.hands.computer.map(() => cardView(null))) : []));
    renderPiles(moves);
    renderHand(moves);
    fill(summary, state?.lastHand && over ? handSummaryView(state) : null);
    buttons.deal.hidden = !over || settling;
    buttons.deal.textContent = state?.phase === 'hand-over' ? t.dealNext : state?.phase === 'game-over' ? t.newGame : t.deal;
    buttons.take.hidden = buttons.pass.hidden = !moves?.canPassUpcard;
    buttons.take.disabled = !moves?.canTakeUpcard;
    const discarding = Boolean(moves && moves.discardable.length > 0);
    buttons.discard.hidden = buttons.knock.hidden = !discarding;
    buttons.discard.disabled = !selected || !moves?.discardable.some((c) => sameCard(c, selected!));
    const knock = selected && moves?.knockable.find((option) => sameCard(option.card, selected!));
    buttons.knock.disabled = !knock;
    buttons.knock.textContent = knock?.gin ? t.goGin : t.knock;
  }

  function renderPiles(moves: ReturnType<typeof legalMoves> | null) {
    if (!state || state.phase === 'hand-over' || state.phase === 'game-over') return fill(middle);
    const top = topDiscard(state);
    fill(stockButton, cardView(null), h('span', {}, t.drawStock(state.stock.length)));
    stockButton.disabled = !moves?.canDrawStock;
    fill(discardButton, top ? cardView(top) : h('span', { class: 'card' }), h('span', {}, t.takeDiscard));
    discardButton.disabled = !(moves?.canDrawDiscard || moves?.canTakeUpcard);
    fill(middle, stockButton, discardButton);
  }

  function renderHand(moves: ReturnType<typeof legalMoves> | null) {
    if (!state) return (fill(handArea), (deadwood.textContent = ''));
    const hand = sortBySuit(state.hands.player);
    handStop = Math.min(handStop, hand.length - 1);
    const arrangement = bestArrangement(state.hands.player);
    const inMeld = (card: Card) => arrangement.melds.some((meld) => meld.some((m) => sameCard(m, card)));
    fill(
      handArea,
      ...hand.map((card, index) => {
        const pressed = selected !== null && sameCard(card, selected);
        const button = h(
          'button',
          { type: 'button', class: `gin__card${inMeld(card) ? ' gin__card--meld' : ''}`, 'aria-pressed': String(pressed) },
          cardView(card),
          inMeld(card) ? h('span', { class: 'visually-hidden' }, t.inMeld) : null,
        );
        button.disabled = !moves || moves.discardable.length === 0;
        button.tabIndex = index === handStop ? 0 : -1;
        button.addEventListener('click', () => {
          selected = pressed ? null : card;
          handStop = index;
          render();
          handArea.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
        });
        return button;
      }),
    );
    deadwood.textContent = t.deadwood(arrangement.deadwoodTotal, arrangement.melds.length);
  }

  render();
}

afterFirstPaint(start);
