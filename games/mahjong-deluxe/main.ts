import '../kit/ui/kit.css';
import './mahjong-deluxe.css';
import { afterFirstPaint, fill, h, setDisabled } from '../kit/ui/dom';
import { coins, pick as pickStrings } from '../kit/locale';
import { cryptoRandom } from '../kit/random';
import { mountShell, type GameShell } from '../kit/shell';
import type { SavedRound } from '../kit/wallet/saved-round';
import { availableMatches, tilesLeft } from './board';
import { createBoardView } from './board-view';
import { hintFrom, newGame, pick, shuffleTiles, standing, undo, type GameState } from './game';
import { answerHint } from './hint-search';
import { mahjongHowToPlay } from './how-to-play';
import { TURTLE } from './layout';
import { BET_LIMITS, clockText, HINT_SECONDS, payout, SHUFFLE_SECONDS, timeUsed, type Ending } from './payout';
import { resultText } from './result-text';
import { solverClient } from './solver-client';
import { GameClock } from './play-clock';
import { mahjongStrings, resultStrings } from './strings';
import { zoomToggle } from './zoom-toggle';
import { faceName, pairName } from './tile-names';
import { isMahjongSave, type MahjongSave } from './saved-game';

/** A game in play: its state, the round its stake opened, and the help shown. */
type Play = { state: GameState; roundId: string; stake: number; hint: number[] };

/** The table's text in the game's language. */
const t = pickStrings(mahjongStrings);

/** Starts the game shell; runs after the first paint (see afterFirstPaint). */
function start() {
  // A game saved in play is resumed once the table is set up (the shell may find it first).
  let resumeHere: ((round: SavedRound<MahjongSave>) => void) | null = null;
  let found: SavedRound<MahjongSave> | null = null;
  const shell = mountShell(document.getElementById('game')!, {
    slug: 'mahjong-deluxe',
    tagline: t.tagline,
    howToPlay: mahjongHowToPlay(),
    betLimits: BET_LIMITS,
    defaultBet: 100,
    resume: {
      isState: isMahjongSave,
      resume: (round) => (resumeHere ? resumeHere(round as SavedRound<MahjongSave>) : (found = round as SavedRound<MahjongSave>)),
    },
  });
  // The table is set up in a task of its own, so no start-up task grows long.
  setTimeout(() => {
    resumeHere = setUp(shell);
    if (found) resumeHere(found);
  }, 0);
}

