import { NoticedStore, type StoreArgs } from '../storage';
import { walletResetText, walletSavingText } from './messages';
import { walletFromText, WALLET_KEY, type WalletState } from './wallet';

/**
 * The wallet as the games read and write it: stored in localStorage, and held in memory when a
 * save fails (storage full, blocked or missing). Once a save has failed, the in-memory wallet is
 * the truth, so a bet is still charged and a win still paid: a failed save never turns into a
 * free bet (re-reading the older stored balance) or a lost win.
 */
export class WalletStore extends NoticedStore<WalletState> {
  constructor(...args: StoreArgs) {
    super([WALLET_KEY], ...args);
  }

  /** Whether play is going on from the in-memory wallet because saving fails. */
  get savingFails(): boolean {
    return this.stored.savingFails;
  }

  /** The current wallet: fresh from storage (another game or tab may have changed it), or the in-memory one while saving fails. */
  read(now: Date): WalletState {
    const held = this.stored.held();
    if (held) return held;
    const raw = this.stored.text();
    const { state, reset } = walletFromText(raw, now);
    if (reset) this.notify(walletResetText(state.balance, this.locale));
    if (raw === null || reset) this.write(state);
    else this.stored.remember(state);
    return state;
  }

  /**
   * The wallet as it stands, without saving anything and without a notice: while the games are
   * closed no wallet is created (a browser with none is shown the starting balance it would get).
   */
  peek(now: Date): WalletState {
    return this.stored.held() ?? walletFromText(this.stored.text(), now).state;
  }

  /** Saves a changed wallet; when saving fails, keeps it in memory and says so once. */
  write(state: WalletState): void {
    const failedBefore = this.stored.savingFails;
    const saved = this.stored.save(state);
    if (saved !== failedBefore) return;
    this.notify(walletSavingText(saved, this.locale));
  }
}
