import { COIN_RULES } from '../../core/coin-rules';
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
import { pageCoinsLock } from './coins-lock';
import { FRAME_SHOW_MESSAGE } from '../../core/frame-height';
import { planOpening, readSavedRound, SAVED_ROUND_PREFIX, savedRoundIds, savedRoundText, staleSavedRounds, type SavedRound } from './saved-round';
import { canPlayFreeRound, playFreeRound } from './free-round';
import { Sound } from './sound';
import { shellStrings } from './strings';
import type { GameSlug } from '../../core/game-registry';
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
  /**
   * A game whose round spans many moves: how to tell its saved state is sound, and how to take up
   * a saved round again. Its rounds are saved (saveRound) after every move and resumed on opening;
   * without it, a round left unfinished is refunded (nothing of it was shown).
   */
  resume?: { isState(value: unknown): boolean; resume(round: SavedRound<unknown>): void };
  /** Called once, when the games are first open in this page (the age answered, no break or limit closing them). */
  onOpen?: () => void;
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
  /** Every read-modify-write of the wallet or the player's state runs under this one lock. */
  const exclusive = pageCoinsLock(storage, [WALLET_KEY, PLAYER_KEY]);
  const releases = new Map<string, () => void>();
  const now = () => new Date();
  let shown: WalletState | null = null;
  let holds = 0;
  /** A stake being taken: a second one waits for none, it is refused (a double click). */
  let taking = false;
  /** Whether the games have been open in this page yet (rounds left pending are looked at then). */
  let opened = false;

  const status = h('p', { class: 'shell__status', role: 'status', 'aria-live': 'polite' });
  const spoken = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const say = (message: string) => (status.textContent = message);
  const yourPlay = yourPlayDialog(
    players,
    () => Date.now(),
    () => guard(),
    exclusive,
  );
  const bar = createBalanceBar({ title, tagline: options.tagline, sound, onClaim: () => void claim(), onYourPlay: () => yourPlay.show() });
  const bet = createBetControl(limits, options.defaultBet ?? limits.min * 10, options.lines);
  const table = h('section', { class: 'shell__table', 'aria-label': t.table });
  const actions = h('div', { class: 'shell__actions' });
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
  const age = ageDialog(
    () => Date.now(),
    (answer) =>
      void exclusive(() => {
        player = players.update(Date.now(), (state) => answerAge(state, answer, Date.now()));
      }).then(() => {
        guard();
        if (!closedPanel.hidden) closedPanel.focus();
      }),
  );
  /** Opens the age question with the whole dialog in view: the game's frame scrolls into the site page's view with it. */
  function showAge() {
    age.show();
    // In the site's frame the page scrolls the whole frame into view when asked (a frame of
    // another origin cannot scroll its page itself); on its own the page has nothing to scroll.
    if (window.parent !== window) window.parent.postMessage({ type: FRAME_SHOW_MESSAGE }, document.referrer ? new URL(document.referrer).origin : '*');
  }
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
    if (!closed && !opened) {
      opened = true;
      void openRounds();
      options.onOpen?.();
    }
    if (!changed) return !closed;
    closedPanel.hidden = !closed;
    table.hidden = controls.hidden = Boolean(closed);
    closedText.textContent = closed?.message ?? '';
    answerButton.hidden = closed?.reason !== 'unanswered';
    if (shown) show(shown);
    if (closed?.reason === 'unanswered') showAge();
    return !closed;
  }
  const withUnsavedTime = (state: PlayerState) => (unsavedMs > 0 ? recordPlay(state, options.slug, { ms: unsavedMs }, Date.now()) : state);
  /** Adds this page's play time to the day's record. */
  function saveTime() {
    if (unsavedMs === 0) return;
    const ms = unsavedMs;
    unsavedMs = 0;
    void exclusive(() => {
      player = players.update(Date.now(), (state) => recordPlay(state, options.slug, { ms }, Date.now()));
    });
  }
  /** Records a stake or a win in the day's activity (called inside the lock). */
  const record = (staked: number, won: number) => {
    player = players.update(Date.now(), (state) => recordPlay(state, options.slug, { staked, won }, Date.now()));
  };

  /** Shows a wallet: balance, grant button, and what to do when coins run short (nothing of it while the games are closed). */
  function show(state: WalletState) {
    shown = state;
    if (holds > 0) return;
    bar.show(state, now());
    if (closedBy || state.balance >= limits.min) return notices.clear('low');
    notices.show(canClaimDaily(state, now()) ? t.lowOpen(limits.min, COIN_RULES.dailyGrant) : t.lowWait(limits.min, COIN_RULES.dailyGrant, waitInWords(now(), nextGrantAt(state, now()))), 'low');
  }
  /** Reads the wallet and shows it; while the games are closed, only looks (no wallet is created or repaired). */
  const refresh = () => {
    const state = closedBy ? store.peek(now()) : store.read(now());
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

  async function claim() {
    await exclusive(() => {
      if (!guard()) return say(t.claimClosed(closedBy!.message));
      const result = claimDaily(refresh(), now());
      if (!result.ok) return say(result.error);
      save(result.value);
      say(t.claimed(COIN_RULES.dailyGrant));
    });
  }

  /**
   * This game's rounds left pending by a reload, a crash or a closed tab (no page holds their
   * lock): a saved one is resumed, a damaged saved one dropped unpaid, one never saved (nothing
   * of it shown) refunded. Runs once the games are open, under the lock.
   */
  async function openRounds() {
    await exclusive(async () => {
      const live = await liveRoundIds();
      const wallet = store.read(now());
      const read = (roundId: string) => {
        const pending = wallet.pending.find((round) => round.id === roundId)!;
        const raw = options.resume && storage ? storage.getItem(SAVED_ROUND_PREFIX + roundId) : null;
        const saved = readSavedRound(raw, options.slug, roundId, (value): value is unknown => options.resume!.isState(value));
        return saved.kind === 'sound' && saved.round.stake !== pending.stake ? { kind: 'damaged' as const } : saved;
      };
      const plan = planOpening(
        wallet.pending,
        options.slug,
        (id) => live?.has(id) ?? releases.has(id),
        (id) => read(id).kind,
      );
      let state = wallet;
      for (const round of plan.drop) {
        const settled = settleRound(state, round.id, 0, now());
        if (settled.ok) state = settled.value.state;
        notices.show(t.dropped(title, round.stake), 'refund');
      }
      const { state: refundedState, refunded } = refundRounds(state, (round) => plan.refund.includes(round));
      state = refundedState;
      if (state !== wallet) save(state);
      else show(state);
      if (refunded.length > 0)
        notices.show(
          t.refunded(
            title,
            refunded.reduce((sum, round) => sum + round.stake, 0),
          ),
          'refund',
        );
      if (storage) for (const id of staleSavedRounds(savedRoundIds(storage), state.pending)) storage.removeItem(SAVED_ROUND_PREFIX + id);
      const resume = plan.resume && read(plan.resume.id);
      if (resume?.kind !== 'sound') return;
      const lock = holdRoundLock(resume.round.roundId);
      await lock.held;
      releases.set(resume.round.roundId, lock.release);
      notices.show(t.resumed(title, resume.round.stake), 'refund');
      options.resume!.resume(resume.round);
    });
  }

  window.addEventListener('storage', (event) => event.key === WALLET_KEY && refresh());
  const dialog = realityCheckDialog(
    clock,
    tally,
    () => say(t.breakTaken),
    () => yourPlay.show(),
  );
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
      guard();
      refresh();
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

  /** Settles a round inside the lock: pays it, records it, forgets its saved copy. */
  function settleNow(roundId: string, payout: number): RoundResult | null {
    const result = settleRound(store.read(now()), roundId, payout, now());
    if (!result.ok) {
      notices.show(result.error, 'settle');
      return null;
    }
    const { state, stake, credited, withheld } = result.value;
    save(state);
    try {
      storage?.removeItem(SAVED_ROUND_PREFIX + roundId);
    } catch {
      // A saved copy left behind is removed the next time a game opens (its round is no longer pending).
    }
    record(0, credited);
    tally.record(stake, credited);
    showCapped(withheld);
    return { credited, withheld };
  }

  return {
    table,
    actions,
    currentBet: () => bet.value(),
    async takeBet(amount) {
      // One round at a time per page: a click while a stake is taken, or before its round is settled, does nothing.
      if (taking || releases.size > 0) return null;
      taking = true;
      try {
        return await exclusive(async () => {
          const id = newRoundId();
          const allowed = checkStake(withUnsavedTime(players.read(Date.now())), amount, Date.now());
          if (!allowed.ok) {
            say(allowed.error);
            notices.show(allowed.error, 'limit');
            guard();
            return null;
          }
          const result = placeBet(store.read(now()), { id, game: options.slug, stake: amount }, limits);
          if (!result.ok) {
            say(result.error);
            return null;
          }
          // The round's lock is held before its stake is stored, so no page ever finds it pending and unplayed.
          const lock = holdRoundLock(id);
          await lock.held;
          releases.set(id, lock.release);
          save(result.value);
          notices.clear('limit');
          record(amount, 0);
          return id;
        });
      } finally {
        taking = false;
      }
    },
    async settle(roundId, payout) {
      const result = await exclusive(() => settleNow(roundId, payout));
      releases.get(roundId)?.();
      releases.delete(roundId);
      return result;
    },
    saveRound(roundId, stake, state) {
      try {
        storage?.setItem(SAVED_ROUND_PREFIX + roundId, savedRoundText({ game: options.slug, roundId, stake, state }));
      } catch {
        // Storage full or blocked: the round plays on in this page; a reload would find it unsaved and refund it.
      }
    },
    freeRoundOpen: () => (shown && !closedBy ? canPlayFreeRound(shown, options.slug, now()) : false),
    async playFreeRound(payout) {
      return exclusive(() => {
        if (!guard()) {
          say(closedBy!.message);
          return null;
        }
        const result = playFreeRound(store.read(now()), options.slug, payout, now());
        if (!result.ok) {
          say(result.error);
          show(store.read(now()));
          return null;
        }
        const { state, credited, withheld } = result.value;
        save(state);
        record(0, credited);
        tally.record(0, credited);
        showCapped(withheld);
        return { credited, withheld };
      });
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
