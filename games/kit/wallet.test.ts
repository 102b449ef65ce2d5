import { expect, test } from 'vitest';
import { COIN_RULES } from '../../src/content/coin-rules';
import { canClaimDaily, claimDaily, placeBet, readWallet, settleRound, WALLET_KEY, writeWallet, type WalletState } from './wallet';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}
const monday = new Date(2026, 10, 23, 10, 0);
const tuesday = new Date(2026, 10, 24, 9, 0);

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

test('a first visit starts with the starting grant and stores it', () => {
  const storage = memoryStorage();
  const { state, notice } = readWallet(storage, monday);
  expect(state.balance).toBe(COIN_RULES.startingGrant);
  expect(notice).toBeNull();
  expect(readWallet(storage, monday).state).toEqual(state);
});

test('the balance survives a reload', () => {
  const storage = memoryStorage();
  const bet = unwrap(placeBet(readWallet(storage, monday).state, 100));
  writeWallet(storage, bet);
  expect(readWallet(storage, monday).state.balance).toBe(COIN_RULES.startingGrant - 100);
});

test.each([
  ['not JSON', '{oops'],
  ['a negative balance', null],
  ['a fractional balance', null],
  ['a wrong shape', '{"balance": 5}'],
  ['a hand-edited balance', null],
])('a stored wallet with %s resets safely with a notice', (name, raw) => {
  const storage = memoryStorage();
  const good = readWallet(storage, monday).state;
  let stored = raw;
  if (name === 'a negative balance') stored = JSON.stringify({ ...good, balance: -50 });
  if (name === 'a fractional balance') stored = JSON.stringify({ ...good, balance: 10.5 });
  if (name === 'a hand-edited balance') stored = JSON.stringify({ ...good, balance: 99_999_999 });
  storage.data.set(WALLET_KEY, stored!);
  const { state, notice } = readWallet(storage, monday);
  expect(state.balance).toBe(COIN_RULES.startingGrant);
  expect(notice).toMatch(/could not be read/);
  expect(JSON.parse(storage.data.get(WALLET_KEY)!)).toEqual(state);
});

test('bets must be whole numbers within the limits and covered by the balance', () => {
  const state = readWallet(memoryStorage(), monday).state;
  expect(placeBet(state, COIN_RULES.minBet - 1)).toMatchObject({ ok: false, error: expect.stringMatching(/whole numbers from/) });
  expect(placeBet(state, COIN_RULES.maxBet + 1).ok).toBe(false);
  expect(placeBet(state, 12.5).ok).toBe(false);
  const poor: WalletState = { ...state };
  const broke = unwrap(placeBet({ ...poor }, COIN_RULES.maxBet));
  let current = broke;
  while (current.balance >= COIN_RULES.maxBet) current = unwrap(placeBet(current, COIN_RULES.maxBet));
  const refused = placeBet(current, COIN_RULES.maxBet);
  expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/Not enough coins/) });
  expect(current.balance).toBeGreaterThanOrEqual(0);
});

test('the daily grant can be claimed once per calendar day', () => {
  const state = readWallet(memoryStorage(), monday).state;
  const claimed = unwrap(claimDaily(state, monday));
  expect(claimed.balance).toBe(state.balance + COIN_RULES.dailyGrant);
  expect(canClaimDaily(claimed, monday)).toBe(false);
  expect(claimDaily(claimed, monday)).toMatchObject({ ok: false, error: expect.stringMatching(/already claimed/) });
  expect(canClaimDaily(claimed, tuesday)).toBe(true);
  expect(unwrap(claimDaily(claimed, tuesday)).balance).toBe(claimed.balance + COIN_RULES.dailyGrant);
});

test('winnings past the daily cap are not credited; the cap resets the next day', () => {
  let state = readWallet(memoryStorage(), monday).state;
  const huge = COIN_RULES.dailyWinningsCap + 5_000;
  const first = settleRound(state, 100, 100 + huge, monday);
  expect(first.withheld).toBe(5_000);
  expect(first.state.balance).toBe(state.balance + 100 + COIN_RULES.dailyWinningsCap);
  state = first.state;
  const capped = settleRound(state, 100, 300, monday);
  expect(capped.credited).toBe(100);
  const nextDay = settleRound(capped.state, 100, 300, tuesday);
  expect(nextDay.credited).toBe(300);
});

test('a push returns the stake and a loss returns nothing', () => {
  const state = unwrap(placeBet(readWallet(memoryStorage(), monday).state, 200));
  expect(settleRound(state, 200, 200, monday).state.balance).toBe(COIN_RULES.startingGrant);
  expect(settleRound(state, 200, 0, monday).state.balance).toBe(COIN_RULES.startingGrant - 200);
});
