import { FRAME_SHOW_MESSAGE } from '../../core/frame-height';
import { LOCKED_KEYS } from './locked-keys';
import { keepGamesOffline } from './offline';
import { stakesOf, type GameSlug } from '../../core/game-registry';
import { gameText } from './game-text';
import { LOCALE_TAG, pick } from './locale';
import { createPlaySession, type Resumable, type RoundResult } from './play-session';
import { ageDialog } from './safeguards/age-dialog';
import { PLAYER_KEY } from './safeguards/player-state';
import { PlayerStore } from './safeguards/player-store';
import { realityCheckDialog } from './safeguards/reality-check-dialog';
import { playerLinks, yourPlayDialog } from './safeguards/your-play-dialog';
import { browserStorage } from './storage';
import { shellStrings } from './strings';
import { createBalanceBar } from './ui/balance-bar';
import { createBetControl } from './ui/bet-control';
import { afterFirstPaint, fill, h } from './ui/dom';
import { howToPlayPanel, playResponsiblySection, type HowToPlaySection } from './ui/how-to-play';
import { createNotices } from './ui/notices';
import { Sound } from './ui/sound';
import { pageCoinsLock } from './wallet/coins-lock';
import { holdRoundLock, liveRoundIds } from './wallet/round-locks';
import { DEFAULT_BET_LIMITS, WALLET_KEY, type BetLimits } from './wallet/wallet';
import { WalletStore } from './wallet/wallet-store';

export type { RoundResult } from './play-session';

export type { HowToPlaySection } from './ui/how-to-play';

export type ShellOptions = {
  /** The game's slug in the registry, which gives its title; its pending rounds are the ones it refunds when it opens. */
  slug: GameSlug;
  /** The line under the title, in the game's language. */
  tagline: string;
  howToPlay: HowToPlaySection[];
  /** The stakes the game accepts (default: the wallet's limits in steps of ten). */
  betLimits?: BetLimits;
  /** Starting bet shown in the bet control. */
  defaultBet?: number;
  /** Slots: the bet is chosen per line on this many paylines, and the stake is the line bet times the lines. */
  lines?: number;
  /**
   * A game whose round spans many moves: how to tell its saved state is sound, and how to take up
   * a saved round again. Its rounds are saved (saveRound) after every move and resumed on opening;
   * without it, a round left unfinished is refunded (nothing of it was shown).
   */
  resume?: Resumable;
  /** Called once, when the games are first open in this page (the age answered, no break or limit closing them). */
  onOpen?: () => void;
};

/** What a game gets from the shell. */
export type GameShell = {
  /** The game's own area (cards, table). */
  table: HTMLElement;
  /** Where the game puts its action buttons, beside the bet control. */
  actions: HTMLElement;
  /** The bet chosen in the bet control. */
  currentBet(): number;
  /**
   * Takes the stake and opens a round, in one step no other tab or game interleaves with;
   * resolves to its id, or null after showing why it was refused (or while another stake of this
   * page is being taken).
   */
  takeBet(amount: number): Promise<string | null>;
  /** Pays a round (payout includes the stake) in one step; resolves to what was credited, or null if the round was already settled. */
  settle(roundId: string, payout: number): Promise<RoundResult | null>;
  /** Saves a round in play (games with `resume`): called after the deal and after every move. */
  saveRound(roundId: string, stake: number, state: unknown): void;
  /** Says something to screen readers; shown in the status line too unless `visible` is false. */
  announce(message: string, visible?: boolean): void;
  /** Locks or unlocks the bet control while a round is in play. */
  lockBet(locked: boolean): void;
  /** Whether this game's stake-free daily round is open (as of the wallet last read). */
  freeRoundOpen(): boolean;
  /** Plays this game's free round: pays `payout` (all of it winnings, under the daily cap); null after showing why it was refused. */
  playFreeRound(payout: number): Promise<RoundResult | null>;
  /**
   * Keeps the balance bar at the figure it shows now until the returned function is called, for
   * a game that settles a round at once and reveals it slowly (a spin, a cast): the wallet is
   * paid at once, the bar catches up when the reveal ends (and so do the reality check's coins won
   * and lost and the notice of winnings the daily cap held back).
   */
  holdBalance(): () => void;
  /** Whether play is held now: the games closed (no age answer, a break, a reached limit) or the reality check asking. */
  interrupted(): boolean;
  /** Calls `listener` each time play is held or goes on again: a game with a clock stops it meanwhile. */
  onInterruptedChange(listener: (interrupted: boolean) => void): void;
  sound: Sound;
  /** Whether animations should be skipped. */
  reducedMotion(): boolean;
};

