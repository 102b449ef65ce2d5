/**
 * One game's play session, without the DOM: the wallet, the player's safeguards, play time and
 * the rounds left pending, behind injected storage, locks and clock. The shell (shell.ts) builds
 * the page and hands this session a view to show through; the session's tests hand it a record.
 * Pieces with a job of their own sit apart: the wallet as shown (balance-display.ts), the rounds
 * left pending (pending-rounds.ts), play time not yet written (safeguards/unsaved-play-time.ts).
 */
import { COIN_RULES } from '../../core/coin-rules';
import { createBalanceDisplay } from './balance-display';
import { pick } from './locale';
import { openPendingRounds } from './pending-rounds';
import type { RoundResult, SessionOptions, SessionSurroundings } from './play-session-types';
import { closureText, playerRefusalText } from './safeguards/messages';
import { answerAge, checkStake, closure, recordPlay, type AgeAnswer, type Closure, type GameActivity, type PlayerState } from './safeguards/player-state';
import { addPlay, addRound, checked, freshSession, isDue, REALITY_KEY, sessionFromText, summaryOf, type RealitySession, type RealitySummary } from './safeguards/reality-check';
import { leavePlay, takeLeftPlay, UnsavedPlayTime } from './safeguards/unsaved-play-time';
import { shellStrings } from './strings';
import { canPlayFreeRound, playFreeRound } from './wallet/free-round';
import { walletRefusalText } from './wallet/messages';
import { SAVED_ROUND_PREFIX, savedRoundText, UNDEALT } from './wallet/saved-round';
import { claimDaily, placeBet, settleRound, type WalletState } from './wallet/wallet';

export type { Resumable, RoundResult, SessionOptions, SessionSurroundings, SessionView } from './play-session-types';

export type PlaySession = ReturnType<typeof createPlaySession>;

