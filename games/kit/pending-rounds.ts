/**
 * Opening a game's rounds left pending by a reload, a crash or a closed tab: the steps around the
 * pure plan of `wallet/saved-round.ts` (which rounds are live, what their saved copies hold, the
 * notices, the resumed round's lock). Apart from the play session, which runs it once per page.
 */
import { pick } from './locale';
import type { SessionOptions, SessionSurroundings } from './play-session-types';
import { shellStrings } from './strings';
import { applyOpening, isUndealt, planOpening, readSavedRound, SAVED_ROUND_PREFIX, savedRoundIds, staleSavedRounds, type SavedRead } from './wallet/saved-round';
import type { WalletState } from './wallet/wallet';

/** What of the page's session the opening uses and changes. */
export type OpeningPage = {
  /** This page's round locks by round id: the live rounds where locks cannot be listed; a resumed round's is added. */
  releases: Map<string, () => void>;
  /** Writes a changed wallet and shows it. */
  save(state: WalletState): void;
  /** Shows an unchanged wallet. */
  show(state: WalletState): void;
};

/**
 * This game's rounds left pending that no page holds the lock of: a saved one is resumed (unless this page already plays a round), a
 * damaged saved one (or one saved with another stake, or a resuming game's round whose copy was
 * removed) dropped unpaid, one saved only as taken (UNDEALT: nothing of it shown) or of a game that
 * does not resume refunded; saved copies of rounds no longer pending are removed. Run under the coins lock.
 */
export async function openPendingRounds(
  game: Pick<SessionOptions, 'slug' | 'title' | 'resume'>,
  around: Pick<SessionSurroundings, 'liveRoundIds' | 'wallet' | 'storage' | 'holdRoundLock' | 'now' | 'view'>,
  page: OpeningPage,
): Promise<void> {
  const t = pick(shellStrings);
  const { slug, title, resume } = game;
  const { storage, view } = around;
  const now = () => new Date(around.now());
  const live = await around.liveRoundIds();
  const wallet = around.wallet.read(now());
  const read = (roundId: string): SavedRead<unknown> => {
    if (!resume || !storage) return { kind: 'none' };
    const pending = wallet.pending.find((round) => round.id === roundId)!;
    const raw = storage.getItem(SAVED_ROUND_PREFIX + roundId);
    // Its copy is written before its stake (play-session.ts): a round without one had it removed, after its deal was shown.
    if (raw === null) return { kind: 'damaged' };
    const undealt = readSavedRound(raw, slug, roundId, isUndealt);
    if (undealt.kind === 'sound') return undealt.round.stake === pending.stake ? { kind: 'none' } : { kind: 'damaged' };
    const saved = readSavedRound(raw, slug, roundId, (value): value is unknown => resume.isState(value));
    return saved.kind === 'sound' && saved.round.stake !== pending.stake ? { kind: 'damaged' } : saved;
  };
  const plan = planOpening(
    wallet.pending,
    slug,
    (id) => live?.has(id) ?? page.releases.has(id),
    (id) => read(id).kind,
  );
  const { state, refunded } = applyOpening(wallet, plan, now());
  for (const round of plan.drop) view.notice(t.dropped(title, round.stake), 'refund');
  if (state !== wallet) page.save(state);
  else page.show(state);
  if (refunded.length > 0)
    view.notice(
      t.refunded(
        title,
        refunded.reduce((sum, round) => sum + round.stake, 0),
      ),
      'refund',
    );
  if (storage) for (const id of staleSavedRounds(savedRoundIds(storage), state.pending)) storage.removeItem(SAVED_ROUND_PREFIX + id);
  // A page already playing a round (dealt before the games first opened here) takes up no other: the saved one waits for another page.
  const resumed = plan.resume && page.releases.size === 0 && read(plan.resume.id);
  if (!resumed || resumed.kind !== 'sound') return;
  const lock = around.holdRoundLock(resumed.round.roundId);
  await lock.held;
  page.releases.set(resumed.round.roundId, lock.release);
  view.notice(t.resumed(title, resumed.round.stake), 'refund');
  resume!.resume(resumed.round);
}
