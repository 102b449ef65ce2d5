import type { RandomSource } from '../kit/random';
import type { GameShell } from '../kit/shell';
import { castingText, floatTag, resultText } from './messages';
import type { PondView } from './pond-view';
import { cast, SPECIES } from './rules';

/**
 * A cast, from the press to its result: the stake taken, the catch drawn and paid, then shown by
 * the pond. The fish is the one aimed at when the player pressed: the coins lock may hold the stake
 * a moment, and an arrow pressed meanwhile moves the aim for the next cast, never this one's show.
 */
export function caster(shell: Pick<GameShell, 'currentBet' | 'takeBet' | 'settle' | 'holdBalance' | 'announce' | 'sound'>, view: Pick<PondView, 'play' | 'finish'>, random: RandomSource) {
  let showing = false;
  return async function castLine(target: number) {
    const species = SPECIES[target]!;
    const stake = shell.currentBet();
    const roundId = await shell.takeBet(stake);
    if (!roundId) return;
    // The outcome is drawn and paid now; the pond only shows it.
    const outcome = cast(stake, species, random);
    // The bar keeps showing the cost taken until the fish bites or gets away, so it never gives the catch away first.
    const release = shell.holdBalance();
    const paid = await shell.settle(roundId, outcome.payout);
    // A cast still on show is finished first, so its result is always stated (and not
    // overwritten by the next "Casting" line).
    const flushed = showing;
    view.finish();
    shell.sound.play('deal');
    if (!flushed) shell.announce(castingText(species, stake));
    showing = true;
    view.play(target, outcome.landed, floatTag(outcome.landed, paid?.credited ?? 0), () => {
      showing = false;
      release();
      shell.sound.play(outcome.landed ? 'win' : 'lose');
      shell.announce(resultText(species, stake, outcome.landed, paid));
    });
  };
}
