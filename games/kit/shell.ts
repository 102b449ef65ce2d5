import { COIN_RULES } from '../../src/content/coin-rules';
import { createBalanceBar, waitInWords } from './balance-bar';
import { createBetControl } from './bet-control';
import { fill, h } from './dom';
import { gameText } from './game-text';
import { howToPlayPanel, playResponsiblySection, type HowToPlaySection } from './how-to-play';
import { LOCALE_TAG, pick } from './locale';
import { createNotices } from './notices';
import { PlayClock, SessionTally } from './reality-check';
import { realityCheckDialog } from './reality-check-dialog';
import { ageDialog } from './age-dialog';
import { answerAge, checkStake, closure, recordPlay, PLAYER_KEY, type Closure, type PlayerState } from './player-state';
import { PlayerStore } from './player-store';
import { yourPlayDialog, playerLinks } from './your-play-dialog';
import { holdRoundLock, liveRoundIds } from './round-locks';
import { canPlayFreeRound, playFreeRound } from './free-round';
import { Sound } from './sound';
import { shellStrings } from './strings';
import type { GameSlug } from '../registry';
import { canClaimDaily, claimDaily, DEFAULT_BET_LIMITS, nextGrantAt, placeBet, refundRounds, settleRound, WALLET_KEY, type BetLimits, type WalletState } from './wallet';
import { WalletStore } from './wallet-store';

export type { HowToPlaySection } from './how-to-play';

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
};

/** What settling a round did: coins credited (stake included) and winnings the daily cap held back. */
export type RoundResult = { credited: number; withheld: number };

/** What a game gets from the shell. */
export type GameShell = {
  /** The game's own area (cards, table). */
  table: HTMLElement;
  /** Where the game puts its action buttons, beside the bet control. */
  actions: HTMLElement;
  /** The bet chosen in the bet control. */
  currentBet(): number;
  /** Takes the stake and opens a round; returns its id, or null after showing why it was refused. */
  takeBet(amount: number): string | null;
  /** Pays a round (payout includes the stake); returns what was credited, or null if the round was already settled. */
  settle(roundId: string, payout: number): RoundResult | null;
  /** Says something to screen readers; shown in the status line too unless `visible` is false. */
  announce(message: string, visible?: boolean): void;
  /** Locks or unlocks the bet control while a round is in play. */
  lockBet(locked: boolean): void;
  /** Whether this game's stake-free daily round is open (as of the wallet last read). */
  freeRoundOpen(): boolean;
  /** Plays this game's free round: pays `payout` (all of it winnings, under the daily cap); null after showing why it was refused. */
  playFreeRound(payout: number): RoundResult | null;
  /**
   * Keeps the balance bar at the figure it shows now until the returned function is called, for
   * a game that settles a round at once and reveals it slowly (a spin, a cast): the wallet is
   * paid at once, the bar catches up when the reveal ends.
   */
  holdBalance(): () => void;
  sound: Sound;
  /** Whether animations should be skipped. */
  reducedMotion(): boolean;
};

const safeStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
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
 * Builds the frame every game shares and starts it: balance bar, notices, status line, table, bet
 * control, how-to-play panel, the virtual-coins line, a live region and the reality check.
 */
