import { expect, test } from 'vitest';
import { seededRandom } from '../kit/random';
import { Sound } from '../kit/ui/sound';
import { caster } from './cast-line';
import { castingText, resultText } from './messages';
import { cast, SPECIES } from './rules';

/** A shell whose stake waits until the test lets it through, as the coins lock may hold it. */
function heldShell() {
  let letThrough: (roundId: string) => void = () => undefined;
  const said: string[] = [];
  const settled: number[] = [];
  const shell = {
    currentBet: () => 100,
    takeBet: () => new Promise<string | null>((resolve) => (letThrough = resolve)),
    settle: (_roundId: string, payout: number) => {
      settled.push(payout);
      return Promise.resolve({ credited: payout, withheld: 0 });
    },
    holdBalance: () => () => undefined,
    announce: (message: string) => void said.push(message),
    sound: new Sound(null),
  };
  return { shell, said, settled, letThrough: (roundId: string) => letThrough(roundId) };
}

test('a cast whose stake waits for the coins lock shows, states and pays the one fish it was pressed for', async () => {
  const { shell, said, settled, letThrough } = heldShell();
  const shown: number[] = [];
  let reveal = () => undefined as void;
  const view = {
    play: (target: number, _landed: boolean, _tag: string, onReveal: () => void) => {
      shown.push(target);
      reveal = onReveal;
    },
    finish: () => undefined,
  };
  const castLine = caster(shell, view, seededRandom(7));
  // main.ts passes the aim of the moment of the press; what the player aims at afterwards, while
  // the coins lock holds the stake, is not this cast's.
  const salmon = SPECIES.findIndex((species) => species.id === 'salmon');
  const casting = castLine(salmon);
  letThrough('round-1');
  await casting;
  reveal();
  expect(shown).toEqual([salmon]);
  const expected = cast(100, SPECIES[salmon]!, seededRandom(7));
  expect(settled).toEqual([expected.payout]);
  expect(said).toEqual([castingText(SPECIES[salmon]!, 100), resultText(SPECIES[salmon]!, 100, expected.landed, { credited: expected.payout, withheld: 0 })]);
});
