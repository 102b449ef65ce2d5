import { expect, test } from 'vitest';
import { COIN_RULES } from '../../core/coin-rules';
import { flakyStorage } from './flaky-storage';
import { createPlaySession, type SessionOptions } from './play-session';
import { answerAge, freshPlayer, PLAYER_KEY, setLimit, type Closure } from './safeguards/player-state';
import { REALITY_KEY } from './safeguards/reality-check';
import { LEFT_PLAY_PREFIX } from './safeguards/unsaved-play-time';
import { PlayerStore } from './safeguards/player-store';
import { coinsLock } from './wallet/coins-lock';
import { readSavedRound, SAVED_ROUND_PREFIX, savedRoundText, UNDEALT } from './wallet/saved-round';
import { freshWallet, placeBet, sealWallet, WALLET_KEY, type WalletState } from './wallet/wallet';
import { WalletStore } from './wallet/wallet-store';

/** Noon, local time, on a Tuesday. */
const NOON = new Date(2026, 10, 24, 12, 0).getTime();

/**
 * A session over memory, with a view that records what it was told to show. Its locked steps run
 * at once (`now`), in the lock's own queue (`queued`, as a browser without Web Locks does: one at a
 * time, in order), or `never` (a page being closed: its lock is never granted).
 */
function sessionOn(storage = flakyStorage(), options: Partial<SessionOptions> = {}, lock: 'now' | 'queued' | 'never' = 'now') {
  let time = NOON;
  let roundIds = 0;
  const released: string[] = [];
  const shown = { said: [] as string[], notices: new Map<string, string>(), wallet: null as WalletState | null, closed: null as Closure | null, closedText: '', agesAsked: 0 };
  const opened: number[] = [];
  const session = createPlaySession(
    { slug: 'high-low', title: 'High Low', limits: { min: 100, max: 1_000, step: 100 }, onOpen: () => opened.push(time), ...options },
    {
      wallet: new WalletStore(storage, (message) => shown.notices.set('storage', message)),
      players: new PlayerStore(storage, (message) => shown.notices.set('player', message)),
      storage,
      exclusive:
        lock === 'queued'
          ? coinsLock(undefined, { fingerprint: () => '', now: () => time, pause: () => Promise.resolve() })
          : lock === 'never'
            ? () => new Promise(() => {})
            : (work) => Promise.resolve().then(work),
      holdRoundLock: (roundId) => ({ held: Promise.resolve(), release: () => released.push(roundId) }),
      liveRoundIds: () => Promise.resolve(new Set<string>()),
      now: () => time,
      newRoundId: () => `round-${++roundIds}`,
      view: {
        say: (message) => shown.said.push(message),
        notice: (message, key) => shown.notices.set(key, message),
        clearNotice: (key) => shown.notices.delete(key),
        updateNotice: (message, key) => shown.notices.has(key) && shown.notices.set(key, message),
        showWallet: (state) => (shown.wallet = state),
        showClosure(closed, message) {
          shown.closed = closed;
          shown.closedText = message;
        },
        askAge: () => (shown.agesAsked += 1),
      },
    },
  );
  return { session, storage, shown, opened, released, later: (ms: number) => (time += ms) };
}

/** Storage of a browser whose player has answered the age question as an adult in Canada. */
function answered(change = (state: ReturnType<typeof freshPlayer>) => state) {
  const storage = flakyStorage();
  const text = JSON.stringify(change(answerAge(freshPlayer(NOON), 'adult', NOON)));
  storage.setItem(PLAYER_KEY, text);
  storage.setItem(`${PLAYER_KEY}.copy`, text);
  return storage;
}
const balanceIn = (storage: ReturnType<typeof flakyStorage>) => (JSON.parse(storage.data.get(WALLET_KEY)!) as WalletState).balance;

