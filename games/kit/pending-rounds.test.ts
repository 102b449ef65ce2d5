import { expect, test } from 'vitest';
import { COIN_RULES } from '../../core/coin-rules';
import { flakyStorage } from './flaky-storage';
import { openPendingRounds } from './pending-rounds';
import type { SessionOptions } from './play-session-types';
import { SAVED_ROUND_PREFIX, savedRoundText, UNDEALT, type SavedRound } from './wallet/saved-round';
import { freshWallet, placeBet, WALLET_KEY, type WalletState } from './wallet/wallet';
import { WalletStore } from './wallet/wallet-store';

const NOON = new Date(2026, 10, 24, 12, 0).getTime();

/** Storage whose wallet has these High Low rounds pending (500 coins each, unless given). */
function walletWith(...rounds: { id: string; game?: 'high-low' | 'gin-rummy'; stake?: number }[]) {
  const storage = flakyStorage();
  let wallet = freshWallet(new Date(NOON));
  for (const { id, game = 'high-low', stake = 500 } of rounds) {
    const staked = placeBet(wallet, { id, game, stake });
    if (!staked.ok) throw new Error(staked.error.kind);
    wallet = staked.value;
  }
  storage.setItem(WALLET_KEY, JSON.stringify(wallet));
  return storage;
}

/** Opens High Low's pending rounds over `storage`, recording what was shown, locked and resumed. */
async function open(storage: ReturnType<typeof flakyStorage>, options: { live?: Set<string> | null; releases?: Map<string, () => void>; resumes?: boolean } = {}) {
  const { live = new Set<string>(), releases = new Map<string, () => void>(), resumes = true } = options;
  const notices: string[] = [];
  /** Each resumed round, with the round locks held when the game took it up. */
  const resumed: { round: SavedRound<unknown>; locked: string[] }[] = [];
  const locked: string[] = [];
  const shown: { wallet: WalletState | null; written: boolean } = { wallet: null, written: false };
  const game: Pick<SessionOptions, 'slug' | 'title' | 'resume'> = {
    slug: 'high-low',
    title: 'High Low',
    resume: resumes ? { isState: (value) => typeof value === 'number', resume: (round) => resumed.push({ round, locked: [...locked] }) } : undefined,
  };
  const wallet = new WalletStore(storage, () => {});
  await openPendingRounds(
    game,
    {
      liveRoundIds: () => Promise.resolve(live),
      wallet,
      storage,
      holdRoundLock: (roundId) => ({ held: Promise.resolve().then(() => void locked.push(roundId)), release: () => {} }),
      now: () => NOON,
      view: { say: () => {}, notice: (message) => notices.push(message), clearNotice: () => {}, updateNotice: () => {}, showWallet: () => {}, showClosure: () => {}, askAge: () => {} },
    },
    {
      releases,
      save(state) {
        wallet.write(state);
        shown.wallet = state;
        shown.written = true;
      },
      show: (state) => (shown.wallet = state),
    },
  );
  const stored = JSON.parse(storage.data.get(WALLET_KEY)!) as WalletState;
  return { notices, resumed, locked, releases, shown, stored };
}

const saveRound = (storage: ReturnType<typeof flakyStorage>, roundId: string, stake: number, state: unknown) =>
  storage.setItem(SAVED_ROUND_PREFIX + roundId, savedRoundText({ game: 'high-low', roundId, stake, state }));

test('a round saved sound is resumed under its own lock, its stake still in play, with a notice', async () => {
  const storage = walletWith({ id: 'r1' });
  saveRound(storage, 'r1', 500, 7);
  const { notices, resumed, releases, shown, stored } = await open(storage);
  expect(resumed).toEqual([{ round: { game: 'high-low', roundId: 'r1', stake: 500, state: 7 }, locked: ['r1'] }]);
  expect([...releases.keys()]).toEqual(['r1']);
  expect(notices).toEqual(['Your unfinished High Low round is back where you left it, with its stake of 500 coins still in play.']);
  expect(stored.balance).toBe(COIN_RULES.startingGrant - 500);
  expect(stored.pending.map((round) => round.id)).toEqual(['r1']);
  expect(shown).toMatchObject({ written: false, wallet: { balance: COIN_RULES.startingGrant - 500 } });
  expect(storage.data.has(SAVED_ROUND_PREFIX + 'r1')).toBe(true);
});

