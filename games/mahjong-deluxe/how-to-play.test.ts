import { expect, test } from 'vitest';
import { allowedStakes } from '../kit/wallet/wallet';
import { EXAMPLE_STAKE, mahjongHowToPlay } from './how-to-play';
import { BET_LIMITS, HINT_SECONDS, payout, SHUFFLE_SECONDS, type Ending } from './payout';

const sections = mahjongHowToPlay();
const table = sections.find((section) => section.table)!.table!;
const french = mahjongHowToPlay('fr');
const frenchTable = french.find((section) => section.table)!.table!;
const seconds = (clock: string) => {
  const [m, s] = clock.split(':').map(Number);
  return m! * 60 + s!;
};

/** The endings a row of the table speaks for, read from its own words: its first and last case. */
function endingsOf(label: string): Ending[] {
  let m = /under (\d+:\d\d)$/.exec(label);
  if (m)
    return [
      { cleared: true, seconds: 0 },
      { cleared: true, seconds: seconds(m[1]!) - 1 },
    ];
  m = /in (\d+:\d\d) to (\d+:\d\d)$/.exec(label);
  if (m)
    return [
      { cleared: true, seconds: seconds(m[1]!) },
      { cleared: true, seconds: seconds(m[2]!) },
    ];
  m = /in (\d+:\d\d) or more$/.exec(label);
  if (m)
    return [
      { cleared: true, seconds: seconds(m[1]!) },
      { cleared: true, seconds: 86_400 },
    ];
  m = /with (\d+) or more tiles/.exec(label);
  if (m)
    return [
      { cleared: false, tilesRemoved: Number(m[1]) },
      { cleared: false, tilesRemoved: 142 },
    ];
  m = /with (\d+) to (\d+) tiles/.exec(label);
  if (m)
    return [
      { cleared: false, tilesRemoved: Number(m[1]) },
      { cleared: false, tilesRemoved: Number(m[2]) },
    ];
  m = /fewer than (\d+) tiles/.exec(label);
  if (m)
    return [
      { cleared: false, tilesRemoved: 0 },
      { cleared: false, tilesRemoved: Number(m[1]) - 2 },
    ];
  throw new Error(`unreadable row: ${label}`);
}

test('each multiplier in the paytable is what the game pays at every allowed stake, at both ends of its range', () => {
  expect(table.rows).toHaveLength(7);
  for (const [label, pays, example] of table.rows) {
    const hundredths = Math.round(Number(pays!.replace('×', '')) * 100);
    for (const ending of endingsOf(label!)) {
      for (const stake of allowedStakes(BET_LIMITS)) expect(payout(stake, ending) * 100, `${label} at ${stake}`).toBe(stake * hundredths);
      expect(Number(example!.replace(/,/g, ''))).toBe(payout(EXAMPLE_STAKE, ending));
    }
  }
});

test('the rows cover every clear time and every count of tiles removed, with no gap', () => {
  const cleared = table.rows.filter(([label]) => label!.startsWith('Board cleared')).flatMap(([label]) => endingsOf(label!));
  const ended = table.rows.filter(([label]) => label!.startsWith('Ended')).flatMap(([label]) => endingsOf(label!));
  const times = cleared.map((e) => (e.cleared ? e.seconds : -1));
  expect(times).toEqual([0, 299, 300, 599, 600, 1199, 1200, 86_400]);
  const tiles = ended.map((e) => (e.cleared ? -1 : e.tilesRemoved)).sort((a, b) => a - b);
  expect(tiles).toEqual([0, 70, 72, 106, 108, 142]);
});

test('the panel states the penalties, the stakes and the free-tile and matching rules', () => {
  const text = sections.flatMap((s) => [...(s.items ?? []), ...(s.paragraphs ?? [])]).join(' ');
  expect(text).toContain(`+${HINT_SECONDS} seconds`);
  expect(text).toContain(`+${SHUFFLE_SECONDS} seconds`);
  expect(text).toContain('Stakes are whole twenties from 20 to 1,000 coins');
  expect(text).toMatch(/no tile lies on it and its left or right side is open/);
  expect(text).toMatch(/Any season matches any other season.*any flower any other flower/);
});

/** A French duration ("9\u00a0min 59\u00a0s", "5\u00a0min") in seconds. */
const frenchSeconds = (text: string) => {
  const [, m, s] = /^(\d+)\u00a0min(?: (\d+)\u00a0s)?$/.exec(text)!;
  return Number(m) * 60 + Number(s ?? 0);
};
const DURATION = '(\\d+\u00a0min(?: \\d+\u00a0s)?)';