test('a browser that never answered is closed and asked its age, moves no coins, and opens once the answer is an adult in Canada', async () => {
  const { session, storage, shown, opened } = sessionOn();
  expect(session.guard()).toBe(false);
  session.refresh();
  expect(shown.closed?.reason).toBe('unanswered');
  expect(shown.closedText).toBe('Please answer two quick questions before you play.');
  expect(shown.agesAsked).toBe(1);
  expect(shown.wallet?.balance).toBe(COIN_RULES.startingGrant);
  expect(storage.data.has(WALLET_KEY)).toBe(false);
  await session.claim();
  expect(shown.said.at(-1)).toBe('Free coins cannot be claimed while the games are closed. Please answer two quick questions before you play.');
  expect(storage.data.has(WALLET_KEY)).toBe(false);

  expect(await session.answerAge('adult')).toBe(true);
  expect(shown.closed).toBeNull();
  expect(opened).toHaveLength(1);
  session.guard();
  expect(opened).toHaveLength(1);
});

test('a round takes its stake, pays once, and records both in the day of play', async () => {
  const { session, storage, shown, released } = sessionOn(answered());
  session.guard();
  session.refresh();
  const id = await session.takeBet(300);
  expect(id).toBe('round-1');
  expect(balanceIn(storage)).toBe(COIN_RULES.startingGrant - 300);
  expect(shown.wallet?.balance).toBe(COIN_RULES.startingGrant - 300);
  expect(await session.takeBet(300)).toBeNull();
  expect(await session.settle(id!, 600)).toEqual({ credited: 600, withheld: 0 });
  expect(released).toEqual(['round-1']);
  expect(balanceIn(storage)).toBe(COIN_RULES.startingGrant + 300);
  expect(await session.settle(id!, 600)).toBeNull();
  expect(shown.notices.get('settle')).toBe('This round was already settled, so nothing more was added.');
  const activity = JSON.parse(storage.data.get(PLAYER_KEY)!).activity[0].games['high-low'];
  expect(activity).toMatchObject({ staked: 300, won: 600 });
  expect(session.reality().won).toBe(300);
});

test('a stake past the daily stake limit is refused, said and kept as a notice, and no coins move', async () => {
  const storage = answered((state) => {
    const limited = setLimit(state, 'dailyStake', 500, NOON);
    return limited.ok ? limited.value.state : state;
  });
  const { session, shown } = sessionOn(storage);
  session.guard();
  session.refresh();
  expect(await session.takeBet(400)).not.toBeNull();
  await session.settle('round-1', 0);
  expect(await session.takeBet(200)).toBeNull();
  expect(shown.said.at(-1)).toMatch(/^This bet would pass your daily stake limit of 500 coins \(400 staked today\)\./);
  expect(shown.notices.get('limit')).toBe(shown.said.at(-1));
  expect(balanceIn(storage)).toBe(COIN_RULES.startingGrant - 400);
});

test('a wallet refusal is said in words: a stake the game does not take', async () => {
  const { session, shown } = sessionOn(answered());
  session.guard();
  expect(await session.takeBet(150)).toBeNull();
  expect(shown.said.at(-1)).toBe('Bets here are whole numbers from 100 to 1,000 coins in steps of 100.');
});

test('a round a closed tab left unplayed is refunded when the games open, with a notice; its stale saved copy is removed', async () => {
  const storage = answered();
  const staked = placeBet(freshWallet(new Date(NOON)), { id: 'left', game: 'high-low', stake: 500 });
  if (!staked.ok) throw new Error(staked.error.kind);
  storage.setItem(WALLET_KEY, JSON.stringify(staked.value));
  storage.setItem(`${SAVED_ROUND_PREFIX}gone`, '{}');
  const { session, shown } = sessionOn(storage);
  session.guard();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(balanceIn(storage)).toBe(COIN_RULES.startingGrant);
  expect(shown.notices.get('refund')).toBe('Your unfinished High Low round was closed before it ended, so its stake of 500 coins is back in your balance.');
  expect(storage.data.has(`${SAVED_ROUND_PREFIX}gone`)).toBe(false);
});

