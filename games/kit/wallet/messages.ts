import { LOCALE, pick, type Locale } from '../locale';
import { walletStrings } from '../strings';
import type { WalletRefusal } from './wallet';

/** Why the wallet refused, in the player's language. */
export function walletRefusalText(refusal: WalletRefusal, locale: Locale = LOCALE): string {
  const t = pick(walletStrings, locale);
  switch (refusal.kind) {
    case 'already-claimed':
      return t.alreadyClaimed;
    case 'stake-range':
      return t.stakeRange(refusal.limits.min, refusal.limits.max, refusal.limits.step);
    case 'short-of-coins':
      return t.shortOfCoins(refusal.stake, refusal.balance);
    case 'already-staked':
      return t.alreadyStaked;
    case 'already-settled':
      return t.alreadySettled;
    case 'not-whole-payout':
      return t.wholePayout(refusal.payout);
    case 'free-round-played':
      return t.freeRoundPlayed;
  }
}

/** The notice of a damaged wallet replaced by a fresh one holding `balance`. */
export function walletResetText(balance: number, locale: Locale = LOCALE): string {
  return pick(walletStrings, locale).reset(balance);
}

/** The notice when saving starts failing (play goes on in memory), or works again. */
export function walletSavingText(saved: boolean, locale: Locale = LOCALE): string {
  const t = pick(walletStrings, locale);
  return saved ? t.savedAgain : t.unsaved;
}

/** How long until the next grant opens at `then`, in words a player reads at a glance ("3 h 20 min", "12 min"). */
export function grantWaitText(now: Date, then: Date): string {
  const minutes = Math.max(1, Math.ceil((then.getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
