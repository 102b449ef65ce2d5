import { expect, test } from 'vitest';
import { COIN_RULES } from '../../../core/coin-rules';
import { canPlayFreeRound, playFreeRound } from './free-round';
import { freshWallet, parseWallet, placeBet, sealWallet, settleRound, walletFromText, type WalletRefusal } from './wallet';
import type { Locale } from '../locale';
import type { Result } from '../result';
import { walletRefusalText } from './messages';

const monday = new Date(2026, 10, 23, 10, 0);
const mondayNight = new Date(2026, 10, 23, 23, 59, 59);
const tuesday = new Date(2026, 10, 24, 0, 0, 1);
const sunday = new Date(2026, 10, 22, 12, 0);
const GAME = 'wheel-of-fortune';

function unwrap<T>(result: Result<T, WalletRefusal>): T {
  if (!result.ok) throw new Error(walletRefusalText(result.error));
  return result.value;
}
/** A result as the player reads it: a refusal in words. */
const said = <T>(result: Result<T, WalletRefusal>, locale: Locale = 'en') => (result.ok ? result : { ok: false, error: walletRefusalText(result.error, locale) });

test('a free round pays its prize with no stake, and counts the whole prize as winnings', () => {
  const { state, credited, withheld } = unwrap(playFreeRound(freshWallet(monday), GAME, 400, monday));
  expect(credited).toBe(400);
  expect(withheld).toBe(0);
  expect(state.balance).toBe(COIN_RULES.startingGrant + 400);
  expect(state.winningsToday).toBe(400);
  expect(state.freeRounds).toEqual({ [GAME]: '2026-11-23' });
  expect(state.pending).toEqual([]);
});

test('one free round per game per day: refused again the same day, open again from midnight', () => {
  const played = unwrap(playFreeRound(freshWallet(monday), GAME, 40, monday)).state;
  expect(canPlayFreeRound(played, GAME, mondayNight)).toBe(false);
  expect(said(playFreeRound(played, GAME, 40, mondayNight))).toEqual({ ok: false, error: expect.stringMatching(/already had today's free round/) });
  expect(canPlayFreeRound(played, GAME, tuesday)).toBe(true);
  expect(canPlayFreeRound(played, 'another-game', monday)).toBe(true);
});

test('setting the clock back does not open the free round again', () => {
  const played = unwrap(playFreeRound(freshWallet(monday), GAME, 40, monday)).state;
  expect(canPlayFreeRound(played, GAME, sunday)).toBe(false);
  expect(playFreeRound(played, GAME, 40, sunday).ok).toBe(false);
});

test('the daily winnings cap holds back the part of a free prize past it, and says how much', () => {
  const nearCap = sealWallet({ ...freshWallet(monday), winningsToday: COIN_RULES.dailyWinningsCap - 100 });
  const { state, credited, withheld } = unwrap(playFreeRound(nearCap, GAME, 400, monday));
  expect([credited, withheld]).toEqual([100, 300]);
  expect(state.winningsToday).toBe(COIN_RULES.dailyWinningsCap);
  expect(state.freeRounds?.[GAME]).toBe('2026-11-23');
  // A new day resets the counter before the prize counts against it.
  expect(unwrap(playFreeRound(sealWallet({ ...nearCap, freeRounds: {} }), GAME, 400, tuesday)).credited).toBe(400);
});

test('a free payout must be whole coins', () => {
  for (const payout of [-1, 0.5, Number.NaN]) expect(playFreeRound(freshWallet(monday), GAME, payout, monday).ok).toBe(false);
  expect(unwrap(playFreeRound(freshWallet(monday), GAME, 0, monday)).credited).toBe(0);
});

test('the free-round day is stored, sealed and read back; editing it by hand is detected', () => {
  const state = unwrap(playFreeRound(freshWallet(monday), GAME, 40, monday)).state;
  expect(walletFromText(JSON.stringify(state), monday)).toEqual({ state, reset: false });
  const edited = { ...state, freeRounds: { [GAME]: '2026-11-22' } };
  expect(parseWallet(JSON.parse(JSON.stringify(edited)))).toBeNull();
  expect(parseWallet({ ...state, freeRounds: { [GAME]: 'monday' } })).toBeNull();
  expect(parseWallet({ ...state, freeRounds: ['2026-11-23'] })).toBeNull();
});

test('wallets without free rounds keep the checksum they had before free rounds existed', () => {
  // Sealed by the wallet as it was (no freeRounds field): still reads back unchanged.
  const stored = '{"version":2,"balance":10000,"grantDay":null,"grantsClaimed":0,"winningsDay":"2026-11-23","winningsToday":0,"pending":[],"checksum":"1r5ed7d"}';
  expect(walletFromText(stored, monday).reset).toBe(false);
  expect(freshWallet(monday).checksum).toBe('1r5ed7d');
});

test('staked rounds and free rounds live side by side in one wallet', () => {
  const staked = unwrap(placeBet(freshWallet(monday), { id: 'r1', game: GAME, stake: 100 }));
  const free = unwrap(playFreeRound(staked, GAME, 200, monday)).state;
  const settled = unwrap(settleRound(free, 'r1', 300, monday));
  expect(settled.state.balance).toBe(COIN_RULES.startingGrant - 100 + 200 + 300);
  expect(settled.state.winningsToday).toBe(400);
  expect(settled.state.freeRounds).toEqual({ [GAME]: '2026-11-23' });
  expect(parseWallet(settled.state)).toEqual(settled.state);
});

test('in French, a second free round the same day is refused in French', () => {
  const played = unwrap(playFreeRound(freshWallet(monday), GAME, 40, monday)).state;
  expect(said(playFreeRound(played, GAME, 40, mondayNight), 'fr')).toEqual({ ok: false, error: 'Vous avez déjà joué la partie gratuite du jour à ce jeu. La prochaine sera offerte à minuit.' });
});
