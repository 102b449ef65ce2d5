/**
 * The wallet as the page shows it, without the DOM: the balance bar (drawn by ui/balance-bar.ts
 * through the session's view), held at its figure while a game reveals a round slowly, and the
 * notice of what to do when coins run short. The play session shows through it every wallet it
 * reads or writes; nothing here reads or writes storage.
 */
import { COIN_RULES } from '../../core/coin-rules';
import { pick } from './locale';
import type { SessionView } from './play-session-types';
import type { Closure } from './safeguards/player-state';
import { shellStrings } from './strings';
import { grantWaitText } from './wallet/messages';
import { canClaimDaily, nextGrantAt, type BetLimits, type WalletState } from './wallet/wallet';

/** Shows wallets through `view` for a game taking `limits`; `closed` says whether the games are closed now. */
export function createBalanceDisplay(view: Pick<SessionView, 'showWallet' | 'notice' | 'clearNotice' | 'updateNotice'>, limits: BetLimits, now: () => Date, closed: () => Closure | null) {
  const t = pick(shellStrings);
  let shown: WalletState | null = null;
  let holds = 0;
  /** What waits for the holds to end: what would tell the player how a round still being revealed came out. */
  let waiting: (() => void)[] = [];
  let grantWasOpen: boolean | null = null;

  /** The low-balance notice last given, while one is up. */
  let lowShown: string | null = null;

  /** What to do when coins run short, or null when they do not (or the games are closed). */
  function lowNotice(state: WalletState): string | null {
    if (closed() || state.balance >= limits.min) return null;
    const open = canClaimDaily(state, now());
    return open ? t.lowOpen(limits.min, COIN_RULES.dailyGrant) : t.lowWait(limits.min, COIN_RULES.dailyGrant, grantWaitText(now(), nextGrantAt(state, now())));
  }

  /** Gives the low-balance notice, or clears it. */
  function tellLow(text: string | null) {
    lowShown = text;
    if (text === null) view.clearNotice('low');
    else view.notice(text, 'low');
  }

  /** Shows a wallet: balance, grant button, and what to do when coins run short (nothing of it while the games are closed). */
  function show(state: WalletState) {
    shown = state;
    if (holds > 0) return;
    view.showWallet(state, now());
    tellLow(lowNotice(state));
  }

  return {
    show,
    /** The wallet last given to `show` (held back or not); null before the first. */
    last: () => shown,
    /** Shows the last wallet again, for what changed around it (the games opened or closed). */
    again() {
      if (shown) show(shown);
    },
    /**
     * One second of the page: shows the last wallet again when its daily grant has opened
     * (midnight) or closed since, and keeps the wait the low-balance notice states current.
     */
    second() {
      const open = shown ? canClaimDaily(shown, now()) : null;
      if (shown && open !== grantWasOpen) show(shown);
      else if (shown && holds === 0 && lowShown !== null) {
        const text = lowNotice(shown);
        if (text !== null && text !== lowShown) view.updateNotice(text, 'low');
        lowShown = text;
      }
      grantWasOpen = open;
    },
    /** Keeps the balance bar at its figure until the returned function is called (a reveal that ends later). */
    hold(): () => void {
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0) return;
        if (shown) show(shown);
        const due = waiting;
        waiting = [];
        for (const step of due) step();
      };
    },
    /** Runs `step` now, or once no hold is left when a reveal holds the balance. */
    afterHold(step: () => void): void {
      if (holds > 0) waiting.push(step);
      else step();
    },
  };
}