test('play time counts only while the page is visible and the games open, is saved every ten seconds, and brings the reality check', () => {
  const { session, storage, later } = sessionOn(answered());
  session.guard();
  const tick = (visible: boolean) => {
    later(1000);
    return session.tick(visible);
  };
  for (let i = 0; i < 5; i++) tick(false);
  for (let i = 0; i < 5; i++) tick(true);
  return Promise.resolve().then(() => {
    expect(JSON.parse(storage.data.get(PLAYER_KEY)!).activity[0].games['high-low'].ms).toBe(5_000);
    let due = 0;
    for (let i = 0; i < COIN_RULES.realityCheckMinutes * 60; i++) if (tick(true)) due += 1;
    expect(due).toBe(1);
  });
});

test('a held balance stays at its figure until released, then shows the wallet as it is', async () => {
  const { session, shown } = sessionOn(answered());
  session.guard();
  session.refresh();
  const release = session.holdBalance();
  await session.takeBet(1_000);
  expect(shown.wallet?.balance).toBe(COIN_RULES.startingGrant);
  release();
  release();
  expect(shown.wallet?.balance).toBe(COIN_RULES.startingGrant - 1_000);
});

test('a balance below the smallest bet says how to get coins, and the notice goes once the grant is claimed', async () => {
  const { session, shown } = sessionOn(answered(), { limits: { min: 100_000, max: 100_000, step: 100_000 } });
  session.guard();
  session.refresh();
  expect(shown.notices.get('low')).toBe('You have fewer coins than the smallest bet here (100,000). Claim your 2,500 free coins to keep playing.');
  await session.claim();
  expect(shown.said.at(-1)).toBe('2,500 free coins added. Enjoy your play!');
  expect(shown.notices.get('low')).toMatch(/^You have fewer coins than the smallest bet here \(100,000\)\. Your next 2,500 free coins can be claimed from midnight, in 12 h\.$/);
});

/** Storage of an adult whose wallet holds a High Low round of 500 coins pending, saved sound as a game that resumes saves it. */
function withSavedRound() {
  const storage = answered();
  const staked = placeBet(freshWallet(new Date(NOON)), { id: 'saved', game: 'high-low', stake: 500 });
  if (!staked.ok) throw new Error(staked.error.kind);
  storage.setItem(WALLET_KEY, JSON.stringify(staked.value));
  storage.setItem(SAVED_ROUND_PREFIX + 'saved', savedRoundText({ game: 'high-low', roundId: 'saved', stake: 500, state: 7 }));
  const resumed: string[] = [];
  const resume: SessionOptions['resume'] = { isState: (value) => typeof value === 'number', resume: (round) => resumed.push(round.roundId) };
  return { storage, resumed, resume };
}
const pendingIn = (storage: ReturnType<typeof flakyStorage>) => (JSON.parse(storage.data.get(WALLET_KEY)!) as WalletState).pending.map((round) => round.id);

test("a round taken up as the games open is the page's one round: a stake asked for meanwhile is refused, not taken beside it", async () => {
  const { storage, resumed, resume } = withSavedRound();
  const { session } = sessionOn(storage, { resume }, 'queued');
  session.guard();
  // A click on Deal while the page is still looking at its rounds left pending.
  expect(await session.takeBet(500)).toBeNull();
  expect(resumed).toEqual(['saved']);
  expect(pendingIn(storage)).toEqual(['saved']);
  expect(balanceIn(storage)).toBe(COIN_RULES.startingGrant - 500);
});

test('a page that dealt before the games first opened leaves a saved round for another page, and can play on after its own', async () => {
  const { storage, resumed, resume } = withSavedRound();
  const { session, released } = sessionOn(storage, { resume }, 'queued');
  const id = await session.takeBet(500);
  expect(id).toBe('round-1');
  session.guard();
  await session.settle(id!, 0);
  expect(resumed).toEqual([]);
  expect(released).toEqual(['round-1']);
  expect(pendingIn(storage)).toEqual(['saved']);
  expect(await session.takeBet(500)).toBe('round-2');
});

