/**
 * Storage with a memory behind it, for the wallet's and the player's stores: values are saved as
 * JSON in localStorage, and when saving fails (storage full, blocked or missing) the last value
 * written is held in memory and is the truth until a save works again.
 */
import { LOCALE, type Locale } from './locale';

/** The part of localStorage the stores use (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The games' localStorage, or null where the browser refuses it (privacy settings, a sandboxed frame). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** One value saved under one or more keys (a value and its copy), held in memory while saving fails. */
export class MemoryBackedStorage<T> {
  private memory: T | null = null;
  // Stryker disable next-line BooleanLiteral: before the first write there is nothing in memory, so reads go to storage either way
  private unsaved = false;

  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly keys: readonly [string, ...string[]],
  ) {}

  /** Whether the value lives in memory only, because the last save failed. */
  get savingFails(): boolean {
    return this.unsaved;
  }

  /** The value in memory while saving fails; null when storage is to be read. */
  held(): T | null {
    return this.unsaved ? this.memory : null;
  }

  /** The stored text under `key` (the first key by default), or null when there is none or storage refuses to be read. */
  text(key: string = this.keys[0]): string | null {
    try {
      // Without a storage, getItem on null throws and the catch answers null, as for a refused read.
      return this.storage!.getItem(key);
    } catch {
      return null;
    }
  }

  /** Keeps a value read from storage as the one in memory, without saving it. */
  remember(value: T): void {
    this.memory = value;
  }

  /** Saves the value under every key; when saving fails, holds it in memory. Returns whether it was saved. */
  save(value: T): boolean {
    this.memory = value;
    const text = JSON.stringify(value);
    try {
      // Without a storage, setItem on null throws and the catch holds the value in memory.
      for (const key of this.keys) this.storage!.setItem(key, text);
      this.unsaved = false;
    } catch {
      this.unsaved = true;
    }
    return !this.unsaved;
  }
}

/** What a store is made with: where it saves, how it tells the player, and in which language (the game's unless given). */
export type StoreArgs = [storage: KeyValueStorage | null, notify: (message: string) => void, locale?: Locale];

/**
 * The base of the wallet's and the player's stores: their value in storage under the store's own
 * keys, held in memory while saving fails, and the notices that tell the player, in the player's
 * language, when something happened to it.
 */
export abstract class NoticedStore<T> {
  protected readonly stored: MemoryBackedStorage<T>;

  constructor(
    keys: readonly [string, ...string[]],
    storage: KeyValueStorage | null,
    protected readonly notify: (message: string) => void,
    /** The language of the notices. */
    protected readonly locale: Locale = LOCALE,
  ) {
    this.stored = new MemoryBackedStorage(storage, keys);
  }
}
