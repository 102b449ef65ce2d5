import { expect, test } from 'vitest';
import { flakyStorage } from './flaky-storage';
import { MemoryBackedStorage } from './storage';

test('a saved value is written under every key and read back from storage, not from memory', () => {
  const storage = flakyStorage();
  const stored = new MemoryBackedStorage<{ n: number }>(storage, ['value', 'copy']);
  expect(stored.save({ n: 1 })).toBe(true);
  expect(storage.data.get('value')).toBe('{"n":1}');
  expect(storage.data.get('copy')).toBe('{"n":1}');
  expect(stored.held()).toBeNull();
  expect(stored.text('copy')).toBe('{"n":1}');
  expect(stored.savingFails).toBe(false);
});

test('while saving fails the last value written is held in memory, and a save that works again lets go of it', () => {
  const storage = flakyStorage();
  const stored = new MemoryBackedStorage<{ n: number }>(storage, ['value']);
  stored.save({ n: 1 });
  storage.full = true;
  expect(stored.save({ n: 2 })).toBe(false);
  expect(stored.savingFails).toBe(true);
  expect(stored.held()).toEqual({ n: 2 });
  expect(stored.text()).toBe('{"n":1}');
  storage.full = false;
  expect(stored.save({ n: 3 })).toBe(true);
  expect(stored.held()).toBeNull();
  expect(stored.text()).toBe('{"n":3}');
});

test('no storage at all: nothing is read, and every value lives in memory', () => {
  const stored = new MemoryBackedStorage<string>(null, ['value']);
  expect(stored.text()).toBeNull();
  expect(stored.save('kept')).toBe(false);
  expect(stored.held()).toBe('kept');
});

test('a storage that refuses to be read reads as nothing stored', () => {
  const refusing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    setItem: () => undefined,
  };
  expect(new MemoryBackedStorage<string>(refusing, ['value']).text()).toBeNull();
});
