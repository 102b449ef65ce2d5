import { LOCALE, type Locale } from '../locale';
import { playerFromText, PLAYER_BACKUP_KEY, PLAYER_KEY, type PlayerState } from './player-state';
import type { KeyValueStorage } from '../wallet/wallet';

/**
 * The player's state as the games and the "Your play" panel read and write it: in localStorage
 * under two keys (the value and a copy that restores the limits when the value is damaged),
 * and in memory when saving fails, so limits set in this page still hold while it stays open.
 */
export class PlayerStore {
  private memory: PlayerState | null = null;
  // Stryker disable next-line BooleanLiteral: before the first write there is nothing in memory, so reads go to storage either way
  private unsaved = false;

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly notify: (message: string) => void,
    /** The language of the notices. */
    private readonly locale: Locale = LOCALE,
  ) {}

  /** The current state: fresh from storage (another game or tab may have changed it), or the in-memory one while saving fails. */
  read(now: number): PlayerState {
    if (this.unsaved && this.memory) return this.memory;
    const raw = this.get(PLAYER_KEY);
    const copy = this.get(PLAYER_BACKUP_KEY);
    const { state, notice } = playerFromText(raw, copy, now, this.locale);
    if (notice) this.notify(notice);
    // Saved back when it differs from what is stored: a damaged value is replaced (so its notice is
    // given once and the closing kept), a change that came due is kept, a lagging copy catches up.
    // An unchanged state is not written back: a page whose view of storage lags another tab's
    // write must never put the older value back.
    const text = JSON.stringify(state);
    if (text !== raw || text !== copy) this.write(state);
    else this.memory = state;
    return state;
  }

  /** Reads, changes and saves in one step; returns the saved state. */
  update(now: number, change: (state: PlayerState) => PlayerState): PlayerState {
    const next = change(this.read(now));
    this.write(next);
    return next;
  }

  /** Saves the state and its copy; when saving fails, keeps it in memory. */
  write(state: PlayerState): void {
    this.memory = state;
    const text = JSON.stringify(state);
    try {
      // Without a storage, setItem on null throws and the catch keeps the state in memory.
      this.storage!.setItem(PLAYER_KEY, text);
      this.storage!.setItem(PLAYER_BACKUP_KEY, text);
      this.unsaved = false;
    } catch {
      this.unsaved = true;
    }
  }

  /** A stored text, or null when there is none or storage refuses to be read. */
  private get(key: string): string | null {
    try {
      // Without a storage, getItem on null throws and the catch answers null, as for a refused read.
      return this.storage!.getItem(key);
    } catch {
      return null;
    }
  }
}
