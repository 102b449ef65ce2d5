/** The two seats at the table: the human and the computer opponent. */
export type PlayerId = 'player' | 'computer';

/** Both seats, human first: the order the UI and the tests walk them in. */
export const PLAYERS: readonly PlayerId[] = ['player', 'computer'];

/** The other seat. */
export function opponent(player: PlayerId): PlayerId {
  return player === 'player' ? 'computer' : 'player';
}

/** A per-seat record with `value` for `seat` and `other` for its opponent. */
export function bySeat<T>(seat: PlayerId, value: T, other: T): Record<PlayerId, T> {
  return seat === 'player' ? { player: value, computer: other } : { player: other, computer: value };
}
