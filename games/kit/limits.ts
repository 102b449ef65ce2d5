// The limits' shape, apart from the player's state: the state's rules and the text that names
// each limit both need it, and the text must not import the rules that import the text.

/** The limits a player sets; null means no limit. */
export type Limits = {
  /** Minutes of play a day, all games together. */
  dailyMinutes: number | null;
  /** Coins staked a day, all games together. */
  dailyStake: number | null;
  /** Minutes of play between reality checks. */
  realityMinutes: number;
};

/** One of the limits. */
export type LimitKind = keyof Limits;
