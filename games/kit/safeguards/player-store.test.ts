import { expect, test } from 'vitest';
import { answerAge, closure, DAY_MS, PLAYER_BACKUP_KEY, PLAYER_KEY } from './player-state';
import { setLimit, takeBreak } from './rules-in-words';
import { PlayerStore } from './player-store';
import { flakyStorage } from '../flaky-storage';

const NOON = new Date(2026, 10, 24, 12, 0).getTime();

function storeOn(storage: ReturnType<typeof flakyStorage>) {
  const notices: string[] = [];
  return { store: new PlayerStore(storage, (message) => notices.push(message)), notices };
}

test('what one page saves, another page of the games reads: value and copy alike', () => {
  const storage = flakyStorage();
  const one = storeOn(storage).store;
  one.update(NOON, (state) => answerAge(state, 'adult', NOON));
  one.update(NOON, (state) => {
    const result = takeBreak(state, 1, NOON);
    return result.ok ? result.value : state;
  });
  expect(storage.data.get(PLAYER_KEY)).toBe(storage.data.get(PLAYER_BACKUP_KEY));
  expect(closure(storeOn(storage).store.read(NOON + 1), NOON + 1)?.reason).toBe('break');
});

test('a value edited by hand: the games close with one notice, the limits come back from the copy, and the damage is written over', () => {
  const storage = flakyStorage();
  const { store } = storeOn(storage);
  store.update(NOON, (state) => {
    const limited = setLimit(answerAge(state, 'adult', NOON), 'dailyStake', 500, NOON);
    return limited.ok ? limited.value.state : state;
  });
  const stored = JSON.parse(storage.data.get(PLAYER_KEY)!);
  storage.data.set(PLAYER_KEY, JSON.stringify({ ...stored, limits: { ...stored.limits, dailyStake: null } }));
  const reader = storeOn(storage);
  const state = reader.store.read(NOON + 1000);
  expect(state.limits.dailyStake).toBe(500);
  expect(closure(state, NOON + 1000)?.reason).toBe('safety');
  expect(reader.notices).toHaveLength(1);
  reader.store.read(NOON + 2000);
  expect(reader.notices).toHaveLength(1);
  expect(closure(storeOn(storage).store.read(NOON + DAY_MS / 2), NOON + DAY_MS / 2)?.reason).toBe('safety');
});

test('when saving fails, the page keeps what the player set in memory', () => {
  const storage = flakyStorage();
  const { store } = storeOn(storage);
  store.update(NOON, (state) => answerAge(state, 'adult', NOON));
  storage.full = true;
  store.update(NOON, (state) => {
    const result = takeBreak(state, 7, NOON);
    return result.ok ? result.value : state;
  });
  expect(closure(store.read(NOON + 1000), NOON + 1000)?.reason).toBe('break');
});

test('without any storage, or with one that refuses reads, the page still keeps what the player answered and set', () => {
  const none = new PlayerStore(null, () => {});
  none.update(NOON, (state) => answerAge(state, 'adult', NOON));
  expect(closure(none.read(NOON), NOON)).toBeNull();
  const refusing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  const notices: string[] = [];
  const blocked = new PlayerStore(refusing, (message) => notices.push(message));
  expect(closure(blocked.read(NOON), NOON)?.reason).toBe('unanswered');
  // Storage that cannot be read holds nothing: that is not a damaged state, so no closing and no notice.
  expect(blocked.read(NOON).safetyUntil).toBeNull();
  expect(notices).toEqual([]);
  blocked.update(NOON, (state) => answerAge(state, 'under-age', NOON));
  expect(closure(blocked.read(NOON), NOON)?.reason).toBe('under-age');
});

test('once storage takes writes again, what the page kept in memory is saved for other pages', () => {
  const storage = flakyStorage();
  const { store } = storeOn(storage);
  storage.full = true;
  store.update(NOON, (state) => answerAge(state, 'adult', NOON));
  expect(storage.data.size).toBe(0);
  storage.full = false;
  store.update(NOON, (state) => {
    const result = takeBreak(state, 1, NOON);
    return result.ok ? result.value : state;
  });
  const other = storeOn(storage).store.read(NOON + 1000);
  expect(other.age).toBe('adult');
  expect(closure(other, NOON + 1000)?.reason).toBe('break');
  // And this page reads storage again, so a change made elsewhere reaches it.
  const limited = setLimit(other, 'dailyStake', 700, NOON + 2000);
  if (!limited.ok) throw new Error(limited.error);
  storage.data.set(PLAYER_KEY, JSON.stringify(limited.value.state));
  storage.data.set(PLAYER_BACKUP_KEY, JSON.stringify(limited.value.state));
  expect(store.read(NOON + 3000).limits.dailyStake).toBe(700);
});

test('a first read saves the fresh state and its copy, and a lagging copy catches up', () => {
  const storage = flakyStorage();
  storeOn(storage).store.read(NOON);
  expect(storage.data.get(PLAYER_BACKUP_KEY)).toBe(storage.data.get(PLAYER_KEY));
  const adult = answerAge(JSON.parse(storage.data.get(PLAYER_KEY)!), 'adult', NOON);
  storage.data.set(PLAYER_KEY, JSON.stringify(adult));
  storeOn(storage).store.read(NOON);
  expect(JSON.parse(storage.data.get(PLAYER_BACKUP_KEY)!).age).toBe('adult');
});

test('a read writes back only what differs from storage: an unchanged state is never written (a lagging page could put an older value back)', () => {
  const storage = flakyStorage();
  const { store } = storeOn(storage);
  store.update(NOON, (state) => answerAge(state, 'adult', NOON));
  const writes: string[] = [];
  const counting = { getItem: storage.getItem, setItem: (key: string, value: string) => (writes.push(key), storage.setItem(key, value)) };
  const reader = new PlayerStore(counting, () => {});
  reader.read(NOON);
  expect(writes).toEqual([]);
  // The copy lags behind the value: the read brings it up to date.
  const value = storage.data.get(PLAYER_KEY)!;
  // The same state written with a space more: it reads the same, but the text differs.
  storage.data.set(PLAYER_BACKUP_KEY, value.replace('"adult"', '"adult" '));
  reader.read(NOON);
  expect(writes).toEqual([PLAYER_KEY, PLAYER_BACKUP_KEY]);
  expect(storage.data.get(PLAYER_BACKUP_KEY)).toBe(value);
  // The value differs from the state it reads as (a delayed change came due): written back too.
  writes.length = 0;
  // No stake limit yet, so a limit is stricter and applies at once; raising it then waits 24 hours.
  for (const amount of [500, 900]) {
    store.update(NOON, (state) => {
      const result = setLimit(state, 'dailyStake', amount, NOON);
      return result.ok ? result.value.state : state;
    });
  }
  writes.length = 0;
  reader.read(NOON + DAY_MS + 1);
  expect(writes).toEqual([PLAYER_KEY, PLAYER_BACKUP_KEY]);
  reader.read(NOON + DAY_MS + 2);
  expect(writes).toHaveLength(2);
});