/** A round id that no other round of any tab will have. */
const newRoundId = () => Array.from(crypto.getRandomValues(new Uint32Array(3)), (n) => n.toString(36)).join('-');

/** Gives the page the game's language, and its title and description in that language. */
function labelPage(title: string, description: string) {
  document.documentElement.lang = LOCALE_TAG;
  document.title = `${title} | Brightmoose`;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Builds the frame every game shares and starts its play session (play-session.ts): balance bar,
 * notices, status line, table, bet control, how-to-play panel, the virtual-coins line, a live
 * region and the dialogs. The session decides; this view shows what it says and passes on clicks,
 * storage events and the passing seconds.
 */
export function mountShell(root: HTMLElement, options: ShellOptions): GameShell {
  const t = pick(shellStrings);
  const limits = options.betLimits ?? DEFAULT_BET_LIMITS;
  const { title, description } = gameText(options.slug)!;
  labelPage(title, description);
  keepGamesOffline(window, import.meta.env.PROD);
  const storage = browserStorage();
  const notices = createNotices();
  const sound = new Sound(storage);
  const players = new PlayerStore(storage, (message) => notices.show(message, 'player'));
  const exclusive = pageCoinsLock(storage, LOCKED_KEYS);
  const interruptedListeners: ((interrupted: boolean) => void)[] = [];
  /** Tells the game whether play is held: the games closed or the reality check open. */
  const tellInterrupted = () => {
    for (const listener of interruptedListeners) listener(shellInterrupted());
  };

  const status = h('p', { class: 'shell__status', role: 'status', 'aria-live': 'polite' });
  const spoken = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const say = (message: string) => (status.textContent = message);
  const yourPlay = yourPlayDialog(
    players,
    () => Date.now(),
    () => session.guard(),
    exclusive,
  );
  const bar = createBalanceBar({ title, tagline: options.tagline, sound, onClaim: () => void session.claim(), onYourPlay: () => yourPlay.show() });
  const bet = createBetControl(limits, options.defaultBet ?? limits.min * 10, options.lines);
  const table = h('section', { class: 'shell__table', 'aria-label': t.table });
  const actions = h('div', { class: 'shell__actions' });
  // A key held down on an action (Enter clicks a button again on every repeat) is one press: each
  // repeat would stake again, on a card, coup or spin the player has not seen.
  actions.addEventListener('keydown', (event) => {
    if (event.repeat && (event.key === 'Enter' || event.key === ' ')) event.preventDefault();
  });
  const controls = h('div', { class: 'shell__controls' }, bet.element, actions);

  // The player's safeguards: the age and place answer, limits, a break. While any of them closes
  // the games, the table and controls give way to a panel that says why and until when, and no
  // coins move: no wallet is created, no grant, free round or stake is taken.
  const closedText = h('p', {});
  const answerButton = h('button', { type: 'button', class: 'shell__button', hidden: true, onclick: () => showAge() }, t.answer);
  const closedPanel = h(
    'section',
    { class: 'shell__closed', 'aria-labelledby': 'closed-title', hidden: true },
    h('h2', { id: 'closed-title' }, t.closed),
    closedText,
    h(
      'p',
      { class: 'shell__closed-actions' },
      answerButton,
      h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => yourPlay.show() }, t.yourPlay),
      ...playerLinks(),
    ),
  );
  // The age question, with the whole dialog in view each time it shows or becomes modal: in the
  // site's frame the page scrolls the whole frame into view when asked (a frame of another origin
  // cannot scroll its page itself); on its own the page has nothing to scroll.
  const age = ageDialog(
    () => Date.now(),
    (answer) =>
      void session.answerAge(answer).then((open) => {
        if (!open) closedPanel.focus();
      }),
    () => window.parent !== window && window.parent.postMessage({ type: FRAME_SHOW_MESSAGE }, document.referrer ? new URL(document.referrer).origin : '*'),
  );
  const showAge = () => age.show();
  closedPanel.tabIndex = -1;

  const session = createPlaySession(
    { slug: options.slug, title, limits, resume: options.resume, onOpen: options.onOpen },
    {
      wallet: new WalletStore(storage, (message) => notices.show(message, 'storage')),
      players,
      storage,
      exclusive,
      holdRoundLock: (roundId) => holdRoundLock(roundId),
      liveRoundIds: () => liveRoundIds(),
      now: () => Date.now(),
      newRoundId,
      view: {
        say,
        notice: (message, key) => notices.show(message, key),
        clearNotice: (key) => notices.clear(key),
        updateNotice: (message, key) => notices.update(message, key),
        showWallet: (state, now) => bar.show(state, now),
        showClosure(closed, message) {
          closedPanel.hidden = !closed;
          table.hidden = controls.hidden = Boolean(closed);
          closedText.textContent = message;
          answerButton.hidden = closed?.reason !== 'unanswered';
          tellInterrupted();
        },
        askAge: showAge,
      },
    },
  );

  window.addEventListener('storage', (event) => event.key === WALLET_KEY && session.refresh());
  const dialog = realityCheckDialog(
    () => session.reality(),
    () => say(t.breakTaken),
    () => yourPlay.show(),
  );
  const shellInterrupted = () => session.closed() !== null || dialog.element.open;
  dialog.element.addEventListener('close', tellInterrupted);
  window.addEventListener('storage', (event) => (event.key === PLAYER_KEY || event.key === null) && session.guard());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && session.saveTime());
  window.addEventListener('pagehide', () => session.leave());
  setInterval(() => {
    if (!session.tick(document.visibilityState === 'visible')) return;
    dialog.show();
    tellInterrupted();
  }, 1000);

  fill(root, bar.element, notices.element, status, closedPanel, table, controls, h('p', { class: 'shell__virtual' }, t.virtual), spoken, dialog.element, age.element, yourPlay.element);
  // Reading storage the first time and building the panel each run in a task of their own,
  // after the first paint, so that start-up never blocks the page for long.
  const virtualLine = root.querySelector('.shell__virtual')!;
  requestAnimationFrame(() =>
    setTimeout(() => {
      session.guard();
      session.refresh();
      bar.showSound(sound.load());
      setTimeout(
        () =>
          virtualLine.before(
            howToPlayPanel(
              [...options.howToPlay, playResponsiblySection(limits)],
              h('p', { class: 'shell__player-links' }, h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => yourPlay.show() }, t.yourPlayFull), ...playerLinks()),
            ),
          ),
        0,
      );
    }, 0),
  );

  return {
    table,
    actions,
    currentBet: () => bet.value(),
    takeBet: (amount) => session.takeBet(amount),
    settle: (roundId, payout) => session.settle(roundId, payout),
    saveRound: (roundId, stake, state) => session.saveRound(roundId, stake, state),
    freeRoundOpen: () => session.freeRoundOpen(),
    playFreeRound: (payout) => session.playFreeRound(payout),
    holdBalance: () => session.holdBalance(),
    interrupted: () => shellInterrupted(),
    onInterruptedChange: (listener) => void interruptedListeners.push(listener),
    announce(message, visible = true) {
      if (visible) {
        say(message);
        return;
      }
      status.textContent = '';
      spoken.textContent = message;
    },
    lockBet: (locked) => bet.lock(locked),
    sound,
    reducedMotion: () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
}

/**
 * Starts a game after the page's first paint: mounts the shell in the page's game element
 * (games/template.html), with the stakes the registry gives the game's slug unless `options`
 * names others, and hands it to `play`, which sets the table. `options` is called then too, so
 * nothing of the game is built before that paint. A game whose rounds resume (Gin Rummy,
 * Mahjong Deluxe) mounts the shell itself: its resume handler closes over its table.
 */
export function startGame(options: () => ShellOptions, play: (shell: GameShell) => void): void {
  afterFirstPaint(() => {
    const given = options();
    play(mountShell(document.getElementById('game')!, { betLimits: stakesOf(given.slug), ...given }));
  });
}
