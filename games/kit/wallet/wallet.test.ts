import type * as CoinRulesModule from '../../../core/coin-rules';
import { expect, test, vi } from 'vitest';
import { COIN_RULES } from '../../../core/coin-rules';
import {
  allowedStakes,
  canClaimDaily,
  claimDaily,
  dayKey,
  DEFAULT_BET_LIMITS,
  freshWallet,
  isAllowedStake,
  nextGrantAt,
  parseWallet,
  placeBet,
  refundRounds,
  sealWallet,
  settleRound,
  walletFromText,
  type PendingRound,
  type WalletRefusal,
  type WalletState,
} from './wallet';
import type { Locale } from '../locale';
import type { Result } from '../result';
import { walletRefusalText, walletResetText } from './messages';

const monday = new Date(2026, 10, 23, 10, 0);
const mondayNight = new Date(2026, 10, 23, 23, 59, 59);
const tuesday = new Date(2026, 10, 24, 9, 0);
const sunday = new Date(2026, 10, 22, 12, 0);

function unwrap<T>(result: Result<T, WalletRefusal>): T {
  if (!result.ok) throw new Error(walletRefusalText(result.error));
  return result.value;
}
/** A result as the player reads it: a refusal in words. */
const said = <T>(result: Result<T, WalletRefusal>, locale: Locale = 'en') => (result.ok ? result : { ok: false, error: walletRefusalText(result.error, locale) });
/** What a stored text reads as, with the notice the player is given when it was reset. */
const read = (raw: string | null, now: Date, locale: Locale = 'en') => {
  const { state, reset } = walletFromText(raw, now);
  return { state, notice: reset ? walletResetText(state.balance, locale) : null };
};
const round = (stake: number, id = `r${stake}`, game = 'high-low'): PendingRound => ({ id, game, stake });
const fresh = () => freshWallet(monday);
/** A wallet with a round of `stake` in play. */
const betting = (stake: number, state = fresh(), id = `r${stake}`) => unwrap(placeBet(state, round(stake, id)));

