import type { Locale } from './locale';
import { formatWhole } from './number-format';

/**
 * The virtual-coin rules, in one place. The wallet that the games share and the terms text that
 * visitors read both import these numbers, so what the terms promise is what the wallet does.
 */
export const COIN_RULES = {
  /** Coins credited once, the first time a browser opens any game. */
  startingGrant: 10_000,
  /** Coins a player may claim once per calendar day (player's local time). */
  dailyGrant: 2_500,
  /** How many daily grants may be claimed per calendar day. */
  dailyGrantClaimsPerDay: 1,
  /** Most coins that game winnings may add to a wallet in one calendar day. */
  dailyWinningsCap: 500_000,
  /** Largest stake accepted for a single round of any game. */
  maxBet: 1_000,
  /** Smallest stake accepted for a single round of any game. */
  minBet: 10,
  /** Youngest age allowed to play (SPEC: adults 18+ in Canada). */
  minimumAge: 18,
  /** Minutes of play before the reality check pauses a game (players may change it). */
  realityCheckMinutes: 30,
} as const;

/**
 * A whole coin amount the way `locale` writes it: 10,000 in English, 10 000 in French (the
 * language list's digit grouping, number-format.ts).
 */
export function formatCoins(amount: number, locale: Locale): string {
  return formatWhole(amount, locale);
}

/** How an edition words the number of daily claims: "once" or "2 times", « une fois » or « 2 fois ». */
export type ClaimWords = { once: string; times: (count: string) => string };

/**
 * The coin rules as the copy of one language writes them, so every text quotes the same figures;
 * the edition gives its own words for how often the free coins may be claimed.
 */
export function coinFigures(locale: Locale, claims: ClaimWords) {
  const format = (amount: number) => formatCoins(amount, locale);
  return {
    startingGrant: format(COIN_RULES.startingGrant),
    dailyGrant: format(COIN_RULES.dailyGrant),
    dailyClaims: COIN_RULES.dailyGrantClaimsPerDay === 1 ? claims.once : claims.times(format(COIN_RULES.dailyGrantClaimsPerDay)),
    winningsCap: format(COIN_RULES.dailyWinningsCap),
    minBet: format(COIN_RULES.minBet),
    maxBet: format(COIN_RULES.maxBet),
    realityCheck: format(COIN_RULES.realityCheckMinutes),
    minimumAge: format(COIN_RULES.minimumAge),
  };
}
