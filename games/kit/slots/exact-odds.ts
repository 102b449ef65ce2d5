/**
 * A slot machine's exact odds, in whole-number fractions. Every reel stops uniformly on its strip
 * and the reels are independent, so:
 *
 * - along any payline the symbols are independent, each reel's drawn with its strip's symbol
 *   counts: the line return is a sum over symbol tuples (about 10^5), weighted by the products of
 *   counts, equal to walking every stop combination (about 30^5) for that line;
 * - the scatters in view are a sum of one count per reel: their distribution is the convolution
 *   of each reel's, found by walking each reel's stops;
 * - whether any payline wins is settled by the first reels alone (the longest run that any
 *   symbol needs before it pays, 3 here): those reels' stop combinations are walked, and the
 *   rest only matter through their scatters;
 * - free spins use the same reels and pay `m` times, and each spin, free or not, awards q free
 *   spins on average; a trigger's free spins, retriggers included, number its award / (1 - q)
 *   (a geometric series), each worth m times the base game's return.
 *
 * So the return is R = B (1 + m q / (1 - q)) with B the base game's (lines plus scatters).
 */
import { bestRun } from './evaluate';
import { byCount, type SlotMachine, type SymbolId } from './machine';
import { add, div, mul, ratio, sub, type Ratio } from './ratio';

export type SlotOdds = {
  /** Every way the reels can stop: the product of the strip lengths. */
  combinations: bigint;
  /** One payline's expected pay, in line bets: the line pays' share of the return. */
  lineReturn: Ratio;
  /** The chance that one given payline wins. */
  lineHitFrequency: Ratio;
  /** Expected scatter pay of a spin, in total bets. */
  scatterReturn: Ratio;
  /** Return of one spin without its free spins: lines plus scatters. */
  baseReturn: Ratio;
  /** Chance that a spin awards free spins. */
  freeSpinChance: Ratio;
  /** Free spins a spin awards on average (q): below 1, or the free spins would never end. */
  freeSpinsPerSpin: Ratio;
  /** Free spins played on average after an award, retriggers included. */
  freeSpinsPerAward: Ratio;
  /** What the free spins add to the return. */
  freeSpinReturn: Ratio;
  /** Return to player: expected payout of a round (its free spins included) per coin staked. */
  rtp: Ratio;
  /** Chance that a spin wins something: a payline, a scatter pay or free spins. */
  hitFrequency: Ratio;
};

/** How many times each symbol stands on a strip. */
function symbolCounts(strip: readonly SymbolId[]): [SymbolId, bigint][] {
  const counts = new Map<SymbolId, bigint>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  return [...counts];
}

/** Sum over every symbol tuple of a payline: weight (ways the reels show it) times its best run's pay, and the weight of tuples that pay. */
function lineTotals(machine: SlotMachine): { pay: bigint; hits: bigint } {
  const counts = machine.reels.map(symbolCounts);
  const symbols: SymbolId[] = [];
  let pay = 0n;
  let hits = 0n;
  const walk = (reel: number, weight: bigint) => {
    if (reel === counts.length) {
      const run = bestRun(machine, symbols);
      if (run) {
        pay += weight * BigInt(run.pay);
        hits += weight;
      }
      return;
    }
    for (const [symbol, count] of counts[reel]!) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1n);
  return { pay, hits };
}

/** Scatters in view at each stop of one reel. */
function scattersAtStops(machine: SlotMachine, reel: number): number[] {
  const strip = machine.reels[reel]!;
  const scatter = machine.scatter?.symbol;
  return strip.map((_, stop) => {
    let count = 0;
    for (let row = 0; row < machine.rows; row++) if (strip[(stop + row) % strip.length] === scatter) count++;
    return count;
  });
}

/** dist[n] = stop combinations of reels `from` to `to` - 1 that show n scatters in all. */
function scatterDistribution(machine: SlotMachine, from: number, to: number): bigint[] {
  let dist = [1n];
  for (let reel = from; reel < to; reel++) {
    const perStop = scattersAtStops(machine, reel);
    const next: bigint[] = Array.from({ length: dist.length + machine.rows }, () => 0n);
    dist.forEach((ways, total) => perStop.forEach((count) => (next[total + count]! += ways)));
    dist = next;
  }
  return dist;
}

