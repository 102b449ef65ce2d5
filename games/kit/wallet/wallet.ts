import { COIN_RULES } from '../../../core/coin-rules';
import type { Result } from '../result';

/** The one localStorage key all games share (same origin, so every frame sees one balance). */
export const WALLET_KEY = 'brightmoose.wallet.v1';

/** A round whose stake has left the balance and that has not been settled yet. */
export type PendingRound = {
  /** Unique per round, so a settlement is paid once at most. */
  id: string;
  /** Slug of the game the round belongs to. */
  game: string;
  stake: number;
};

/** What is stored: the balance, the day counters the terms promise, and rounds in play. */
export type WalletState = {
  version: 2;
  balance: number;
  /** Local calendar day (YYYY-MM-DD) of the last daily grant, or null. */
  grantDay: string | null;
  grantsClaimed: number;
  /** Local calendar day the winnings counter belongs to. */
  winningsDay: string;
  winningsToday: number;
  /** Rounds staked and not yet settled: refunded if their game was closed mid-round. */
  pending: PendingRound[];
  /** Per game slug, the local day (YYYY-MM-DD) of its last stake-free daily round (see free-round.ts); absent until one is played. */
  freeRounds?: Record<string, string>;
  /** Detects a hand-edited value; it is a consistency check, not security (the wallet is the player's own). */
  checksum: string;
};

type Unsealed = Omit<WalletState, 'checksum'>;

/** Why the wallet refused a claim, a stake, a payout or a free round (wallet/messages.ts words it). */
export type WalletRefusal =
  | { kind: 'already-claimed' }
  | { kind: 'stake-range'; limits: BetLimits }
  | { kind: 'short-of-coins'; stake: number; balance: number }
  | { kind: 'already-staked' }
  | { kind: 'already-settled' }
  | { kind: 'not-whole-payout'; payout: number }
  | { kind: 'free-round-played' };

/** The player's local calendar day, YYYY-MM-DD (so days compare as strings). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** FNV-1a over the fields, with the pending rounds in their order. */
function checksum(state: Unsealed): string {
  const rounds = state.pending.map((round) => `${round.id}:${round.game}:${round.stake}`).join(',');
  // Free rounds join the text only when there are some, so wallets without them keep the checksum they always had.
  const free = Object.entries(state.freeRounds ?? {})
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([game, day]) => `${game}=${day}`)
    .join(',');
  const text = `${state.version}|${state.balance}|${state.grantDay}|${state.grantsClaimed}|${state.winningsDay}|${state.winningsToday}|${rounds}${free ? `|free:${free}` : ''}|bm`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Stamps fields with their checksum (every change to a wallet goes through here). */
export function sealWallet(state: Unsealed): WalletState {
  return { ...state, checksum: checksum(state) };
}

/** A new wallet with the starting grant. */
export function freshWallet(now: Date): WalletState {
  return sealWallet({ version: 2, balance: COIN_RULES.startingGrant, grantDay: null, grantsClaimed: 0, winningsDay: dayKey(now), winningsToday: 0, pending: [] });
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value);
const isRound = (value: unknown): value is PendingRound => {
  if (!value || typeof value !== 'object') return false;
  const round = value as Record<string, unknown>;
  return typeof round.id === 'string' && round.id.length > 0 && typeof round.game === 'string' && isCount(round.stake) && round.stake >= COIN_RULES.minBet && round.stake <= COIN_RULES.maxBet;
};

/** Absent, or a plain map of game slug to day. */
const isFreeRounds = (value: unknown): boolean => value === undefined || (!!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isDay));

/** The fields both versions share, checked one by one. */
function hasValidCounters(s: Record<string, unknown>): boolean {
  return isCount(s.balance) && (s.grantDay === null || isDay(s.grantDay)) && isCount(s.grantsClaimed) && isDay(s.winningsDay) && isCount(s.winningsToday);
}

/** Version 1 had no pending rounds; its checksum covered the other fields. */
function checksumV1(s: Record<string, unknown>): string {
  const text = `1|${String(s.balance)}|${String(s.grantDay)}|${String(s.grantsClaimed)}|${String(s.winningsDay)}|${String(s.winningsToday)}|bm`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** Parses a stored value: a sound version-2 wallet, a sound version-1 wallet migrated, or null. */
export function parseWallet(value: unknown): WalletState | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  if (!hasValidCounters(s) || typeof s.checksum !== 'string') return null;
  if (s.version === 1) {
    if (s.checksum !== checksumV1(s)) return null;
    const { balance, grantDay, grantsClaimed, winningsDay, winningsToday } = s as unknown as Unsealed;
    return sealWallet({ version: 2, balance, grantDay, grantsClaimed, winningsDay, winningsToday, pending: [] });
  }
  if (s.version !== 2 || !Array.isArray(s.pending) || !s.pending.every(isRound) || !isFreeRounds(s.freeRounds)) return null;
  const state = s as unknown as WalletState;
  return state.checksum === checksum(state) ? state : null;
}

/** Whether today's free grant can be claimed: only on a day later than the last claim's, so a clock set back opens nothing. */
export function canClaimDaily(state: WalletState, now: Date): boolean {
  const today = dayKey(now);
  if (state.grantDay === null || today > state.grantDay) return true;
  return today === state.grantDay && state.grantsClaimed < COIN_RULES.dailyGrantClaimsPerDay;
}

/** When the next daily grant opens: the local midnight after the day of the last claim. */
export function nextGrantAt(state: WalletState, now: Date): Date {
  if (canClaimDaily(state, now) || state.grantDay === null) return now;
  const [year, month, day] = state.grantDay.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + 1);
}

