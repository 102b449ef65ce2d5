import { NoticedStore, type StoreArgs } from '../storage';
import { playerDamagedText } from './messages';
import { playerFromText, PLAYER_BACKUP_KEY, PLAYER_KEY, type PlayerState } from './player-state';

/**
 * The player's state as the games and the "Your play" panel read and write it: in localStorage
 * under two keys (the value and a copy that restores the limits when the value is damaged),
 * and in memory when saving fails, so limits set in this page still hold while it stays open.
 */
export class PlayerStore extends NoticedStore<PlayerState> {
  constructor(...args: StoreArgs) {
    super([PLAYER_KEY, PLAYER_BACKUP_KEY], ...args);
  }

  /** The current state: fresh from storage (another game or tab may have changed it), or the in-memory one while saving fails. */
  read(now: number): PlayerState {
    const held = this.stored.held();
    if (held) return held;
    const raw = this.stored.text(PLAYER_KEY);
    const copy = this.stored.text(PLAYER_BACKUP_KEY);
    const { state, damaged } = playerFromText(raw, copy, now);
    if (damaged) this.notify(playerDamagedText(state.safetyUntil!, damaged.restored, this.locale));
    // Saved back when it differs from what is stored: a damaged value is replaced (so its notice is
    // given once and the closing kept), a change that came due is kept, a lagging copy catches up.
    // An unchanged state is not written back: a page whose view of storage lags another tab's
    // write must never put the older value back.
    const text = JSON.stringify(state);
    if (text !== raw || text !== copy) this.write(state);
    else this.stored.remember(state);
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
    this.stored.save(state);
  }
}