test('a saved copy that is damaged, or holds another stake than the wallet, is dropped unpaid with a notice', async () => {
  for (const text of ['{damaged', savedRoundText({ game: 'high-low', roundId: 'r1', stake: 100, state: 7 })]) {
    const storage = walletWith({ id: 'r1' });
    storage.setItem(SAVED_ROUND_PREFIX + 'r1', text);
    const { notices, resumed, shown, stored } = await open(storage);
    expect(resumed).toEqual([]);
    expect(stored.pending).toEqual([]);
    expect(stored.balance).toBe(COIN_RULES.startingGrant - 500);
    expect(shown.written).toBe(true);
    expect(notices).toEqual([
      'Your unfinished High Low round could not be read back (its saved copy is damaged), so it was closed. Its stake of 500 coins is not returned, since part of the round had already been played.',
    ]);
    expect(storage.data.has(SAVED_ROUND_PREFIX + 'r1')).toBe(false);
  }
});

test('a game that does not resume refunds its round even when a copy of it is saved', async () => {
  const storage = walletWith({ id: 'r1' }, { id: 'r2', stake: 200 });
  saveRound(storage, 'r1', 500, 7);
  const { notices, resumed, stored } = await open(storage, { resumes: false });
  expect(resumed).toEqual([]);
  expect(stored.balance).toBe(COIN_RULES.startingGrant);
  expect(notices).toEqual(['Your unfinished High Low round was closed before it ended, so its stake of 700 coins is back in your balance.']);
  expect(storage.data.has(SAVED_ROUND_PREFIX + 'r1')).toBe(false);
});

test("a round another page is playing, or another game's round, is left pending and unnoticed", async () => {
  const storage = walletWith({ id: 'r1' }, { id: 'r2', game: 'gin-rummy' });
  const { notices, shown, stored } = await open(storage, { live: new Set(['r1']) });
  expect(notices).toEqual([]);
  expect(shown.written).toBe(false);
  expect(stored.pending.map((round) => round.id)).toEqual(['r1', 'r2']);
});

test("where round locks cannot be listed, only this page's own rounds count as live", async () => {
  const storage = walletWith({ id: 'mine' }, { id: 'left' });
  const { notices, stored } = await open(storage, { live: null, releases: new Map([['mine', () => {}]]), resumes: false });
  expect(stored.pending.map((round) => round.id)).toEqual(['mine']);
  expect(notices).toEqual(['Your unfinished High Low round was closed before it ended, so its stake of 500 coins is back in your balance.']);
});

test("a resuming game's round whose saved copy was removed by hand is dropped unpaid, not refunded: its deal had been shown", async () => {
  const storage = walletWith({ id: 'r1' });
  const { notices, resumed, stored } = await open(storage);
  expect(resumed).toEqual([]);
  expect(stored.pending).toEqual([]);
  expect(stored.balance).toBe(COIN_RULES.startingGrant - 500);
  expect(notices).toEqual([
    'Your unfinished High Low round could not be read back (its saved copy is damaged), so it was closed. Its stake of 500 coins is not returned, since part of the round had already been played.',
  ]);
});

test("a resuming game's round saved only as taken, before its deal (the page closed between the two), is refunded: nothing of it was shown", async () => {
  const storage = walletWith({ id: 'r1' }, { id: 'r2', stake: 200 });
  saveRound(storage, 'r1', 500, UNDEALT);
  // The stake in the copy must be the wallet's, as for any saved round.
  saveRound(storage, 'r2', 100, UNDEALT);
  const { notices, resumed, stored } = await open(storage);
  expect(resumed).toEqual([]);
  expect(stored.pending).toEqual([]);
  expect(stored.balance).toBe(COIN_RULES.startingGrant - 200);
  expect(notices).toContainEqual('Your unfinished High Low round was closed before it ended, so its stake of 500 coins is back in your balance.');
  expect(storage.data.has(SAVED_ROUND_PREFIX + 'r1')).toBe(false);
});