/** Starts a game's session; nothing is read until `guard` or `refresh` is first called. */
export function createPlaySession(options: SessionOptions, around: SessionSurroundings) {
  const t = pick(shellStrings);
  const { slug, limits } = options;
  const { wallet: store, players, storage, view } = around;
  const now = () => new Date(around.now());
  /** Play between reality checks, from the player's limits (read with the player's state). */
  let realityMs = COIN_RULES.realityCheckMinutes * 60_000;
  /** Play time handed to locked steps and not yet in the record, one entry per step (`leave` may take it back). */
  const writing = new Set<{ ms: number }>();
  const inWriting = () => [...writing].reduce((sum, batch) => sum + batch.ms, 0);
  /** Whether this page's reality check is being recorded as shown (it is not asked twice meanwhile). */
  let asking = false;
  /** The session record, held here only while storage refuses it. */
  let heldSession: RealitySession | null = null;
  /** Coins won and lost in this page's rounds still being revealed: stored, and kept out of the check until shown. */
  const unrevealed = { won: 0, lost: 0 };
  const releases = new Map<string, () => void>();
  /** A stake being taken: a second one waits for none, it is refused (a double click). */
  let taking = false;
  /** Whether the games have been open in this page yet (rounds left pending are looked at then). */
  let opened = false;
  let player: PlayerState | null = null;
  let closedBy: Closure | null = null;
  const unsaved = new UnsavedPlayTime(slug);
  const balance = createBalanceDisplay(view, limits, now, () => closedBy);
  const show = balance.show;

  const textOf = (closed: Closure | null) => (closed ? closureText(closed) : '');

  /** Shows the games open or closed by the player's state; returns whether they are open. */
  function guard(fresh = true): boolean {
    if (fresh || !player) player = players.read(around.now());
    realityMs = player.limits.realityMinutes * 60_000;
    const closed = closure(unsaved.addedTo(player, around.now()), around.now());
    const changed = textOf(closed) !== textOf(closedBy);
    closedBy = closed;
    if (!closed && !opened) {
      opened = true;
      void openRounds();
      options.onOpen?.();
    }
    if (!changed) return !closed;
    view.showClosure(closed, textOf(closed));
    balance.again();
    if (closed?.reason === 'unanswered') view.askAge();
    return !closed;
  }

  /** The reality check's session as stored (every game and tab adds to it), or a new one. */
  function readSession(): RealitySession {
    if (heldSession) return sessionFromText(JSON.stringify(heldSession), around.now());
    try {
      return sessionFromText(storage!.getItem(REALITY_KEY), around.now());
    } catch {
      return freshSession(around.now());
    }
  }
  /** Stores the session (called inside the lock); held in memory while storage refuses it. */
  function writeSession(session: RealitySession) {
    try {
      storage!.setItem(REALITY_KEY, JSON.stringify(session));
      heldSession = null;
    } catch {
      heldSession = session;
    }
  }

  /** Adds this page's play time to the day's record and the reality check's session; `check` marks the check shown. */
  function saveTime(check = false) {
    const batch = { ms: unsaved.take() };
    if (batch.ms === 0 && !check) return;
    writing.add(batch);
    void exclusive(() => {
      writing.delete(batch);
      if (batch.ms > 0) record({ ms: batch.ms });
      const session = addPlay(readSession(), batch.ms, around.now());
      writeSession(check ? checked(session) : session);
    }).finally(() => {
      if (check) asking = false;
    });
  }

  /**
   * Every locked step first takes in the play time pages left as they closed (this one's
   * included, after a reload), into the day's record of their game and the reality check.
   */
  const exclusive: typeof around.exclusive = (work) =>
    around.exclusive(() => {
      for (const left of storage ? takeLeftPlay(storage, around.now()) : []) {
        player = players.update(around.now(), (state) => recordPlay(state, left.game, { ms: left.ms }, left.at));
        writeSession(addPlay(readSession(), left.ms, left.at));
      }
      return work();
    });

  /** Records play time, a stake or a win in the day's activity (called inside the lock). */
  const record = (play: Partial<GameActivity>) => {
    player = players.update(around.now(), (state) => recordPlay(state, slug, play, around.now()));
  };

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
    view.notice(t.capped(COIN_RULES.dailyWinningsCap, withheld), 'cap');
  }

  /** Looks at this game's rounds left pending (pending-rounds.ts), once the games are open. */
  const openRounds = () => exclusive(() => openPendingRounds(options, around, { releases, save, show }));

  /** Saves a round in play (games that resume): as its stake is taken, after the deal and after every move. */
  function saveRound(roundId: string, stake: number, state: unknown): void {
    try {
      storage?.setItem(SAVED_ROUND_PREFIX + roundId, savedRoundText({ game: slug, roundId, stake, state }));
    } catch {
      // Storage full or blocked: the round plays on in this page. Its stake is most likely held in memory too
      // (the same storage refuses the wallet); a wallet saved without the round's copy closes the round unpaid after a reload.
    }
  }

  /** Settles a round inside the lock: pays it, records it, forgets its saved copy. */
  function settleNow(roundId: string, payout: number): RoundResult | null {
    const result = settleRound(store.read(now()), roundId, payout, now());
    if (!result.ok) {
      view.notice(walletRefusalText(result.error), 'settle');
      return null;
    }
    const { state, stake, credited, withheld } = result.value;
    save(state);
    try {
      storage?.removeItem(SAVED_ROUND_PREFIX + roundId);
    } catch {
      // A saved copy left behind is removed the next time a game opens (its round is no longer pending).
    }
    record({ won: credited });
    writeSession(addRound(readSession(), stake, credited, around.now()));
    revealed(stake, credited, withheld);
    return { credited, withheld };
  }

  /**
   * Lets the reality check count a round and says what the cap held back, once the round is shown.
   * The round is in the stored session from its locked step (a result shown is stored); until its
   * reveal ends (reels, wheel, line) this page's check leaves it out, and the notice waits, since
   * either would give the result away.
   */
  function revealed(stake: number, credited: number, withheld: number) {
    const round = addRound(freshSession(0), stake, credited, 0);
    unrevealed.won += round.won;
    unrevealed.lost += round.lost;
    balance.afterHold(() => {
      unrevealed.won -= round.won;
      unrevealed.lost -= round.lost;
      showCapped(withheld);
    });
  }

  return {
    /** What the reality check says: this session's minutes of play (every game and tab), coins won and lost. */
    reality: (): RealitySummary => {
      const summary = summaryOf(readSession(), unsaved.pending() + inWriting());
      return { ...summary, won: summary.won - unrevealed.won, lost: summary.lost - unrevealed.lost };
    },
    guard,
    refresh,
    /** Saves this page's play time (the page is hidden). */
    saveTime: () => saveTime(),
    /**
     * The page is being left: its play time not yet written, and what its locked steps still
     * waiting were to write (a closing page is never granted the lock), is left for the next locked
     * step of any page; those steps, if they run after all, no longer add it.
     */
    leave() {
      let ms = unsaved.take();
      for (const batch of writing) {
        ms += batch.ms;
        batch.ms = 0;
      }
      if (ms > 0 && storage) leavePlay(storage, around.newRoundId(), { game: slug, ms, at: around.now() });
    },
    /** Whether the games are closed as last checked. */
    closed: () => closedBy,

    /** Claims today's free grant, under the lock; refused while the games are closed. */
    async claim(): Promise<void> {
      await exclusive(() => {
        if (!guard()) return view.say(t.claimClosed(textOf(closedBy)));
        const result = claimDaily(refresh(), now());
        if (!result.ok) return view.say(walletRefusalText(result.error));
        save(result.value);
        view.say(t.claimed(COIN_RULES.dailyGrant));
      });
    },

    /** Keeps the age and place answer; resolves to whether the games are open after it. */
    async answerAge(answer: AgeAnswer): Promise<boolean> {
      await exclusive(() => {
        player = players.update(around.now(), (state) => answerAge(state, answer, around.now()));
      });
      return guard();
    },

    /**
     * One second of the page: counts play time while the page is visible and the games open,
     * saves it every ten seconds, rechecks the closing (a limit reached, midnight, a break's end)
     * and shows the grant opening at midnight. Returns whether the reality check is due.
     */
    tick(visible: boolean): boolean {
      const playing = visible && player !== null && closedBy === null;
      if (unsaved.second(playing)) saveTime();
      if (player) guard(false);
      // The time since the last check is the session's, in every game and tab, with this page's time not yet written.
      const due = playing && !asking && isDue(readSession(), unsaved.pending() + inWriting(), realityMs);
      if (due) {
        asking = true;
        saveTime(true);
      }
      balance.second();
      return due;
    },

    /** Takes the stake and opens a round, in one step no other tab interleaves with; null after saying why it was refused. */
    async takeBet(amount: number): Promise<string | null> {
      // One round at a time per page: a click while a stake is taken, or before its round is settled, does nothing.
      if (taking || releases.size > 0) return null;
      taking = true;
      try {
        return await exclusive(async () => {
          // Asked again in the lock: a round left pending may have been taken up here (pending-rounds.ts) while this step waited.
          if (releases.size > 0) return null;
          const id = around.newRoundId();
          const allowed = checkStake(unsaved.addedTo(players.read(around.now()), around.now()), amount, around.now());
          if (!allowed.ok) {
            const message = playerRefusalText(allowed.error);
            view.say(message);
            view.notice(message, 'limit');
            guard();
            return null;
          }
          const result = placeBet(store.read(now()), { id, game: slug, stake: amount }, limits);
          if (!result.ok) {
            view.say(walletRefusalText(result.error));
            return null;
          }
          // The round's lock is held before its stake is stored, so no page ever finds it pending and unplayed.
          const lock = around.holdRoundLock(id);
          await lock.held;
          releases.set(id, lock.release);
          // A resuming game's round has a saved copy from the first: a pending round without one had it removed by hand (pending-rounds.ts).
          if (options.resume) saveRound(id, amount, UNDEALT);
          save(result.value);
          view.clearNotice('limit');
          record({ staked: amount });
          return id;
        });
      } finally {
        taking = false;
      }
    },

    /** Pays a round (payout includes the stake) in one step; null if it was already settled. */
    async settle(roundId: string, payout: number): Promise<RoundResult | null> {
      const result = await exclusive(() => settleNow(roundId, payout));
      releases.get(roundId)?.();
      releases.delete(roundId);
      return result;
    },

    /** Saves a round in play (games that resume): after the deal and after every move. */
    saveRound,

    /** Whether this game's stake-free daily round is open (as of the wallet last read). */
    freeRoundOpen: () => {
      const shown = balance.last();
      return shown && !closedBy ? canPlayFreeRound(shown, slug, now()) : false;
    },

    /** Plays this game's free round: pays `payout`, all of it winnings under the daily cap; null after saying why it was refused. */
    async playFreeRound(payout: number): Promise<RoundResult | null> {
      return exclusive(() => {
        if (!guard()) {
          view.say(textOf(closedBy));
          return null;
        }
        const result = playFreeRound(store.read(now()), slug, payout, now());
        if (!result.ok) {
          view.say(walletRefusalText(result.error));
          show(store.read(now()));
          return null;
        }
        const { state, credited, withheld } = result.value;
        save(state);
        record({ won: credited });
        writeSession(addRound(readSession(), 0, credited, around.now()));
        revealed(0, credited, withheld);
        return { credited, withheld };
      });
    },

    /** Keeps the balance bar at its figure until the returned function is called (a reveal that ends later). */
    holdBalance: () => balance.hold(),
  };
}
