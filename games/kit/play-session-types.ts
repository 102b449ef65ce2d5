/**
 * What a play session (play-session.ts) is given and gives back: the game's options, the storage,
 * locks, clock and view it works through, and a settled round's result. Apart from the session so
 * that the modules it is built from use them without importing it; play-session.ts exports them
 * again for its callers.
 */
import type { GameSlug } from '../../core/game-registry';
import type { Closure } from './safeguards/player-state';
import type { PlayerStore } from './safeguards/player-store';
import type { Exclusive } from './wallet/coins-lock';
import type { RoundLock } from './wallet/round-locks';
import type { RoundStorage, SavedRound } from './wallet/saved-round';
import type { BetLimits, WalletState } from './wallet/wallet';
import type { WalletStore } from './wallet/wallet-store';

/** What settling a round did: coins credited (stake included) and winnings the daily cap held back. */
export type RoundResult = { credited: number; withheld: number };

/** Whether a round won but the daily winnings cap held all its winnings back: only the stake came back. */
export const winHeldBack = ({ credited, withheld }: RoundResult, stake: number): boolean => withheld > 0 && credited === stake;

/** How a game whose round spans many moves tells its saved state is sound, and takes a saved round up again. */
export type Resumable = { isState(value: unknown): boolean; resume(round: SavedRound<unknown>): void };

/** What the session shows; the shell puts it on the page. */
export type SessionView = {
  /** The status line. */
  say(message: string): void;
  /** A notice that stays until dismissed; a later one of the same key replaces it. */
  notice(message: string, key: string): void;
  clearNotice(key: string): void;
  /** Rewords the notice of `key` where it is still shown, quietly (a wait counting down); a dismissed one stays dismissed. */
  updateNotice(message: string, key: string): void;
  /** The balance bar: the balance and whether the daily grant is open. */
  showWallet(state: WalletState, now: Date): void;
  /** The games open (null) or closed, with why in words. */
  showClosure(closed: Closure | null, message: string): void;
  /** Opens the age and place question. */
  askAge(): void;
};

export type SessionOptions = {
  slug: GameSlug;
  /** The game's title in the page's language, for the notices about its rounds. */
  title: string;
  limits: BetLimits;
  resume?: Resumable;
  /** Called once, when the games are first open in this page. */
  onOpen?: () => void;
};

/** What the session reads and writes through: none of it is the DOM. */
export type SessionSurroundings = {
  wallet: WalletStore;
  players: PlayerStore;
  /** Saved rounds' storage; null where the browser refuses storage. */
  storage: RoundStorage | null;
  /** Every read-modify-write of the wallet or the player's state runs under this one lock. */
  exclusive: Exclusive;
  holdRoundLock(roundId: string): RoundLock;
  liveRoundIds(): Promise<Set<string> | null>;
  now(): number;
  newRoundId(): string;
  view: SessionView;
};
