/**
 * What a spin shows and what it pays: the window of symbols the stops give, each payline's best
 * left-to-right run (wilds standing in), and the scatters anywhere. Pure functions over a
 * machine; the round (round.ts) and the exact odds (exact-odds.ts) both use them.
 */
import { byCount, type SlotMachine, type SymbolId } from './machine';

/** What is in view: window[reel][row], row 0 at the top. */
export type SlotWindow = readonly (readonly SymbolId[])[];

/** A run that pays: its symbol (the wild's own when wilds alone pay most), its length and its pay in line bets. */
export type Run = { symbol: SymbolId; count: number; pay: number };

/** A payline that wins: its index in `machine.lines` and its run. */
export type LineWin = Run & { line: number };

/** The scatters in view: where they are, what they pay in total bets and the free spins they award. */
export type ScatterWin = { count: number; cells: [reel: number, row: number][]; pay: number; freeSpins: number };

export type SpinResult = { window: SlotWindow; lineWins: LineWin[]; scatter: ScatterWin };

/** The symbols in view when the reels stop at `stops` (one stop per reel). */
export function windowAt(machine: SlotMachine, stops: readonly number[]): SymbolId[][] {
  return machine.reels.map((strip, reel) => Array.from({ length: machine.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

/**
 * The best run that pays along `symbols`, read from the leftmost reel: the first symbol that is
 * not wild, with the wilds before and after it standing in, against the leading wilds paying as
 * themselves. The higher pay wins (on a tie, the longer run); null when nothing pays. The
 * symbols may be fewer than the reels: a run that fills them pays as a run of that length.
 */
export function bestRun(machine: SlotMachine, symbols: readonly SymbolId[]): Run | null {
  const { pays, wild } = machine;
  // Past the last symbol, symbols[i] is undefined: never the wild nor a symbol, so the runs stop there.
  let wilds = 0;
  while (symbols[wilds] === wild) wilds++;
  // A leading wild is a symbol, so the wild is not null here.
  const wildRun: Run | null = wilds > 0 ? { symbol: wild!, count: wilds, pay: pays[wild!]![wilds - 1]! } : null;
  const first = symbols[wilds];
  let run: Run | null = null;
  // Stryker disable next-line ConditionalExpression: `undefined in pays` is false too; the check is there for the types
  if (first !== undefined && first in pays) {
    let count = wilds + 1;
    while (symbols[count] === first || symbols[count] === wild) count++;
    run = { symbol: first, count, pay: pays[first]![count - 1]! };
  }
  // On a tie the symbol's run wins: it takes in the leading wilds, so it is the longer.
  const best = !run || (wildRun && wildRun.pay > run.pay) ? wildRun : run;
  return best && best.pay > 0 ? best : null;
}

/** Every winning payline and the scatters of a window. */
export function evaluateSpin(machine: SlotMachine, window: SlotWindow): SpinResult {
  const lineWins: LineWin[] = [];
  machine.lines.forEach((rows, line) => {
    const run = bestRun(
      machine,
      rows.map((row, reel) => window[reel]![row]!),
    );
    if (run) lineWins.push({ ...run, line });
  });
  const cells: ScatterWin['cells'] = [];
  const scatter = machine.scatter;
  if (scatter) window.forEach((column, reel) => column.forEach((symbol, row) => symbol === scatter.symbol && cells.push([reel, row])));
  const count = cells.length;
  return {
    window,
    lineWins,
    scatter: { count, cells, pay: scatter ? byCount(scatter.pays, count) : 0, freeSpins: scatter ? byCount(scatter.freeSpins, count) : 0 },
  };
}

/** Coins a winning line pays: its pay times the line bet, times the multiplier (1 in the base game). */
export const lineCoins = (win: LineWin, lineBet: number, multiplier: number): number => win.pay * lineBet * multiplier;

/**
 * Coins a spin pays: its lines' coins plus its scatter pay times the total bet, all times the
 * multiplier (1 in the base game). Whole numbers in, a whole number out.
 */
export function spinPayout(machine: SlotMachine, result: SpinResult, lineBet: number, multiplier: number): number {
  const lines = result.lineWins.reduce((sum, win) => sum + lineCoins(win, lineBet, multiplier), 0);
  return lines + result.scatter.pay * lineBet * machine.lines.length * multiplier;
}