/** Claims today's free grant. */
export function claimDaily(state: WalletState, now: Date): Result<WalletState, WalletRefusal> {
  if (!canClaimDaily(state, now)) return { ok: false, error: { kind: 'already-claimed' } };
  const today = dayKey(now);
  const grantsClaimed = state.grantDay === today ? state.grantsClaimed + 1 : 1;
  return { ok: true, value: sealWallet({ ...state, balance: state.balance + COIN_RULES.dailyGrant, grantDay: today, grantsClaimed }) };
}

/** The stakes one game accepts: within the wallet's limits, in whole steps. */
export type BetLimits = { min: number; max: number; step: number };

/** The wallet's own limits, for games that take any stake in steps of ten. */
export const DEFAULT_BET_LIMITS: BetLimits = { min: COIN_RULES.minBet, max: COIN_RULES.maxBet, step: 10 };

/** Whether `amount` is a stake the game accepts. */
export function isAllowedStake(amount: number, limits: BetLimits): boolean {
  return Number.isSafeInteger(amount) && amount >= limits.min && amount <= limits.max && amount % limits.step === 0;
}

/** Every stake the game accepts, smallest first. */
export function allowedStakes(limits: BetLimits): number[] {
  const stakes: number[] = [];
  for (let amount = limits.min; amount <= limits.max; amount += limits.step) stakes.push(amount);
  return stakes;
}

/**
 * Takes a stake from the balance and records the round as pending, if the stake is one the game
 * accepts (inside the wallet's limits) and the balance covers it.
 */
export function placeBet(state: WalletState, round: PendingRound, limits: BetLimits = DEFAULT_BET_LIMITS): Result<WalletState, WalletRefusal> {
  const amount = round.stake;
  const inWalletLimits = isAllowedStake(amount, { min: COIN_RULES.minBet, max: COIN_RULES.maxBet, step: 1 });
  if (!inWalletLimits || !isAllowedStake(amount, limits)) return { ok: false, error: { kind: 'stake-range', limits } };
  if (amount > state.balance) return { ok: false, error: { kind: 'short-of-coins', stake: amount, balance: state.balance } };
  if (state.pending.some((pending) => pending.id === round.id)) return { ok: false, error: { kind: 'already-staked' } };
  return { ok: true, value: sealWallet({ ...state, balance: state.balance - amount, pending: [...state.pending, round] }) };
}

/** What settling a round did: its stake, coins credited (stake included) and winnings held back by the daily cap. */
export type Settlement = { state: WalletState; stake: number; credited: number; withheld: number };

/**
 * Pays a settled round: `payout` is what comes back including the stake. Winnings (payout above
 * the stake) count toward the daily cap; winnings past the cap are not credited. A round that
 * is not pending (already settled or refunded, perhaps in another tab) pays nothing more, and
 * a payout that is not a whole number of coins is refused.
 */
export function settleRound(state: WalletState, roundId: string, payout: number, now: Date): Result<Settlement, WalletRefusal> {
  const round = state.pending.find((pending) => pending.id === roundId);
  if (!round) return { ok: false, error: { kind: 'already-settled' } };
  if (!isCount(payout)) return { ok: false, error: { kind: 'not-whole-payout', payout } };
  const winnings = Math.max(0, payout - round.stake);
  const { winningsDay, winningsToday, allowed } = capWinnings(state, winnings, now);
  const credited = payout - (winnings - allowed);
  const pending = state.pending.filter((pending) => pending.id !== roundId);
  const next = sealWallet({ ...state, balance: state.balance + credited, winningsDay, winningsToday: winningsToday + allowed, pending });
  return { ok: true, value: { state: next, stake: round.stake, credited, withheld: winnings - allowed } };
}

/**
 * How much of `winnings` the daily cap lets through at `now`, with the counter's day and its
 * count before these winnings. The counter belongs to its day; a clock set back keeps it (it
 * never resets early).
 */
export function capWinnings(state: WalletState, winnings: number, now: Date): { winningsDay: string; winningsToday: number; allowed: number } {
  const today = dayKey(now);
  const winningsDay = today > state.winningsDay ? today : state.winningsDay;
  const winningsToday = winningsDay === state.winningsDay ? state.winningsToday : 0;
  return { winningsDay, winningsToday, allowed: Math.min(winnings, Math.max(0, COIN_RULES.dailyWinningsCap - winningsToday)) };
}

/** Gives back the stakes of a game's pending rounds that `isAbandoned` says nobody is playing. */
export function refundRounds(state: WalletState, isAbandoned: (round: PendingRound) => boolean): { state: WalletState; refunded: PendingRound[] } {
  const refunded = state.pending.filter(isAbandoned);
  if (refunded.length === 0) return { state, refunded };
  const back = refunded.reduce((sum, round) => sum + round.stake, 0);
  const pending = state.pending.filter((round) => !refunded.includes(round));
  return { state: sealWallet({ ...state, balance: state.balance + back, pending }), refunded };
}

/** Reads a stored text: a sound wallet, a fresh one when there is none, or a fresh one marked `reset` when it is corrupt or tampered. */
export function walletFromText(raw: string | null, now: Date): { state: WalletState; reset: boolean } {
  if (raw === null) return { state: freshWallet(now), reset: false };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const state = parseWallet(parsed);
  if (state) return { state, reset: false };
  return { state: freshWallet(now), reset: true };
}