export function mountShell(root: HTMLElement, options: ShellOptions): GameShell {
  const t = pick(shellStrings);
  const limits = options.betLimits ?? DEFAULT_BET_LIMITS;
  const { title, description } = gameText(options.slug)!;
  labelPage(title, description);
  const storage = safeStorage();
  const notices = createNotices();
  const store = new WalletStore(storage, (message) => notices.show(message, 'storage'));
  const sound = new Sound(storage);
  const tally = new SessionTally();
  const players = new PlayerStore(storage, (message) => notices.show(message, 'player'));
  const clock = new PlayClock(COIN_RULES.realityCheckMinutes * 60_000);
  const releases = new Map<string, () => void>();
  const now = () => new Date();
  let shown: WalletState | null = null;
  let holds = 0;

  const status = h('p', { class: 'shell__status', role: 'status', 'aria-live': 'polite' });
  const spoken = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const say = (message: string) => (status.textContent = message);
  const yourPlay = yourPlayDialog(players, () => Date.now(), () => guard());
  const bar = createBalanceBar({ title, tagline: options.tagline, sound, onClaim: claim, onYourPlay: () => yourPlay.show() });
  const bet = createBetControl(limits, options.defaultBet ?? limits.min * 10, options.lines);
  const table = h('section', { class: 'shell__table', 'aria-label': t.table });
  const actions = h('div', { class: 'shell__actions' });
  const controls = h('div', { class: 'shell__controls' }, bet.element, actions);

  // The player's safeguards: the age and place answer, limits, a break. While any of them closes
  // the games, the table and controls give way to a panel that says why and until when.
  const closedText = h('p', {});
  const answerButton = h('button', { type: 'button', class: 'shell__button', hidden: true, onclick: () => age.show() }, t.answer);
  const closedPanel = h(
    'section',
    { class: 'shell__closed', 'aria-labelledby': 'closed-title', hidden: true },
    h('h2', { id: 'closed-title' }, t.closed),
    closedText,
    h('p', { class: 'shell__closed-actions' }, answerButton, h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => yourPlay.show() }, t.yourPlay), ...playerLinks()),
  );
  const age = ageDialog(
    () => Date.now(),
    (answer) => {
      player = players.update(Date.now(), (state) => answerAge(state, answer, Date.now()));
      guard();
      if (!closedPanel.hidden) closedPanel.focus();
    },
  );
  closedPanel.tabIndex = -1;
  let player: PlayerState | null = null;
  let closedBy: Closure | null = null;
  /** Unsaved play time of this page, added to the day's record every few seconds. */
  let unsavedMs = 0;

  /** Shows the games open or closed by the player's state; returns whether they are open. */
  function guard(fresh = true): boolean {
    if (fresh || !player) player = players.read(Date.now());
    clock.setInterval(player.limits.realityMinutes * 60_000);
    const closed = closure(withUnsavedTime(player), Date.now());
    const changed = closed?.message !== closedBy?.message;
    closedBy = closed;
    if (!changed) return !closed;
    closedPanel.hidden = !closed;
    table.hidden = controls.hidden = Boolean(closed);
    closedText.textContent = closed?.message ?? '';
    answerButton.hidden = closed?.reason !== 'unanswered';
    if (closed?.reason === 'unanswered') age.show();
    return !closed;
  }
  const withUnsavedTime = (state: PlayerState) => (unsavedMs > 0 ? recordPlay(state, options.slug, { ms: unsavedMs }, Date.now()) : state);
  /** Adds this page's play time to the day's record. */
  function saveTime() {
    if (unsavedMs === 0) return;
    const ms = unsavedMs;
    unsavedMs = 0;
    player = players.update(Date.now(), (state) => recordPlay(state, options.slug, { ms }, Date.now()));
  }
  const record = (staked: number, won: number) => {
    player = players.update(Date.now(), (state) => recordPlay(state, options.slug, { staked, won }, Date.now()));
  };

  /** Shows a wallet: balance, grant button, and what to do when coins run short. */
  function show(state: WalletState) {
    shown = state;
    if (holds > 0) return;
    bar.show(state, now());
    if (state.balance >= limits.min) return notices.clear('low');
    notices.show(
      canClaimDaily(state, now())
        ? t.lowOpen(limits.min, COIN_RULES.dailyGrant)
        : t.lowWait(limits.min, COIN_RULES.dailyGrant, waitInWords(now(), nextGrantAt(state, now()))),
      'low',
    );
  }
  const refresh = () => {
    const state = store.read(now());
    show(state);
    return state;
  };
  const save = (state: WalletState) => {
    store.write(state);
    show(state);
  };

  /** Says how much of a win the daily cap held back, if any. */
  function showCapped(withheld: number) {
    if (withheld === 0) return;
    notices.show(t.capped(COIN_RULES.dailyWinningsCap, withheld), 'cap');
  }

  function claim() {
    const result = claimDaily(refresh(), now());
    if (!result.ok) return say(result.error);
    save(result.value);
    say(t.claimed(COIN_RULES.dailyGrant));
  }

  /** Gives back the stakes of this game's rounds left unfinished by a reload or a closed tab. */
  async function refundAbandoned() {
    const live = await liveRoundIds();
    const { state, refunded } = refundRounds(refresh(), (round) => round.game === options.slug && !(live?.has(round.id) ?? releases.has(round.id)));
    if (refunded.length === 0) return;
    save(state);
    notices.show(t.refunded(title, refunded.reduce((sum, round) => sum + round.stake, 0)), 'refund');
  }

  window.addEventListener('storage', (event) => event.key === WALLET_KEY && refresh());
  const dialog = realityCheckDialog(clock, tally, () => say(t.breakTaken), () => yourPlay.show());
  let grantWasOpen: boolean | null = null;
  window.addEventListener('storage', (event) => (event.key === PLAYER_KEY || event.key === null) && guard());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveTime());
  window.addEventListener('pagehide', saveTime);
  let ticks = 0;
  setInterval(() => {
    const playing = document.visibilityState === 'visible' && player !== null && closedBy === null;
    if (playing) unsavedMs += 1000;
    // Saved every 10 s, and the closing rechecked each second (a limit reached, midnight, a break's end).
    if (++ticks % 10 === 0) saveTime();
    if (player) guard(false);
    if (playing && clock.advance(1000)) dialog.show();
    // The grant opens at midnight: show it without a reload.
    const open = shown ? canClaimDaily(shown, now()) : null;
    if (shown && open !== grantWasOpen) show(shown);
    grantWasOpen = open;
  }, 1000);

  fill(root, bar.element, notices.element, status, closedPanel, table, controls, h('p', { class: 'shell__virtual' }, t.virtual), spoken, dialog.element, age.element, yourPlay.element);
  // Reading storage the first time and building the panel each run in a task of their own,
  // after the first paint, so that start-up never blocks the page for long.
  const virtualLine = root.querySelector('.shell__virtual')!;
  requestAnimationFrame(() =>
    setTimeout(() => {
      refresh();
      guard();
      bar.showSound(sound.load());
      void refundAbandoned();
      setTimeout(() => virtualLine.before(howToPlayPanel([...options.howToPlay, playResponsiblySection(limits)], h('p', { class: 'shell__player-links' }, h('button', { type: 'button', class: 'shell__button shell__button--ghost', onclick: () => yourPlay.show() }, t.yourPlayFull), ...playerLinks()))), 0);
    }, 0),
  );

  return {
    table,
    actions,
    currentBet: () => bet.value(),
    takeBet(amount) {
      const id = newRoundId();
      const allowed = checkStake(withUnsavedTime(players.read(Date.now())), amount, Date.now());
      if (!allowed.ok) {
        say(allowed.error);
        notices.show(allowed.error, 'limit');
        guard();
        return null;
      }
      const result = placeBet(refresh(), { id, game: options.slug, stake: amount }, limits);
      if (!result.ok) {
        say(result.error);
        return null;
      }
      releases.set(id, holdRoundLock(id));
      save(result.value);
      notices.clear('limit');
      record(amount, 0);
      return id;
    },
    settle(roundId, payout) {
      releases.get(roundId)?.();
      releases.delete(roundId);
      const result = settleRound(refresh(), roundId, payout, now());
      if (!result.ok) {
        notices.show(result.error, 'settle');
        return null;
      }
      const { state, stake, credited, withheld } = result.value;
      save(state);
      record(0, credited);
      tally.record(stake, credited);
      showCapped(withheld);
      return { credited, withheld };
    },
    freeRoundOpen: () => (shown ? canPlayFreeRound(shown, options.slug, now()) : false),
    playFreeRound(payout) {
      if (!guard()) {
        say(closedBy!.message);
        return null;
      }
      const result = playFreeRound(refresh(), options.slug, payout, now());
      if (!result.ok) {
        say(result.error);
        return null;
      }
      const { state, credited, withheld } = result.value;
      save(state);
      record(0, credited);
      tally.record(0, credited);
      showCapped(withheld);
      return { credited, withheld };
    },
    holdBalance() {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0 && shown) show(shown);
      };
    },
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
