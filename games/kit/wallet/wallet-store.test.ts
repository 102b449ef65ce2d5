import { expect, test } from 'vitest';
import { COIN_RULES } from '../../../core/coin-rules';
import { freshWallet, placeBet, settleRound, WALLET_KEY, type WalletRefusal } from './wallet';
import type { Result } from '../result';
import type { KeyValueStorage } from '../storage';
import { walletStrings } from '../strings';
import { WalletStore } from './wallet-store';
import { flakyStorage } from '../flaky-storage';

const monday = new Date(2026, 10, 23, 10, 0);

function unwrap<T>(result: Result<T, WalletRefusal>): T {
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

function storeWith(storage: KeyValueStorage | null) {
  const notices: string[] = [];
  return { store: new WalletStore(storage, (message) => notices.push(message)), notices };
}

/** Bets `stake` and settles it with `payout`, as a game does. */
function playRound(store: WalletStore, id: string, stake: number, payout: number) {
  store.write(unwrap(placeBet(store.read(monday), { id, game: 'high-low', stake })));
  store.write(unwrap(settleRound(store.read(monday), id, payout, monday)).state);
}

test('a first read stores a fresh wallet; later reads see what another tab saved', () => {
  const storage = flakyStorage();
  const { store, notices } = storeWith(storage);
  expect(store.read(monday).balance).toBe(COIN_RULES.startingGrant);
  expect(JSON.parse(storage.data.get(WALLET_KEY)!)).toEqual(freshWallet(monday));
  const elsewhere = unwrap(placeBet(freshWallet(monday), { id: 'x', game: 'baccarat', stake: 500 }));
  storage.data.set(WALLET_KEY, JSON.stringify(elsewhere));
  expect(store.read(monday)).toEqual(elsewhere);
  expect(notices).toEqual([]);
  expect(store.savingFails).toBe(false);
});

test('when saves fail, bets are still charged and wins still paid from memory, with one notice', () => {
  const storage = flakyStorage();
  const { store, notices } = storeWith(storage);
  store.read(monday);
  storage.full = true;
  playRound(store, 'a', 1_000, 0);
  expect(store.read(monday).balance).toBe(COIN_RULES.startingGrant - 1_000);
  playRound(store, 'b', 500, 1_500);
  expect(store.read(monday).balance).toBe(COIN_RULES.startingGrant);
  playRound(store, 'c', 100, 0);
  expect(store.read(monday).balance).toBe(COIN_RULES.startingGrant - 100);
  expect(notices).toEqual([walletStrings.en.unsaved]);
  expect(store.savingFails).toBe(true);
  // The stored value is the last one that could be saved; the in-memory wallet is the truth.
  expect(JSON.parse(storage.data.get(WALLET_KEY)!).balance).toBe(COIN_RULES.startingGrant);
});

test('when saving works again, the in-memory wallet is saved and the player is told', () => {
  const storage = flakyStorage();
  const { store, notices } = storeWith(storage);
  store.read(monday);
  storage.full = true;
  playRound(store, 'a', 300, 0);
  storage.full = false;
  playRound(store, 'b', 200, 0);
  expect(JSON.parse(storage.data.get(WALLET_KEY)!).balance).toBe(COIN_RULES.startingGrant - 500);
  expect(notices).toEqual([walletStrings.en.unsaved, walletStrings.en.savedAgain]);
  expect(store.savingFails).toBe(false);
});

test('with no storage at all, play goes on in memory and the player is told once', () => {
  const { store, notices } = storeWith(null);
  expect(store.read(monday).balance).toBe(COIN_RULES.startingGrant);
  playRound(store, 'a', 100, 0);
  playRound(store, 'b', 100, 0);
  expect(store.read(monday).balance).toBe(COIN_RULES.startingGrant - 200);
  expect(notices).toEqual([walletStrings.en.unsaved]);
});

test('a storage that throws on read is treated as empty, not as a crash', () => {
  const { store } = storeWith({
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {},
  });
  expect(store.read(monday).balance).toBe(COIN_RULES.startingGrant);
});

test('a tampered stored wallet is replaced, saved and reported', () => {
  const storage = flakyStorage();
  storage.data.set(WALLET_KEY, JSON.stringify({ ...freshWallet(monday), balance: 9_999_999 }));
  const { store, notices } = storeWith(storage);
  expect(store.read(monday)).toEqual(freshWallet(monday));
  expect(JSON.parse(storage.data.get(WALLET_KEY)!)).toEqual(freshWallet(monday));
  expect(notices).toEqual(['Your coin wallet could not be read, so it was reset to a fresh wallet of 10,000 coins.']);
});

test('the wallet is stored under the one key every game and earlier releases use', () => {
  const storage = flakyStorage();
  const { store } = storeWith(storage);
  store.write(freshWallet(monday));
  expect([...storage.data.keys()]).toEqual(['brightmoose.wallet.v1']);
});

test('a sound stored wallet is only read, not written back over what another tab may be saving', () => {
  const storage = flakyStorage();
  storage.data.set(WALLET_KEY, JSON.stringify(freshWallet(monday)));
  storage.full = true;
  const { store, notices } = storeWith(storage);
  expect(store.read(monday)).toEqual(freshWallet(monday));
  expect(notices).toEqual([]);
  expect(store.savingFails).toBe(false);
});

test('a French store tells the player in French, with amounts written the French way', () => {
  const storage = flakyStorage();
  storage.data.set(WALLET_KEY, '{not json');
  const notices: string[] = [];
  const store = new WalletStore(storage, (message) => notices.push(message), 'fr');
  store.read(monday);
  storage.full = true;
  playRound(store, 'a', 100, 0);
  expect(notices).toEqual(['Votre portefeuille de pièces était illisible\u202f; il a été remplacé par un nouveau portefeuille de 10\u00a0000 pièces.', walletStrings.fr.unsaved]);
});

test('peeking shows the wallet without storing anything: none stored stays none, a damaged one stays as it is, with no notice', () => {
  const storage = flakyStorage();
  const { store, notices } = storeWith(storage);
  expect(store.peek(monday)).toEqual(freshWallet(monday));
  expect(storage.data.has(WALLET_KEY)).toBe(false);
  storage.data.set(WALLET_KEY, '{broken');
  expect(store.peek(monday)).toEqual(freshWallet(monday));
  expect(storage.data.get(WALLET_KEY)).toBe('{broken');
  expect(notices).toEqual([]);
  // A stored wallet is shown as it is.
  const played = unwrap(placeBet(freshWallet(monday), { id: 'r', game: 'high-low', stake: 100 }));
  storage.data.set(WALLET_KEY, JSON.stringify(played));
  expect(store.peek(monday)).toEqual(played);
});

test('peeking while saving fails shows the wallet in memory; a storage that refuses to be read shows a fresh one', () => {
  const storage = flakyStorage();
  const { store } = storeWith(storage);
  store.read(monday);
  storage.full = true;
  const inMemory = unwrap(placeBet(store.read(monday), { id: 'm', game: 'high-low', stake: 300 }));
  store.write(inMemory);
  expect(store.savingFails).toBe(true);
  expect(store.peek(monday)).toEqual(inMemory);
  // Memory is used only while saving fails: a sound storage is read again.
  storage.full = false;
  store.write(inMemory);
  storage.data.set(WALLET_KEY, JSON.stringify(freshWallet(monday)));
  expect(store.peek(monday)).toEqual(freshWallet(monday));
  const refusing = storeWith({
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {},
  }).store;
  expect(refusing.peek(monday)).toEqual(freshWallet(monday));
  expect(storeWith(null).store.peek(monday)).toEqual(freshWallet(monday));
});