test('dayKey is the local calendar day with zero-padded month and day', () => {
  expect(dayKey(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  expect(dayKey(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
});

test('a new wallet holds the starting grant, no grant claimed and nothing in play', () => {
  const state = fresh();
  expect(state).toMatchObject({ version: 2, balance: COIN_RULES.startingGrant, grantDay: null, grantsClaimed: 0, winningsDay: '2026-11-23', winningsToday: 0, pending: [] });
  expect(parseWallet(state)).toEqual(state);
});

test('a stored wallet reads back as it was, through JSON', () => {
  const state = betting(200);
  expect(read(JSON.stringify(state), tuesday)).toEqual({ state, notice: null });
  expect(read(null, monday)).toEqual({ state: fresh(), notice: null });
});

test('every hand-edited field is detected, and a corrupt value resets with a notice', () => {
  const good = betting(200);
  const edits: Record<string, unknown>[] = [
    { balance: good.balance + 1 },
    { grantDay: '2026-11-20' },
    { grantsClaimed: 1 },
    { winningsDay: '2026-11-22' },
    { winningsToday: 5 },
    { pending: [] },
    { pending: [round(300, 'r200')] },
    { pending: [round(200, 'other')] },
    { pending: [round(200, 'r200', 'baccarat')] },
    { checksum: 'x' },
  ];
  for (const edit of edits) {
    const text = JSON.stringify({ ...good, ...edit });
    const { state, notice } = read(text, monday);
    expect(state, JSON.stringify(edit)).toEqual(fresh());
    expect(notice).toBe(`Your coin wallet could not be read, so it was reset to a fresh wallet of ${'10,000'} coins.`);
  }
});

test('values of the wrong kind are refused even with a matching checksum', () => {
  // Sealed with a matching checksum, so only the kind check can refuse them.
  const seal = (fields: Record<string, unknown>) => sealWallet({ ...fresh(), ...fields });
  const broken = [
    seal({ balance: -50 }),
    seal({ balance: 10.5 }),
    seal({ balance: '100' }),
    seal({ grantDay: '2026-13-01' }),
    seal({ grantDay: 'yesterday' }),
    seal({ winningsDay: null }),
    seal({ grantsClaimed: -1 }),
    seal({ winningsToday: 1.5 }),
    { ...fresh(), pending: 'none' },
    seal({ pending: [{ id: '', game: 'high-low', stake: 100 }] }),
    seal({ pending: [{ id: 'a', game: 7, stake: 100 }] }),
    seal({ pending: [{ id: 'a', game: 'high-low', stake: 5 }] }),
    seal({ pending: [{ id: 'a', game: 'high-low', stake: COIN_RULES.maxBet + 10 }] }),
    { ...fresh(), pending: [null] },
    seal({ version: 3 }),
    null,
    'text',
    42,
  ];
  for (const value of broken) expect(parseWallet(value), JSON.stringify(value)).toBeNull();
  expect(read('{oops', monday).notice).toMatch(/could not be read/);
  expect(read('{"balance": 5}', monday).notice).toMatch(/could not be read/);
});

test('a sound version-1 wallet is migrated with its balance and counters; a tampered one is not', () => {
  const v1 = { version: 1, balance: 7_340, grantDay: '2026-11-22', grantsClaimed: 1, winningsDay: '2026-11-22', winningsToday: 900 };
  const text = `1|7340|2026-11-22|1|2026-11-22|900|bm`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  const stored = { ...v1, checksum: hash.toString(36) };
  const migrated = parseWallet(stored)!;
  expect(migrated).toMatchObject({ version: 2, balance: 7_340, grantDay: '2026-11-22', grantsClaimed: 1, winningsDay: '2026-11-22', winningsToday: 900, pending: [] });
  expect(parseWallet(migrated)).toEqual(migrated);
  expect(parseWallet({ ...stored, balance: 99_999 })).toBeNull();
  expect(parseWallet({ ...stored, grantDay: 'bad' })).toBeNull();
});

test('stakes: whole numbers within the wallet limits and the game steps', () => {
  expect(isAllowedStake(10, DEFAULT_BET_LIMITS)).toBe(true);
  expect(isAllowedStake(1_000, DEFAULT_BET_LIMITS)).toBe(true);
  for (const bad of [0, 9, 15, 1_010, 12.5, Number.NaN]) expect(isAllowedStake(bad, DEFAULT_BET_LIMITS)).toBe(false);
  expect(allowedStakes({ min: 100, max: 500, step: 100 })).toEqual([100, 200, 300, 400, 500]);
  expect(allowedStakes(DEFAULT_BET_LIMITS)).toHaveLength(100);
});

test('a bet takes the stake and records the round; bad stakes and short balances are refused', () => {
  const state = fresh();
  const bet = betting(200, state);
  expect(bet.balance).toBe(state.balance - 200);
  expect(bet.pending).toEqual([round(200)]);
  expect(parseWallet(bet)).toEqual(bet);
  expect(said(placeBet(state, round(COIN_RULES.minBet - 1)))).toEqual({ ok: false, error: 'Bets here are whole numbers from 10 to 1,000 coins in steps of 10.' });
  expect(placeBet(state, round(12.5)).ok).toBe(false);
  expect(placeBet(state, round(COIN_RULES.maxBet + 10)).ok).toBe(false);
  expect(said(placeBet(state, round(150), { min: 100, max: 1_000, step: 100 }))).toEqual({ ok: false, error: 'Bets here are whole numbers from 100 to 1,000 coins in steps of 100.' });
  expect(placeBet(state, round(2_000), { min: 100, max: 5_000, step: 100 }).ok).toBe(false);
  expect(placeBet(state, round(20), { min: 20, max: 1_000, step: 1 })).toMatchObject({ ok: true });
  expect(said(placeBet(state, round(20), { min: 20, max: 1_000, step: 1 }))).not.toMatchObject({ error: expect.anything() });
  expect(said(placeBet(bet, round(100, 'r200')))).toEqual({ ok: false, error: 'That round has already been staked.' });
  let poor = bet;
  for (let i = 0; poor.balance >= 1_000; i++) poor = betting(1_000, poor, `r${i}`);
  expect(said(placeBet(poor, round(1_000, 'last')))).toEqual({ ok: false, error: `Not enough coins: this bet needs 1,000 and your balance is ${poor.balance.toLocaleString('en-CA')}.` });
  expect(poor.balance).toBe(800);
  expect(placeBet(poor, round(800, 'all'))).toMatchObject({ ok: true, value: { balance: 0 } });
});

test('the daily grant opens on a later day than the last claim, never earlier', () => {
  const state = fresh();
  expect(canClaimDaily(state, monday)).toBe(true);
  const claimed = unwrap(claimDaily(state, monday));
  expect(claimed.balance).toBe(state.balance + COIN_RULES.dailyGrant);
  expect(claimed).toMatchObject({ grantDay: '2026-11-23', grantsClaimed: 1 });
  expect(canClaimDaily(claimed, mondayNight)).toBe(false);
  expect(said(claimDaily(claimed, monday))).toEqual({ ok: false, error: "You have already claimed today's free coins. Come back tomorrow for more." });
  // The device clock set back a day does not open it again.
  expect(canClaimDaily(claimed, sunday)).toBe(false);
  expect(claimDaily(claimed, sunday).ok).toBe(false);
  expect(canClaimDaily(claimed, tuesday)).toBe(true);
  const again = unwrap(claimDaily(claimed, tuesday));
  expect(again).toMatchObject({ balance: claimed.balance + COIN_RULES.dailyGrant, grantDay: '2026-11-24', grantsClaimed: 1 });
});

test('the next grant opens at the local midnight after the last claim', () => {
  const claimed = unwrap(claimDaily(fresh(), monday));
  expect(nextGrantAt(claimed, mondayNight)).toEqual(new Date(2026, 10, 24, 0, 0));
  expect(nextGrantAt(claimed, sunday)).toEqual(new Date(2026, 10, 24, 0, 0));
  expect(nextGrantAt(fresh(), monday)).toEqual(monday);
  expect(nextGrantAt(claimed, tuesday)).toEqual(tuesday);
  const endOfMonth = unwrap(claimDaily(fresh(), new Date(2026, 10, 30, 8)));
  expect(nextGrantAt(endOfMonth, new Date(2026, 10, 30, 9))).toEqual(new Date(2026, 11, 1));
});

test('settling pays the payout, clears the round and counts winnings toward the day', () => {
  const bet = betting(200);
  const won = unwrap(settleRound(bet, 'r200', 500, monday));
  expect(won).toMatchObject({ stake: 200, credited: 500, withheld: 0 });
  expect(won.state).toMatchObject({ balance: bet.balance + 500, winningsToday: 300, winningsDay: '2026-11-23', pending: [] });
  expect(parseWallet(won.state)).toEqual(won.state);
  const push = unwrap(settleRound(bet, 'r200', 200, monday));
  expect(push).toMatchObject({ credited: 200, withheld: 0 });
  expect(push.state.winningsToday).toBe(0);
  const lost = unwrap(settleRound(bet, 'r200', 0, monday));
  expect(lost.state.balance).toBe(COIN_RULES.startingGrant - 200);
});

test('a round is paid once: settling it again, or a round never staked, adds nothing', () => {
  const bet = betting(200);
  const first = unwrap(settleRound(bet, 'r200', 400, monday));
  expect(said(settleRound(first.state, 'r200', 400, monday))).toEqual({ ok: false, error: 'This round was already settled, so nothing more was added.' });
  expect(settleRound(bet, 'unknown', 400, monday).ok).toBe(false);
});

test('a payout that is not a whole number of coins is refused and changes nothing', () => {
  const bet = betting(200);
  for (const payout of [115.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(said(settleRound(bet, 'r200', payout, monday))).toEqual({ ok: false, error: `A payout must be a whole number of coins, not ${payout}.` });
  }
});

test('winnings past the daily cap are withheld; the counter resets the next day, not when the clock goes back', () => {
  const bet = betting(1_000);
  const cap = COIN_RULES.dailyWinningsCap;
  const first = unwrap(settleRound(bet, 'r1000', 1_000 + cap + 5_000, monday));
  expect(first).toMatchObject({ credited: 1_000 + cap, withheld: 5_000 });
  expect(first.state.winningsToday).toBe(cap);
  const capped = unwrap(settleRound(betting(100, first.state), 'r100', 300, monday));
  expect(capped).toMatchObject({ credited: 100, withheld: 200 });
  const lost = unwrap(settleRound(betting(100, first.state), 'r100', 0, monday));
  expect(lost).toMatchObject({ credited: 0, withheld: 0 });
  const backInTime = unwrap(settleRound(betting(100, first.state), 'r100', 300, sunday));
  expect(backInTime).toMatchObject({ credited: 100, withheld: 200 });
  expect(backInTime.state.winningsDay).toBe('2026-11-23');
  const nextDay = unwrap(settleRound(betting(100, first.state), 'r100', 300, tuesday));
  expect(nextDay).toMatchObject({ credited: 300, withheld: 0 });
  expect(nextDay.state).toMatchObject({ winningsDay: '2026-11-24', winningsToday: 200 });
  const partial = unwrap(settleRound(betting(100, { ...first.state }), 'r100', 300, monday));
  expect(partial.state.balance).toBe(first.state.balance + 0);
});

test('near the cap, only what is left of it is paid', () => {
  const cap = COIN_RULES.dailyWinningsCap;
  const near = unwrap(settleRound(betting(1_000), 'r1000', 1_000 + cap - 50, monday)).state;
  const last = unwrap(settleRound(betting(100, near), 'r100', 300, monday));
  expect(last).toMatchObject({ credited: 150, withheld: 150 });
  expect(last.state.winningsToday).toBe(cap);
});

test('refunds give back the stakes of the rounds chosen, and only those', () => {
  const two = betting(300, betting(200), 'r300');
  const other = unwrap(placeBet(two, round(100, 'b1', 'baccarat')));
  const { state, refunded } = refundRounds(other, (r) => r.game === 'high-low');
  expect(refunded.map((r) => r.id)).toEqual(['r200', 'r300']);
  expect(state.balance).toBe(other.balance + 500);
  expect(state.pending).toEqual([round(100, 'b1', 'baccarat')]);
  expect(parseWallet(state)).toEqual(state);
  const none = refundRounds(other, () => false);
  expect(none.state).toBe(other);
  expect(none.refunded).toEqual([]);
});

test('a refunded round cannot be paid afterwards', () => {
  const { state } = refundRounds(betting(200), () => true);
  expect(settleRound(state, 'r200', 400, monday).ok).toBe(false);
  expect(state.balance).toBe(COIN_RULES.startingGrant);
});

test('the wallet never holds a fraction or a negative balance after any sequence of operations', () => {
  let state: WalletState = fresh();
  const stakes = [10, 1_000, 370, 20, 990];
  stakes.forEach((stake, i) => {
    state = betting(stake, state, `s${i}`);
    state = unwrap(settleRound(state, `s${i}`, i % 2 ? 0 : stake * 3, monday)).state;
  });
  expect(Number.isSafeInteger(state.balance)).toBe(true);
  expect(state.balance).toBe(COIN_RULES.startingGrant + 2 * (10 + 370 + 990) - 1_000 - 20);
});

test('a wallet saved by this version reads back as it was, so players keep their coins across releases', () => {
  const saved =
    '{"version":2,"balance":11420,"grantDay":"2026-11-23","grantsClaimed":1,"winningsDay":"2026-11-23","winningsToday":20,' +
    '"pending":[{"id":"hl-1","game":"high-low","stake":100},{"id":"bac-7","game":"baccarat","stake":1000}],"checksum":"1rspr5z"}';
  const { state, notice } = read(saved, tuesday);
  expect(notice).toBeNull();
  expect(state).toEqual(JSON.parse(saved));
});

test('rounds of the smallest and the largest stake are sound', () => {
  const state = sealWallet({ ...fresh(), balance: 0, pending: [round(COIN_RULES.minBet), round(COIN_RULES.maxBet)] });
  expect(parseWallet(state)).toEqual(state);
});

test('days are checked as calendar days: any real month and day, nothing around them', () => {
  const withDay = (day: string) => sealWallet({ ...fresh(), grantDay: day, winningsDay: day });
  for (const day of ['2026-01-05', '2026-09-30', '2026-10-19', '2026-12-31']) {
    expect(parseWallet(withDay(day)), day).toEqual(withDay(day));
  }
  for (const day of ['x2026-11-23', '2026-11-23x', '2026-00-10', '2026-13-10', '2026-11-00', '2026-11-32', '2026-1-05', '2026-11-5']) {
    expect(parseWallet(withDay(day)), day).toBeNull();
  }
  // A list that prints as a day is not a day, even with a checksum that matches its printed form.
  expect(parseWallet(sealWallet({ ...fresh(), winningsDay: ['2026-11-23'] } as unknown as WalletState))).toBeNull();
  expect(parseWallet(sealWallet({ ...fresh(), grantDay: ['2026-11-23'] } as unknown as WalletState))).toBeNull();
});

test('a round id must be text', () => {
  const state = sealWallet({ ...fresh(), pending: [{ id: ['r1'], game: 'high-low', stake: 100 }] } as unknown as WalletState);
  expect(parseWallet(state)).toBeNull();
});

test('the daily allowance counts claims within the day: a wallet under it may claim again the same day', () => {
  const underAllowance = sealWallet({ ...fresh(), grantDay: '2026-11-23', grantsClaimed: COIN_RULES.dailyGrantClaimsPerDay - 1 });
  expect(canClaimDaily(underAllowance, monday)).toBe(true);
  // A clock set back to before the last claim's day opens nothing, whatever the count.
  expect(canClaimDaily(underAllowance, sunday)).toBe(false);
  const claimed = unwrap(claimDaily(underAllowance, mondayNight));
  expect(claimed).toMatchObject({ grantDay: '2026-11-23', grantsClaimed: COIN_RULES.dailyGrantClaimsPerDay });
  expect(canClaimDaily(claimed, mondayNight)).toBe(false);
});

test('the wallet follows the claims-per-day allowance in the coin rules', async () => {
  vi.resetModules();
  vi.doMock('../../../core/coin-rules', async (importOriginal) => {
    const real = await importOriginal<typeof CoinRulesModule>();
    return { ...real, COIN_RULES: { ...real.COIN_RULES, dailyGrantClaimsPerDay: 2 } };
  });
  try {
    const wallet = await import('./wallet');
    const once = wallet.claimDaily(wallet.freshWallet(monday), monday);
    const twice = once.ok ? wallet.claimDaily(once.value, monday) : once;
    expect(twice).toMatchObject({ ok: true, value: { grantsClaimed: 2, balance: COIN_RULES.startingGrant + 2 * COIN_RULES.dailyGrant } });
    expect(twice.ok && wallet.canClaimDaily(twice.value, mondayNight)).toBe(false);
  } finally {
    vi.doUnmock('../../../core/coin-rules');
    vi.resetModules();
  }
});

test('a game that takes any whole stake is not told about steps', () => {
  expect(said(placeBet(fresh(), round(5), { min: 20, max: 1_000, step: 1 }))).toEqual({ ok: false, error: 'Bets here are whole numbers from 20 to 1,000 coins.' });
});

test('settling one round leaves the other rounds in play', () => {
  const two = betting(300, betting(200), 'r300');
  const settled = unwrap(settleRound(two, 'r200', 0, monday));
  expect(settled.state.pending).toEqual([round(300)]);
  expect(unwrap(settleRound(settled.state, 'r300', 600, monday)).state.balance).toBe(two.balance + 600);
});

test('in French, the wallet refuses and explains with the same figures, written the French way', () => {
  const state = fresh();
  expect(said(placeBet(state, round(5), DEFAULT_BET_LIMITS), 'fr')).toEqual({ ok: false, error: 'Ici, les mises sont des nombres entiers de 10 à 1\u00a0000 pièces, par tranches de 10.' });
  expect(said(placeBet(state, round(5), { min: 20, max: 1_000, step: 1 }), 'fr')).toEqual({ ok: false, error: 'Ici, les mises sont des nombres entiers de 20 à 1\u00a0000 pièces.' });
  const poor = sealWallet({ ...state, balance: 900 });
  expect(said(placeBet(poor, round(1_000), DEFAULT_BET_LIMITS), 'fr')).toEqual({ ok: false, error: 'Pas assez de pièces\u00a0: cette mise demande 1\u00a0000 pièces et votre solde est de 900.' });
  expect(said(claimDaily(unwrap(claimDaily(state, monday)), monday), 'fr')).toEqual({
    ok: false,
    error: 'Vous avez déjà réclamé vos pièces gratuites aujourd’hui. Revenez demain pour en obtenir d’autres.',
  });
  expect(said(settleRound(state, 'none', 100, monday), 'fr')).toEqual({ ok: false, error: 'Cette partie a déjà été réglée\u202f; rien de plus n’a été ajouté.' });
  expect(said(settleRound(betting(200), 'r200', 12.5, monday), 'fr')).toEqual({ ok: false, error: 'Un paiement doit être un nombre entier de pièces, et non 12,5.' });
  expect(read('{', monday, 'fr').notice).toBe('Votre portefeuille de pièces était illisible\u202f; il a été remplacé par un nouveau portefeuille de 10\u00a0000 pièces.');
});

test('the wallet refuses with a reason and its figures, not with words', () => {
  const poor = { ...fresh(), balance: 900 };
  expect(placeBet(poor, round(1_000))).toEqual({ ok: false, error: { kind: 'short-of-coins', stake: 1_000, balance: 900 } });
  expect(placeBet(fresh(), round(5))).toEqual({ ok: false, error: { kind: 'stake-range', limits: DEFAULT_BET_LIMITS } });
  expect(settleRound(betting(200), 'r200', 12.5, monday)).toEqual({ ok: false, error: { kind: 'not-whole-payout', payout: 12.5 } });
  expect(walletFromText('{', monday)).toEqual({ state: fresh(), reset: true });
});