/** Ticks a session through `seconds` seconds of visible play, letting its locked steps run; returns how many times the reality check came. */
async function play(run: ReturnType<typeof sessionOn>, seconds: number): Promise<number> {
  let due = 0;
  for (let i = 0; i < seconds; i++) {
    run.later(1000);
    if (run.session.tick(true)) due += 1;
    await Promise.resolve();
  }
  return due;
}

test('the reality check counts the whole session: play in a page reloaded, or in another game, adds to the time since the last check', async () => {
  const storage = answered();
  const first = sessionOn(storage);
  first.session.guard();
  expect(await play(first, 20 * 60)).toBe(0);
  // The page is left (a reload, or the next game chosen on the site): its time is saved as it goes.
  first.session.saveTime();
  await Promise.resolve();
  const next = sessionOn(storage, { slug: 'baccarat', title: 'Baccarat' });
  next.later(20 * 60_000 + 1000);
  next.session.guard();
  expect(await play(next, 9 * 60 + 58)).toBe(0);
  expect(await play(next, 2)).toBe(1);
  expect(next.session.reality()).toMatchObject({ minutes: 30 });
});

test("a page's last seconds of play reach the day's play time and the reality check, though the page closed before its lock was granted", async () => {
  const storage = answered();
  const closing = sessionOn(storage, {}, 'never');
  closing.session.guard();
  // 17 s: the save at 10 s asks for the lock, and so do hiding and leaving the page; none is granted.
  await play(closing, 17);
  closing.session.saveTime();
  closing.session.leave();
  const next = sessionOn(storage, { slug: 'baccarat', title: 'Baccarat' });
  next.later(18_000);
  next.session.guard();
  next.session.refresh();
  const id = await next.session.takeBet(200);
  const playedToday = () => new PlayerStore(storage, () => {}).read(NOON + 18_000).activity.at(-1)?.games;
  expect(playedToday()).toMatchObject({ 'high-low': { ms: 17_000 } });
  expect(JSON.parse(storage.getItem(REALITY_KEY)!)).toMatchObject({ playedMs: 17_000, sinceCheckMs: 17_000 });
  // Counted once: the next locked step finds nothing more to add.
  await next.session.settle(id!, 0);
  expect(playedToday()).toMatchObject({ 'high-low': { ms: 17_000 } });
  expect(JSON.parse(storage.getItem(REALITY_KEY)!)).toMatchObject({ playedMs: 17_000 });
});

test('play time left by a page and then tampered with (negative, too long, another game, not JSON) is dropped, never subtracted', async () => {
  const storage = answered();
  const closing = sessionOn(storage, {}, 'never');
  closing.session.guard();
  await play(closing, 5);
  closing.session.leave();
  const [key] = [...storage.data.keys()].filter((k) => k.startsWith(LEFT_PLAY_PREFIX));
  expect(key).toBeDefined();
  const left = JSON.parse(storage.getItem(key!)!) as Record<string, unknown>;
  storage.setItem(`${key}a`, JSON.stringify({ ...left, ms: -3_600_000 }));
  storage.setItem(`${key}b`, JSON.stringify({ ...left, ms: 10 * 3_600_000 }));
  storage.setItem(`${key}c`, JSON.stringify({ ...left, game: 'no-such-game' }));
  storage.setItem(`${key}d`, '{not json');
  const next = sessionOn(storage);
  next.later(6_000);
  next.session.guard();
  next.session.refresh();
  await next.session.claim();
  expect(new PlayerStore(storage, () => {}).read(NOON + 6_000).activity.at(-1)?.games).toEqual({ 'high-low': { ms: 5_000, staked: 0, won: 0 } });
  expect([...storage.data.keys()].filter((k) => k.startsWith(key!))).toEqual([]);
});

