import { PLAYER_KEY } from './safeguards/player-state';
import { REALITY_KEY } from './safeguards/reality-check';
import { WALLET_KEY } from './wallet/wallet';

/**
 * The stored values a step under the coins lock may change: the wallet, the player's state and
 * the reality check's session. A page's lock waits until its view of them shows the last holder's
 * write (wallet/coins-lock.ts), so every page that takes the lock names this one list: a page
 * naming another could never see a holder's fingerprint, and would wait the full second each time.
 */
export const LOCKED_KEYS = [WALLET_KEY, PLAYER_KEY, REALITY_KEY] as const;