/** The endings a row of the French table speaks for, read from its own words. */
function frenchEndingsOf(label: string): Ending[] {
  let m = new RegExp(`en moins de ${DURATION}$`).exec(label);
  if (m)
    return [
      { cleared: true, seconds: 0 },
      { cleared: true, seconds: frenchSeconds(m[1]!) - 1 },
    ];
  m = new RegExp(`entre ${DURATION} et ${DURATION}$`).exec(label);
  if (m)
    return [
      { cleared: true, seconds: frenchSeconds(m[1]!) },
      { cleared: true, seconds: frenchSeconds(m[2]!) },
    ];
  m = new RegExp(`en ${DURATION} ou plus$`).exec(label);
  if (m)
    return [
      { cleared: true, seconds: frenchSeconds(m[1]!) },
      { cleared: true, seconds: 86_400 },
    ];
  m = /avec (\d+) tuiles retirées ou plus$/.exec(label);
  if (m)
    return [
      { cleared: false, tilesRemoved: Number(m[1]) },
      { cleared: false, tilesRemoved: 142 },
    ];
  m = /avec (\d+) à (\d+) tuiles retirées$/.exec(label);
  if (m)
    return [
      { cleared: false, tilesRemoved: Number(m[1]) },
      { cleared: false, tilesRemoved: Number(m[2]) },
    ];
  m = /avec moins de (\d+) tuiles retirées$/.exec(label);
  if (m)
    return [
      { cleared: false, tilesRemoved: 0 },
      { cleared: false, tilesRemoved: Number(m[1]) - 2 },
    ];
  throw new Error(`unreadable row: ${label}`);
}

test('each multiplier in the French paytable, written the French way, is what the game pays at every allowed stake', () => {
  expect(frenchTable.rows).toHaveLength(7);
  for (const [label, pays, example] of frenchTable.rows) {
    expect(pays).toMatch(/^×\d+,\d\d$/);
    const hundredths = Math.round(Number(pays!.replace('×', '').replace(',', '.')) * 100);
    for (const ending of frenchEndingsOf(label!)) {
      for (const stake of allowedStakes(BET_LIMITS)) expect(payout(stake, ending) * 100, `${label} at ${stake}`).toBe(stake * hundredths);
      expect(Number(example!.replace(/\u00a0/g, ''))).toBe(payout(EXAMPLE_STAKE, ending));
    }
  }
});

test('the French rows cover every clear time and every count of tiles removed, with no gap', () => {
  const cleared = frenchTable.rows.filter(([label]) => label!.startsWith('Plateau vidé')).flatMap(([label]) => frenchEndingsOf(label!));
  const ended = frenchTable.rows.filter(([label]) => label!.startsWith('Partie terminée')).flatMap(([label]) => frenchEndingsOf(label!));
  expect(cleared.map((e) => (e.cleared ? e.seconds : -1))).toEqual([0, 299, 300, 599, 600, 1199, 1200, 86_400]);
  expect(ended.map((e) => (e.cleared ? -1 : e.tilesRemoved)).sort((a, b) => a - b)).toEqual([0, 70, 72, 106, 108, 142]);
});

test('the French panel states the same penalties, stakes and rules', () => {
  const text = french.flatMap((s) => [...(s.items ?? []), ...(s.paragraphs ?? [])]).join(' ');
  expect(text).toContain(`+${HINT_SECONDS} secondes`);
  expect(text).toContain(`+${SHUFFLE_SECONDS} secondes`);
  expect(text).toContain('Les mises vont de 20 à 1\u00a0000 pièces, par multiples de 20');
  expect(text).toContain('144 tuiles');
  expect(text).toMatch(/aucune tuile ne la recouvre et que son côté gauche ou droit est dégagé/);
  expect(text).toMatch(/Toute saison va avec n’importe quelle autre saison.*toute fleur avec n’importe quelle autre fleur/);
  expect(frenchTable.head).toEqual(['Résultat', 'Paie', 'Sur 100']);
});

test('no English is left in the French panel', () => {
  const text = french.flatMap((s) => [s.heading, ...(s.items ?? []), ...(s.paragraphs ?? []), s.table?.caption ?? '', ...(s.table?.head ?? []), ...(s.table?.rows.flat() ?? [])]).join(' ');
  for (const heading of sections.map((section) => section.heading)) expect(text).not.toContain(heading);
  expect(text).not.toMatch(/\b(the|and|of|tiles?|stake|board|cleared|ended|coins|pays|result|seconds)\b/i);
  expect(text).not.toMatch(/\d:\d\d/);
});
