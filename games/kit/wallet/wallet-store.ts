import { LOCALE, pick, type Locale } from '../locale';
import { walletStrings } from '../strings';
import { walletFromText, WALLET_KEY, type KeyValueStorage, type WalletState } from './wallet';

/**
 * The wallet as the games read and write it: stored in localStorage, and held in memory when a
 * save fails (storage full, blocked or missing). Once a save has failed, the in-memory wallet is
 * the truth, so a bet is still charged and a win still paid: a failed save never turns into a
 * free bet (re-reading the older stored balance) or a lost win.
 */
export class WalletStore {
  private memory: WalletState | null = null;
  private unsaved = false;

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly notify: (message: string) => void,
    /** The language of the notices. */
    private readonly locale: Locale = LOCALE,
  ) {}

  /** Whether play is going on from the in-memory wallet because saving fails. */
  get savingFails(): boolean {
    return this.unsaved;
  }

  /** The current wallet: fresh from storage (another game or tab may have changed it), or the in-memory one while saving fails. */
  read(now: Date): WalletState {
    if (this.unsaved && this.memory) return this.memory;
    let raw: string | null = null;
    try {
      raw = this.storage ? this.storage.getItem(WALLET_KEY) : null;
    } catch {
      raw = null;
    }
    const { state, notice } = walletFromText(raw, now, this.locale);
    if (notice) this.notify(notice);
    if (raw === null || notice) this.write(state);
    else this.memory = state;
    return state;
  }

  /**
   * The wallet as it stands, without saving anything and without a notice: while the games are
   * closed no wallet is created (a browser with none is shown the starting balance it would get).
   */
  peek(now: Date): WalletState {
    if (this.unsaved && this.memory) return this.memory;
    let raw: string | null = null;
    try {
      raw = this.storage ? this.storage.getItem(WALLET_KEY) : null;
    } catch {
      raw = null;
    }
    return walletFromText(raw, now, this.locale).state;
  }

  /** Saves a changed wallet; when saving fails, keeps it in memory and says so once. */
  write(state: WalletState): void {
    this.memory = state;
    let saved = false;
    try {
      // Stryker disable next-line ConditionalExpression: without a storage, setItem on null throws and the catch records the failed save just the same
      if (this.storage) {
        this.storage.setItem(WALLET_KEY, JSON.stringify(state));
        saved = true;
      }
    } catch {
      saved = false;
    }
    if (saved === !this.unsaved) return;
    this.unsaved = !saved;
    const t = pick(walletStrings, this.locale);
    this.notify(saved ? t.savedAgain : t.unsaved);
  }
}