test("the reality check's time and coins are the session's across pages, and a new session starts after a long pause", async () => {
  const storage = answered();
  const first = sessionOn(storage);
  first.session.guard();
  first.session.refresh();
  const id = await first.session.takeBet(300);
  await first.session.settle(id!, 900);
  await play(first, 60);
  first.session.saveTime();
  await Promise.resolve();
  const next = sessionOn(storage, { slug: 'baccarat', title: 'Baccarat' });
  next.later(61_000);
  next.session.guard();
  next.session.refresh();
  const lost = await next.session.takeBet(200);
  await next.session.settle(lost!, 0);
  expect(next.session.reality()).toEqual({ minutes: 1, won: 600, lost: 200 });
  // An hour later with no game played: a new session.
  const later = sessionOn(storage);
  later.later(61_000 + 60 * 60_000);
  later.session.guard();
  expect(later.session.reality()).toEqual({ minutes: 0, won: 0, lost: 0 });
});

test('two tabs asked at once: a "no" given in the second after a "yes" in the first closes the games in both', async () => {
  const storage = flakyStorage();
  const first = sessionOn(storage);
  const second = sessionOn(storage, { slug: 'baccarat', title: 'Baccarat' });
  first.session.guard();
  second.session.guard();
  expect(await first.session.answerAge('adult')).toBe(true);
  expect(await second.session.answerAge('under-age')).toBe(false);
  expect(second.shown.closed?.reason).toBe('under-age');
  first.session.guard();
  expect(first.shown.closed?.reason).toBe('under-age');
});

test('a round settled while its reveal holds the balance reaches the reality check and the cap notice only when the reveal ends', async () => {
  const storage = answered();
  const nearCap = sealWallet({ ...freshWallet(new Date(NOON)), winningsToday: COIN_RULES.dailyWinningsCap - 100 });
  storage.setItem(WALLET_KEY, JSON.stringify(nearCap));
  const { session, shown } = sessionOn(storage);
  session.guard();
  session.refresh();
  const id = await session.takeBet(300);
  const release = session.holdBalance();
  expect(await session.settle(id!, 900)).toEqual({ credited: 400, withheld: 500 });
  // The reels (or the wheel, or the line) are still turning: nothing may tell the player the round won.
  expect(session.reality().won).toBe(0);
  expect(shown.notices.has('cap')).toBe(false);
  release();
  expect(session.reality().won).toBe(100);
  expect(shown.notices.get('cap')).toMatch(/500 coins of this win were not added/);
});

test("a resuming game's stake is stored with a copy of its round marked as not yet dealt, written first, so a copy removed later is told apart", async () => {
  const storage = answered();
  const order: string[] = [];
  const setItem = storage.setItem.bind(storage);
  storage.setItem = (key: string, value: string) => (order.push(key), setItem(key, value));
  const { session } = sessionOn(storage, { resume: { isState: (value) => typeof value === 'number', resume: () => {} } });
  session.guard();
  session.refresh();
  const id = await session.takeBet(300);
  expect(readSavedRound(storage.getItem(SAVED_ROUND_PREFIX + id!), 'high-low', id!, (value): value is unknown => JSON.stringify(value) === JSON.stringify(UNDEALT))).toEqual({
    kind: 'sound',
    round: { game: 'high-low', roundId: id, stake: 300, state: UNDEALT },
  });
  expect(order.indexOf(SAVED_ROUND_PREFIX + id!)).toBeLessThan(order.lastIndexOf(WALLET_KEY));
  // A game that does not resume saves no copy.
  const plain = sessionOn(answered());
  plain.session.guard();
  plain.session.refresh();
  const other = await plain.session.takeBet(300);
  expect(plain.storage.data.has(SAVED_ROUND_PREFIX + other!)).toBe(false);
});
