import type { Locale } from './locale';

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
 * Formats a whole coin amount the way each language writes it: 10,000 in English, 10 000 in
 * French (a no-break space groups the digits, as fr-CA does). Plain string work on purpose:
 * building an Intl.NumberFormat costs a game tens of milliseconds of start-up time.
 */
export function formatCoins(amount: number, locale: Locale = 'en'): string {
  const sign = amount < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale]);
}

const GROUP_SEPARATOR: Record<Locale, string> = { en: ',', fr: '\u00a0' };

/** The coin rules as the copy of one language writes them, so every text quotes the same figures. */
export function coinFigures(locale: Locale) {
  const format = (amount: number) => formatCoins(amount, locale);
  const once = COIN_RULES.dailyGrantClaimsPerDay === 1;
  return {
    startingGrant: format(COIN_RULES.startingGrant),
    dailyGrant: format(COIN_RULES.dailyGrant),
    dailyClaims: locale === 'fr' ? (once ? 'une fois' : `${format(COIN_RULES.dailyGrantClaimsPerDay)} fois`) : once ? 'once' : `${format(COIN_RULES.dailyGrantClaimsPerDay)} times`,
    winningsCap: format(COIN_RULES.dailyWinningsCap),
    minBet: format(COIN_RULES.minBet),
    maxBet: format(COIN_RULES.maxBet),
    realityCheck: format(COIN_RULES.realityCheckMinutes),
    minimumAge: format(COIN_RULES.minimumAge),
  };
}

/** The coin rules as the English copy writes them. */
export const COIN_FIGURES = coinFigures('en');
