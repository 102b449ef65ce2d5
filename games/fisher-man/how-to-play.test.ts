import { expect, test } from 'vitest';
import type { HowToPlaySection } from '../kit/ui/how-to-play';
import type { RandomSource } from '../kit/random';
import { allowedStakes } from '../kit/wallet/wallet';
import { fisherHowToPlay } from './how-to-play';
import { fishName } from './messages';
import { BET_LIMITS, cast, RETURN_HUNDREDTHS, SPECIES } from './rules';

const sections = fisherHowToPlay();
const french = fisherHowToPlay('fr');
/** The table's rows in one language's panel. */
const rowsOf = (panel: HowToPlaySection[]) => panel.find((section) => section.table)!.table!.rows.map(([fish, pays, landed, returns]) => ({ fish, pays, landed, returns }));
const rows = rowsOf(sections);
/** A figure as either language writes it ("×1.2", "19.2%", "×1,2", "19,2 %") as a number. */
const figure = (text: string) => Number(text.replace(/[×%\u00a0]/g, '').replace(',', '.'));

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
  expect(rows.map((row) => row.fish)).toEqual(SPECIES.map((species) => fishName(species, 'en')));
});

test.each([
  ['English', sections],
  ['French', french],
])('each chance and return the %s panel states is what the game draws and pays at every allowed cast cost', (_language, panel) => {
  rowsOf(panel).forEach((row, index) => {
    for (const stake of allowedStakes(BET_LIMITS)) {
      const { landedPercent, returnPercent } = enumerate(stake, index);
      expect(landedPercent).toBeCloseTo(figure(row.landed!), 9);
      expect(returnPercent).toBeCloseTo(figure(row.returns!), 9);
    }
  });
});

test.each([
  ['English', sections],
  ['French', french],
])('each multiplier the %s panel states is what a landed fish pays', (_language, panel) => {
  rowsOf(panel).forEach((row, index) => {
    const hundredths = Math.round(figure(row.pays!) * 100);
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

test('the French panel names the fish in French and writes its figures the French way', () => {
  expect(rowsOf(french).map((row) => row.fish)).toEqual(['Sardine', 'Perchaude', 'Achigan', 'Saumon', 'Thon', 'Marlin doré']);
  for (const row of rowsOf(french)) {
    expect(row.pays).toMatch(/^×\d+(,\d+)?$/);
    expect(row.landed).toMatch(/^\d+(,\d+)?\u00a0%$/);
    expect(row.returns).toMatch(/^\d+(,\d+)?\u00a0%$/);
  }
  expect(rowsOf(french)[0]).toEqual({ fish: 'Sardine', pays: '×1,2', landed: '80\u00a0%', returns: '96\u00a0%' });
});

test('the French panel states the same overall return as the rules, and the same rules', () => {
  const text = french.flatMap((section) => [...(section.paragraphs ?? []), ...(section.items ?? [])]).join(' ');
  const [, stated] = /chaque poisson rend donc exactement ([\d,]+)\u00a0%/.exec(text)!;
  expect(figure(stated!)).toBe(RETURN_HUNDREDTHS);
  for (const row of rowsOf(french)) expect(row.returns).toBe(`${stated}\u00a0%`);
  expect(text).toMatch(/tirée au sort, équitablement, au moment où vous lancez/);
  expect(text).toMatch(/touches fléchées/);
  expect(text).toMatch(/barre d’espacement ou Entrée/);
  expect(text).toMatch(/touchez-le ou cliquez dessus/);
});

test('no English is left in the French panel', () => {
  const text = french.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.items ?? []), section.table?.caption ?? '', ...(section.table?.head ?? [])]).join(' ');
  for (const heading of sections.map((section) => section.heading)) expect(text).not.toContain(heading);
  expect(text).not.toMatch(/\b(the|and|of|fish|cast|costs?|pays|landed|returns|coins|odds)\b/i);
});
