import { expect, test } from 'vitest';
import { COIN_RULES } from '../../core/coin-rules';
import { createBalanceDisplay } from './balance-display';
import type { Closure } from './safeguards/player-state';
import { claimDaily, freshWallet, type WalletState } from './wallet/wallet';

/** Noon, local time, on a Tuesday. */
const NOON = new Date(2026, 10, 24, 12, 0).getTime();
const LIMITS = { min: 100, max: 1_000, step: 100 };

/** A display over a view that records what it was told, with a clock and a closing the test moves. */
function displayed(limits = LIMITS) {
  let time = NOON;
  let closed: Closure | null = null;
  const seen = { wallets: [] as number[], notices: new Map<string, string>() };
  const display = createBalanceDisplay(
    {
      showWallet: (state) => seen.wallets.push(state.balance),
      notice: (message, key) => seen.notices.set(key, message),
      clearNotice: (key) => seen.notices.delete(key),
      updateNotice: (message, key) => seen.notices.has(key) && seen.notices.set(key, message),
    },
    limits,
    () => new Date(time),
    () => closed,
  );
  return { display, seen, at: (when: number) => (time = when), close: (closing: Closure | null) => (closed = closing) };
}

const claimed = (): WalletState => {
  const result = claimDaily(freshWallet(new Date(NOON)), new Date(NOON));
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
};

test('a balance below the smallest bet brings a notice that says how to get coins, and a balance above it clears it', () => {
  const { display, seen } = displayed({ min: 100_000, max: 100_000, step: 100_000 });
  display.show(freshWallet(new Date(NOON)));
  expect(seen.notices.get('low')).toBe('You have fewer coins than the smallest bet here (100,000). Claim your 2,500 free coins to keep playing.');
  display.show({ ...freshWallet(new Date(NOON)), balance: 100_000 });
  expect(seen.notices.has('low')).toBe(false);
  expect(seen.wallets).toEqual([COIN_RULES.startingGrant, 100_000]);
});

test('while the games are closed, the balance shows but the low-balance notice does not', () => {
  const { display, seen, close } = displayed({ min: 100_000, max: 100_000, step: 100_000 });
  display.show(freshWallet(new Date(NOON)));
  close({ reason: 'break', until: NOON + 86_400_000 });
  display.again();
  expect(seen.notices.has('low')).toBe(false);
  expect(seen.wallets).toEqual([COIN_RULES.startingGrant, COIN_RULES.startingGrant]);
});

test('a held balance keeps its figure through every wallet shown until its last hold is released, once', () => {
  const { display, seen } = displayed();
  display.show(freshWallet(new Date(NOON)));
  const first = display.hold();
  const second = display.hold();
  display.show({ ...freshWallet(new Date(NOON)), balance: 700 });
  first();
  first();
  expect(seen.wallets).toEqual([COIN_RULES.startingGrant]);
  expect(display.last()?.balance).toBe(700);
  second();
  expect(seen.wallets).toEqual([COIN_RULES.startingGrant, 700]);
});

test('the wallet is shown again in the second its daily grant opens at midnight, and not in the seconds around it', () => {
  const { display, seen, at } = displayed();
  display.second();
  expect(seen.wallets).toEqual([]);
  display.show(claimed());
  // The first second after a wallet is shown learns that its grant is closed, and shows it again.
  display.second();
  expect(seen.wallets).toHaveLength(2);
  at(new Date(2026, 10, 24, 23, 59, 59).getTime());
  display.second();
  expect(seen.wallets).toHaveLength(2);
  at(new Date(2026, 10, 25, 0, 0, 0).getTime());
  display.second();
  display.second();
  expect(seen.wallets).toHaveLength(3);
});

test('the wait for the next grant in the low-balance notice counts down as the minutes pass, not frozen at the time it was first shown', () => {
  const { display, seen, at } = displayed({ min: 100_000, max: 100_000, step: 100_000 });
  display.show(claimed());
  expect(seen.notices.get('low')).toMatch(/can be claimed from midnight, in 12 h\.$/);
  at(new Date(2026, 10, 24, 20, 40).getTime());
  display.second();
  expect(seen.notices.get('low')).toMatch(/can be claimed from midnight, in 3 h 20 min\.$/);
  at(new Date(2026, 10, 24, 23, 59, 30).getTime());
  display.second();
  expect(seen.notices.get('low')).toMatch(/can be claimed from midnight, in 1 min\.$/);
});