/** The table, its board and its actions, wired to the rules; returns how to resume a saved game. */
function setUp(shell: GameShell): (round: SavedRound<MahjongSave>) => void {
  const random = cryptoRandom();
  const clock = new GameClock();
  let play: Play | null = null;
  // Before the first deal the table shows the turtle face down; after a game, the board it ended on.
  let lastBoard = TURTLE.map(() => 0);
  let ended = false;
  let finalSeconds = 0;
  // A hint whose order must be searched for runs the solver off the main thread (solver-client.ts).
  const solver = solverClient();
  /** The hint search under way, if any (a token: a search cancelled and replaced is told apart). */
  let hintSearch: object | null = null;

  const value = () => h('b', {}, '');
  const [time, tiles, pairs] = [value(), value(), value()];
  const banner = h('p', { class: 'mj__banner' }, t.chooseStake);
  const view = createBoardView(onPick);
  const scroller = h('div', { class: 'mj__scroller' }, view.element);
  const zoom = zoomToggle(scroller);
  fill(
    shell.table,
    h('div', { class: 'mj__info' }, h('span', {}, t.time, time), h('span', {}, t.tiles, tiles), h('span', {}, t.moves, pairs), zoom),
    h('div', { class: 'mj__stage' }, scroller, banner),
  );
  shell.table.classList.add('mj__table');
  const button = (label: string, action: () => void, ghost = false) => h('button', { type: 'button', class: `shell__button${ghost ? ' shell__button--ghost' : ''}`, onClick: action }, label);
  const dealButton = button(t.deal, () => void deal());
  const hintButton = button(t.hint, showHint);
  const undoButton = button(t.undo, takeBack, true);
  const shuffleButton = button(t.shuffle, shuffle, true);
  const endButton = button(t.endGame, () => void finish(), true);
  fill(shell.actions, dealButton, hintButton, undoButton, shuffleButton, endButton);
  shell.actions.classList.add('mj__actions');

  const seconds = () => (play ? timeUsed(clock.seconds(performance.now()), play.state.hints, play.state.shuffles) : 0);
  function render() {
    const board = play?.state.board ?? lastBoard;
    view.show(board, { selected: play?.state.selected ?? null, hint: play?.hint ?? [], faceDown: !play && !ended, idle: !play });
    tiles.textContent = String(tilesLeft(board));
    pairs.textContent = play ? String(availableMatches(board).length) : '–';
    time.textContent = clockText(play ? seconds() : finalSeconds);
    dealButton.hidden = play !== null;
    for (const b of [hintButton, undoButton, shuffleButton, endButton]) b.hidden = play === null;
    // Undo with nothing left to undo: the focus goes on to Shuffle beside it, where a Tab would take it.
    setDisabled(undoButton, !play || play.state.history.length === 0, () => shuffleButton);
    hintButton.disabled = !play || standing(play.state) !== 'playing';
    hintButton.setAttribute('aria-busy', String(hintSearch !== null));
  }
  const say = (message: string, banner_?: string) => {
    shell.announce(message);
    banner.hidden = banner_ === undefined;
    banner.textContent = banner_ ?? '';
  };

  /** Saves the game in play, so a reload, a crash or another tab resumes it here. */
  function save() {
    if (play) shell.saveRound(play.roundId, play.stake, { game: play.state, playedMs: Math.floor(clock.ms(performance.now())) } satisfies MahjongSave);
  }

  /** The clock counts while the page is visible and play goes on: a break, a reached limit or the reality check is not time played. */
  const counting = () => document.visibilityState === 'visible' && !shell.interrupted();
  function followClock() {
    if (!play) return;
    if (counting()) clock.resume(performance.now());
    else clock.pause(performance.now());
    save();
  }

  /** Puts a game on the table: a new deal (saved before it is shown) or a resumed one. */
  function begin(state: GameState, roundId: string, stake: number, playedMs: number) {
    play = { state, roundId, stake, hint: [] };
    ended = false;
    banner.hidden = true;
    shell.lockBet(true);
    clock.start(performance.now(), playedMs);
    if (!counting()) clock.pause(performance.now());
    save();
    render();
  }

  async function deal() {
    const stake = shell.currentBet();
    const roundId = await shell.takeBet(stake);
    if (!roundId) return;
    begin(newGame(random), roundId, stake, 0);
    shell.sound.play('deal');
    say(t.dealt(coins(stake)));
    view.focus();
  }

  function onPick(index: number) {
    if (!play) return;
    let partner: number | null = null;
    const { state, result } = pick(play.state, index);
    const before = play.state.board;
    const face = faceName(before[index]!);
    play.state = state;
    if (result === 'blocked') say(t.blocked(face));
    else if (result === 'selected' || result === 'reselected') {
      shell.announce(t.picked(face));
      // Following a hint by keyboard: the other tile of the hinted pair is the next stop.
      partner = play.hint.includes(index) ? (play.hint.find((other) => other !== index) ?? null) : null;
    } else if (result === 'deselected') shell.announce(t.putDown(face));
    else {
      dropHintSearch();
      play.hint = [];
      shell.sound.play('deal');
      shell.announce(t.removed(pairName(before[index]!), tilesLeft(state.board)));
      afterMove();
    }
    save();
    render();
    if (partner !== null) view.focusTile(partner);
  }

  function afterMove() {
    if (!play) return;
    const where = standing(play.state);
    if (where === 'cleared') return void finish();
    if (where === 'stuck') say(t.stuck, t.stuckBanner);
    else banner.hidden = true;
  }

  function showHint() {
    if (!play || hintSearch) return;
    // A hint still outlined (any move, undo or shuffle clears it) is shown again for nothing: a second click, or a double click, is not a second hint.
    const [first, second] = play.hint;
    if (first !== undefined && second !== undefined) {
      shell.announce(t.hintAgain(pairName(play.state.board[first]!)));
      return view.focusTile(first);
    }
    // The order kept up to date as the player plays gives a hint at once; without one, the solver searches.
    const known = hintFrom(play.state, play.state.plan);
    if (known) return giveHint(known);
    const asked = play.state.board;
    const search = (hintSearch = {});
    render();
    void solver.find(asked).then((result) => {
      if (hintSearch !== search || !play) return;
      hintSearch = null;
      // Applied only to the position it was searched for: after a move meanwhile, nothing is shown or charged.
      const answer = answerHint(asked, play.state, result);
      if (answer.kind === 'hint') giveHint(answer);
      else if (answer.kind === 'none') noHint(t.noHint(SHUFFLE_SECONDS), t.noHintBanner);
      else if (answer.kind === 'unknown') noHint(t.hintNotFound(SHUFFLE_SECONDS), t.hintNotFoundBanner);
      render();
    });
  }

  /** No hint, nothing charged; Shuffle deals the tiles again, clearable. */
  function noHint(message: string, banner_: string) {
    say(message, banner_);
    shuffleButton.focus();
  }

  function giveHint(hint: { state: GameState; pair: [number, number] }) {
    if (!play) return;
    const { pair } = hint;
    play.state = hint.state;
    play.hint = pair;
    save();
    shell.announce(t.hintShown(pairName(play.state.board[pair[0]]!), HINT_SECONDS));
    render();
    // The hint shows a keyboard player where the pair is by taking the focus to its first tile.
    view.focusTile(pair[0]);
  }

  /** A move, undo, shuffle or end makes a hint still being searched for moot: its search stops. */
  function dropHintSearch() {
    solver.cancel();
    hintSearch = null;
  }

  function takeBack() {
    if (!play) return;
    dropHintSearch();
    play.state = undo(play.state);
    play.hint = [];
    shell.announce(t.undone(tilesLeft(play.state.board)));
    save();
    afterMove();
    render();
  }

  function shuffle() {
    if (!play) return;
    dropHintSearch();
    const shuffled = shuffleTiles(play.state, random);
    if (!shuffled) return say(t.cannotShuffle);
    play.state = shuffled;
    play.hint = [];
    save();
    say(t.shuffled(SHUFFLE_SECONDS));
    afterMove();
    render();
  }

  /** Settles the round: cleared by time band, or ended early with a refund by tiles removed. */
  async function finish() {
    if (!play) return;
    dropHintSearch();
    const { state, roundId, stake } = play;
    const used = seconds();
    const left = tilesLeft(state.board);
    const ending: Ending = left === 0 ? { cleared: true, seconds: used } : { cleared: false, tilesRemoved: 144 - left };
    // The board stays as it ended while the round is settled.
    play = null;
    lastBoard = [...state.board];
    ended = true;
    finalSeconds = used;
    clock.pause(performance.now());
    render();
    const result = await shell.settle(roundId, payout(stake, ending, state.hints));
    dealButton.textContent = t.dealAgain;
    shell.lockBet(false);
    shell.sound.play(ending.cleared ? 'win' : 'lose');
    const text = result ? resultText(ending, stake, result.credited, undefined, state.hints) : { status: pickStrings(resultStrings).notPaid, banner: '' };
    say(text.status, text.banner || undefined);
    render();
    dealButton.focus();
  }

  document.addEventListener('visibilitychange', followClock);
  shell.onInterruptedChange(followClock);
  window.addEventListener('pagehide', save);
  let ticks = 0;
  setInterval(() => {
    if (!play) return;
    time.textContent = clockText(seconds());
    // The time played is saved every 5 s as well as after every move.
    if (++ticks % 10 === 0) save();
  }, 500);
  render();

  return (round) => {
    if (play) return;
    begin(round.state.game, round.roundId, round.stake, round.state.playedMs);
  };
}

afterFirstPaint(start);
