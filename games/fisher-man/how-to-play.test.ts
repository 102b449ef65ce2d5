import { expect, test } from 'vitest';
import type { RandomSource } from '../kit/random';
import { allowedStakes } from '../kit/wallet';
import { fisherHowToPlay } from './how-to-play';
import { BET_LIMITS, cast, SPECIES } from './rules';

const sections = fisherHowToPlay();
const table = sections.find((section) => section.table)!.table!;
const rows = table.rows.map(([fish, pays, landed, returns]) => ({ fish, pays, landed, returns }));
const percent = (text: string) => Number(text.replace('%', ''));

/** Every draw of a cast at `stake`, enumerated: the fraction landed and the exact return in percent. */
function enumerate(stake: number, speciesIndex: number) {
  const species = SPECIES[speciesIndex]!;
  let landed = 0;
  let paid = 0;
  for (let draw = 0; draw < species.multiplier; draw++) {
    const fixed: RandomSource = { nextInt: () => draw };
    const outcome = cast(stake, species, fixed);
    if (outcome.landed) landed++;
    paid += outcome.payout;
  }
  return { landedPercent: (landed * 100) / species.multiplier, returnPercent: (paid * 100) / (species.multiplier * stake) };
}

test('the table lists every fish in the water, in order', () => {
  expect(rows.map((row) => row.fish)).toEqual(SPECIES.map((species) => species.name));
});

test('each chance and return the panel states is what the game draws and pays at every allowed cast cost', () => {
  rows.forEach((row, index) => {
    for (const stake of allowedStakes(BET_LIMITS)) {
      const { landedPercent, returnPercent } = enumerate(stake, index);
      expect(landedPercent).toBeCloseTo(percent(row.landed!), 9);
      expect(returnPercent).toBeCloseTo(percent(row.returns!), 9);
    }
  });
});

test('each multiplier the panel states is what a landed fish pays', () => {
  rows.forEach((row, index) => {
    const hundredths = Math.round(Number(row.pays!.replace('×', '')) * 100);
    for (const stake of allowedStakes(BET_LIMITS)) {
      const landed = cast(stake, SPECIES[index]!, { nextInt: () => 0 });
      expect(landed.payout * 100).toBe(stake * hundredths);
    }
  });
});

test('the stated overall return is the return of every fish', () => {
  const text = sections.flatMap((section) => section.paragraphs ?? []).join(' ');
  const [, stated] = /every fish returns exactly ([\d.]+)%/.exec(text)!;
  for (const row of rows) expect(row.returns).toBe(`${stated}%`);
  expect(stated).toBe('96');
});

test('the rules say the outcome is drawn when the cast is made, and how to aim and cast by keyboard and touch', () => {
  const rules = sections[0]!.items!.join(' ');
  expect(rules).toMatch(/drawn fairly the moment you cast/);
  expect(rules).toMatch(/arrow keys/);
  expect(rules).toMatch(/Space or Enter/);
  expect(rules).toMatch(/tap or click it/);
});
