import { playerFromText, PLAYER_BACKUP_KEY, PLAYER_KEY, type PlayerState } from './player-state';
import type { KeyValueStorage } from './wallet';

/**
 * The player's state as the games and the "Your play" panel read and write it: in localStorage
 * under two keys (the value and a copy that restores the limits when the value is damaged),
 * and in memory when saving fails, so limits set in this page still hold while it stays open.
 */
export class PlayerStore {
  private memory: PlayerState | null = null;
  private unsaved = false;

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly notify: (message: string) => void,
  ) {}

  /** The current state: fresh from storage (another game or tab may have changed it), or the in-memory one while saving fails. */
  read(now: number): PlayerState {
    if (this.unsaved && this.memory) return this.memory;
    const raw = this.get(PLAYER_KEY);
    const copy = this.get(PLAYER_BACKUP_KEY);
    const { state, notice } = playerFromText(raw, copy, now);
    if (notice) this.notify(notice);
    // A damaged value is replaced at once, so the notice is given once and the closing is kept;
    // a change that came due, or a copy that lags behind, is saved too.
    if (notice || raw === null || copy !== raw || JSON.stringify(state) !== raw) this.write(state);
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
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(PLAYER_KEY, text);
      this.storage.setItem(PLAYER_BACKUP_KEY, text);
      this.unsaved = false;
    } catch {
      this.unsaved = true;
    }
  }

  private get(key: string): string | null {
    try {
      return this.storage ? this.storage.getItem(key) : null;
    } catch {
      return null;
    }
  }
}