/** The run length that settles every payline: the longest any symbol needs before it pays (0 when nothing pays). */
export function settlingReels(machine: SlotMachine): number {
  const needs = Object.values(machine.pays).map((table) => table.findIndex((pay) => pay > 0) + 1);
  return Math.max(0, ...needs);
}

/** Stop combinations of the whole machine in which some payline wins or the scatters pay or award free spins. */
function winningCombinations(machine: SlotMachine, scatterHits: (count: number) => boolean): bigint {
  const settled = settlingReels(machine);
  const rest = scatterDistribution(machine, settled, machine.reels.length);
  const restTotal = rest.reduce((sum, ways) => sum + ways, 0n);
  // Ways the later reels complete a spin with `count` scatters on the first ones into a scatter hit.
  const scatterWays = (count: number) => rest.reduce((sum, ways, more) => (scatterHits(count + more) ? sum + ways : sum), 0n);
  const byPrefixCount = Array.from({ length: settled * machine.rows + 1 }, (_, count) => scatterWays(count));
  const perStop = Array.from({ length: settled }, (_, reel) => scattersAtStops(machine, reel));
  const stops: number[] = [];
  let hits = 0n;
  const walk = (reel: number, scatters: number) => {
    if (reel === settled) {
      const lineWins = machine.lines.some((rows) =>
        bestRun(
          machine,
          rows.slice(0, settled).map((row, r) => machine.reels[r]![(stops[r]! + row) % machine.reels[r]!.length]!),
        ),
      );
      hits += lineWins ? restTotal : byPrefixCount[scatters]!;
      return;
    }
    for (let stop = 0; stop < machine.reels[reel]!.length; stop++) {
      stops[reel] = stop;
      walk(reel + 1, scatters + perStop[reel]![stop]!);
    }
  };
  walk(0, 0);
  return hits;
}

/** The machine's exact odds (see the file's comment for the method). */
export function exactOdds(machine: SlotMachine): SlotOdds {
  const combinations = machine.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  const line = lineTotals(machine);
  const lineReturn = ratio(line.pay, combinations);
  const scatter = machine.scatter;
  const dist = scatterDistribution(machine, 0, machine.reels.length);
  const expected = (table: readonly number[]) =>
    ratio(
      dist.reduce((sum, ways, count) => sum + ways * BigInt(byCount(table, count)), 0n),
      combinations,
    );
  const scatterReturn = scatter ? expected(scatter.pays) : ratio(0);
  const freeSpinsPerSpin = scatter ? expected(scatter.freeSpins) : ratio(0);
  const awards = (count: number) => scatter !== null && byCount(scatter.freeSpins, count) > 0;
  const freeSpinChance = ratio(
    dist.reduce((sum, ways, count) => (awards(count) ? sum + ways : sum), 0n),
    combinations,
  );
  if (freeSpinsPerSpin.num >= freeSpinsPerSpin.den) throw new RangeError('free spins award at least one free spin a spin on average, so they would never end');
  const baseReturn = add(lineReturn, scatterReturn);
  const stillSpinning = sub(ratio(1), freeSpinsPerSpin);
  const freeSpinReturn = div(mul(mul(ratio(machine.freeSpinMultiplier), freeSpinsPerSpin), baseReturn), stillSpinning);
  const freeSpinsPerAward = freeSpinChance.num === 0n ? ratio(0) : div(div(freeSpinsPerSpin, freeSpinChance), stillSpinning);
  const scatterHits = (count: number) => scatter !== null && (byCount(scatter.pays, count) > 0 || byCount(scatter.freeSpins, count) > 0);
  return {
    combinations,
    lineReturn,
    lineHitFrequency: ratio(line.hits, combinations),
    scatterReturn,
    baseReturn,
    freeSpinChance,
    freeSpinsPerSpin,
    freeSpinsPerAward,
    freeSpinReturn,
    rtp: add(baseReturn, freeSpinReturn),
    hitFrequency: ratio(winningCombinations(machine, scatterHits), combinations),
  };
}
