import { describe, expect, test } from 'vitest';
import { applyOpening, planOpening, readSavedRound, SAVED_ROUND_PREFIX, savedRoundIds, savedRoundText, staleSavedRounds, type SavedRound } from './saved-round';
import { freshWallet, placeBet, type PendingRound, type WalletState } from './wallet';

type State = { moves: number[] };
const isState = (value: unknown): value is State => !!value && typeof value === 'object' && Array.isArray((value as State).moves);
const round: SavedRound<State> = { game: 'mahjong-deluxe', roundId: 'r1', stake: 100, state: { moves: [3, 4] } };
/** FNV-1a of the round's fields, worked out apart from the code under test. */
const CHECKSUM = '62xjdg';

describe('a saved round reads back only as it was saved', () => {
  test('a saved round reads back as the same round', () => {
    expect(readSavedRound(savedRoundText(round), 'mahjong-deluxe', 'r1', isState)).toEqual({ kind: 'sound', round });
    expect(JSON.parse(savedRoundText(round))).toMatchObject({ version: 1, game: 'mahjong-deluxe', roundId: 'r1', stake: 100, state: { moves: [3, 4] } });
    // The checksum is FNV-1a over the fields in order: pinned, so a change of its text or its loop shows.
    expect((JSON.parse(savedRoundText(round)) as { checksum: string }).checksum).toBe(CHECKSUM);
    expect(SAVED_ROUND_PREFIX).toBe('brightmoose.round.v1.');
  });

  test('nothing stored is none; anything edited, another round or game, or a refused state is damaged', () => {
    expect(readSavedRound(null, 'mahjong-deluxe', 'r1', isState)).toEqual({ kind: 'none' });
    const sealed = JSON.parse(savedRoundText(round)) as Record<string, unknown>;
    const damaged = [
      '{not json',
      'null',
      '12',
      JSON.stringify({ ...sealed, stake: 1_000 }),
      JSON.stringify({ ...sealed, state: { moves: [3] } }),
      JSON.stringify({ ...sealed, checksum: 'x' }),
      JSON.stringify({ ...sealed, version: 2 }),
      JSON.stringify({ ...sealed, stake: 10.5 }),
      savedRoundText({ ...round, stake: 10.5 }),
      savedRoundText({ ...round, stake: Number.MAX_SAFE_INTEGER + 2 }),
      JSON.stringify({ ...sealed, state: { moves: 'none' } }),
      savedRoundText({ ...round, game: 'gin-rummy' }),
      savedRoundText({ ...round, roundId: 'r2' }),
      savedRoundText({ ...round, state: { other: true } }),
    ];
    for (const text of damaged) expect(readSavedRound(text, 'mahjong-deluxe', 'r1', isState), text).toEqual({ kind: 'damaged' });
  });
});

describe('what opening a game does with its pending rounds', () => {
  const pending: PendingRound[] = [
    { id: 'a', game: 'mahjong-deluxe', stake: 100 },
    { id: 'b', game: 'mahjong-deluxe', stake: 200 },
    { id: 'c', game: 'gin-rummy', stake: 100 },
    { id: 'd', game: 'mahjong-deluxe', stake: 300 },
    { id: 'e', game: 'mahjong-deluxe', stake: 400 },
    { id: 'f', game: 'mahjong-deluxe', stake: 500 },
  ];
  const kinds: Record<string, 'none' | 'damaged' | 'sound'> = { a: 'sound', b: 'none', c: 'none', d: 'damaged', e: 'sound', f: 'sound' };

  test('the first sound saved round of the game that nobody plays is resumed, a damaged one dropped, one never saved refunded; other games and live rounds are left alone', () => {
    const plan = planOpening(
      pending,
      'mahjong-deluxe',
      (id) => id === 'f',
      (id) => kinds[id]!,
    );
    expect(plan).toEqual({ resume: pending[0], drop: [pending[3]], refund: [pending[1]] });
  });

  test('a live round is never touched, even when nothing of it was saved', () => {
    expect(
      planOpening(
        pending,
        'mahjong-deluxe',
        () => true,
        (id) => kinds[id]!,
      ),
    ).toEqual({ resume: null, drop: [], refund: [] });
    expect(
      planOpening(
        pending,
        'gin-rummy',
        () => false,
        (id) => kinds[id]!,
      ),
    ).toEqual({ resume: null, drop: [], refund: [pending[2]] });
  });

  test('saved rounds whose round is no longer pending are stale; the ids come from the storage keys', () => {
    expect(staleSavedRounds(['a', 'x', 'c', 'y'], pending)).toEqual(['x', 'y']);
    const data = new Map([
      [`${SAVED_ROUND_PREFIX}a`, '1'],
      ['brightmoose.wallet.v1', '2'],
      [`${SAVED_ROUND_PREFIX}x`, '3'],
      [`x${SAVED_ROUND_PREFIX}z`, '4'],
    ]);
    const keys = [...data.keys()];
    const storage = { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => data.get(k) ?? null, setItem: () => {}, removeItem: () => {} };
    expect(savedRoundIds(storage)).toEqual(['a', 'x']);
  });
});

test('opening drops a damaged round with its stake spent, refunds one never saved, and leaves the rest in play', () => {
  const monday = new Date(2026, 10, 23, 10, 0);
  const stake = (state: WalletState, id: string, amount: number) => {
    const result = placeBet(state, { id, game: 'mahjong-deluxe', stake: amount });
    if (!result.ok) throw new Error(result.error.kind);
    return result.value;
  };
  const wallet = stake(stake(stake(freshWallet(monday), 'damaged', 100), 'unsaved', 200), 'resumed', 300);
  const [damaged, unsaved, resumed] = wallet.pending as [PendingRound, PendingRound, PendingRound];
  const { state, refunded } = applyOpening(wallet, { resume: resumed, drop: [damaged], refund: [unsaved] }, monday);
  expect(refunded).toEqual([unsaved]);
  expect(state.pending).toEqual([resumed]);
  expect(state.balance).toBe(wallet.balance + 200);
  expect(applyOpening(wallet, { resume: resumed, drop: [], refund: [] }, monday).state).toBe(wallet);
});
