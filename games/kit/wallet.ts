import { COIN_RULES, formatCoins } from '../../src/content/coin-rules';

/** The one localStorage key all games share (same origin, so every frame sees one balance). */
export const WALLET_KEY = 'brightmoose.wallet.v1';

/** What is stored: the balance and the day counters the terms promise. */
export type WalletState = {
  version: 1;
  balance: number;
  /** Local calendar day (YYYY-MM-DD) of the last daily grant, or null. */
  grantDay: string | null;
  grantsClaimed: number;
  /** Local calendar day the winnings counter belongs to. */
  winningsDay: string;
  winningsToday: number;
  /** Detects a hand-edited value; it is a consistency check, not security (the wallet is the player's own). */
  checksum: string;
};

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** The player's local calendar day, YYYY-MM-DD. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function checksum(state: Omit<WalletState, 'checksum'>): string {
  const text = `${state.version}|${state.balance}|${state.grantDay}|${state.grantsClaimed}|${state.winningsDay}|${state.winningsToday}|bm`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

function seal(state: Omit<WalletState, 'checksum'>): WalletState {
  return { ...state, checksum: checksum(state) };
}

/** A new wallet with the starting grant. */
export function freshWallet(now: Date): WalletState {
  return seal({ version: 1, balance: COIN_RULES.startingGrant, grantDay: null, grantsClaimed: 0, winningsDay: dayKey(now), winningsToday: 0 });
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function isWalletState(value: unknown): value is WalletState {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return (
    s.version === 1 &&
    isCount(s.balance) &&
    (s.grantDay === null || isDay(s.grantDay)) &&
    isCount(s.grantsClaimed) &&
    isDay(s.winningsDay) &&
    isCount(s.winningsToday) &&
    typeof s.checksum === 'string' &&
    s.checksum === checksum(s as Omit<WalletState, 'checksum'>)
  );
}

/**
 * Reads the wallet. A missing wallet starts with the starting grant; a corrupt or tampered one
 * is replaced by a fresh wallet, with a notice to show instead of a crash.
 */
export function readWallet(storage: KeyValueStorage, now: Date): { state: WalletState; notice: string | null } {
  let raw: string | null = null;
  try {
    raw = storage.getItem(WALLET_KEY);
  } catch {
    raw = null;
  }
  if (raw === null) {
    const state = freshWallet(now);
    writeWallet(storage, state);
    return { state, notice: null };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isWalletState(parsed)) return { state: parsed, notice: null };
  const state = freshWallet(now);
  writeWallet(storage, state);
  return { state, notice: `Your coin wallet could not be read, so it was reset to a fresh wallet of ${formatCoins(state.balance)} coins.` };
}

/** Stores the wallet (quietly does nothing where storage is unavailable). */
export function writeWallet(storage: KeyValueStorage, state: WalletState): void {
  try {
    storage.setItem(WALLET_KEY, JSON.stringify(state));
  } catch {
    // Private browsing or a full quota: play goes on with the in-memory wallet.
  }
}

/** Whether today's free grant can still be claimed. */
export function canClaimDaily(state: WalletState, now: Date): boolean {
  const today = dayKey(now);
  return state.grantDay !== today || state.grantsClaimed < COIN_RULES.dailyGrantClaimsPerDay;
}

/** Claims today's free grant. */
export function claimDaily(state: WalletState, now: Date): Result<WalletState> {
  if (!canClaimDaily(state, now)) return { ok: false, error: 'You have already claimed today\'s free coins. Come back tomorrow for more.' };
  const today = dayKey(now);
  const grantsClaimed = state.grantDay === today ? state.grantsClaimed + 1 : 1;
  return { ok: true, value: seal({ ...state, balance: state.balance + COIN_RULES.dailyGrant, grantDay: today, grantsClaimed }) };
}

/** Takes a stake from the balance, if it is a whole number within the limits and the balance covers it. */
export function placeBet(state: WalletState, amount: number): Result<WalletState> {
  if (!Number.isSafeInteger(amount) || amount < COIN_RULES.minBet || amount > COIN_RULES.maxBet) {
    return { ok: false, error: `Bets are whole numbers from ${formatCoins(COIN_RULES.minBet)} to ${formatCoins(COIN_RULES.maxBet)} coins.` };
  }
  if (amount > state.balance) {
    return { ok: false, error: `Not enough coins: this bet needs ${formatCoins(amount)} and your balance is ${formatCoins(state.balance)}.` };
  }
  return { ok: true, value: seal({ ...state, balance: state.balance - amount }) };
}

/**
 * Pays a settled round: `payout` is what comes back including the stake. Winnings (payout above
 * the stake) count toward the daily cap; winnings past the cap are not credited.
 */
export function settleRound(state: WalletState, stake: number, payout: number, now: Date): { state: WalletState; credited: number; withheld: number } {
  const today = dayKey(now);
  const winningsToday = state.winningsDay === today ? state.winningsToday : 0;
  const winnings = Math.max(0, payout - stake);
  const allowed = Math.min(winnings, Math.max(0, COIN_RULES.dailyWinningsCap - winningsToday));
  const credited = payout - (winnings - allowed);
  const next = seal({ ...state, balance: state.balance + credited, winningsDay: today, winningsToday: winningsToday + allowed });
  return { state: next, credited, withheld: winnings - allowed };
}
