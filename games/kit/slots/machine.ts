/**
 * What a slot machine is, as plain data: reel strips, paylines, line pays, a wild and a scatter
 * that awards free spins. The engine (evaluate.ts, round.ts, exact-odds.ts) reads only this, so
 * a theme is a machine plus its pictures, colours and sounds.
 */

/** A symbol's id, as the strips and the pays name it. */
export type SymbolId = string;

/** The scatter: pays by how many show anywhere, and enough of them award free spins. */
export type ScatterRule = {
  symbol: SymbolId;
  /** pays[n] is the multiple of the total bet paid for n scatters in view; counts past the end take the last entry. */
  pays: readonly number[];
  /** freeSpins[n] is how many free spins n scatters in view award; counts past the end take the last entry. */
  freeSpins: readonly number[];
};

/** The entry of a by-count table (scatter pays, free-spin awards) for `count`: past the end, the last one. */
export const byCount = (table: readonly number[], count: number): number => table[Math.min(count, table.length - 1)] ?? 0;

export type SlotMachine = {
  /** Each reel's strip, top to bottom; a reel stopped at s shows strip[s], strip[s + 1], … wrapping round. */
  reels: readonly (readonly SymbolId[])[];
  /** Rows in view. */
  rows: number;
  /** Each payline lists the row (0 = top) it crosses on each reel. */
  lines: readonly (readonly number[])[];
  /** pays[symbol][n - 1] is the multiple of the line bet a left-to-right run of n pays (0 when it pays nothing). */
  pays: Readonly<Record<SymbolId, readonly number[]>>;
  /** Stands in for every paying symbol but the scatter; its own runs pay by `pays` too. */
  wild: SymbolId | null;
  scatter: ScatterRule | null;
  /** Free spins pay this many times what the same spin pays in the base game. */
  freeSpinMultiplier: number;
};

/** A machine the engine can't play: a row out of range, a pay that is not a whole number, … */
export class MachineError extends Error {}

const isWhole = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * Checks a machine and returns it: every payline within the rows, every pay and free-spin award
 * a whole number, pays that never fall back to 0 once a run pays (so a run of n that pays keeps
 * paying at n + 1), and every symbol on the strips known.
 */
export function checkMachine<M extends SlotMachine>(machine: M): M {
  const fail = (why: string) => {
    throw new MachineError(why);
  };
  const { reels, rows, lines, pays, wild, scatter } = machine;
  if (reels.length < 1 || !isWhole(rows) || rows < 1) fail('a machine needs reels and rows');
  for (const [i, strip] of reels.entries()) {
    if (strip.length < rows) fail(`reel ${i + 1} is shorter than the rows in view`);
    for (const symbol of strip) if (!(symbol in pays) && symbol !== scatter?.symbol) fail(`reel ${i + 1} has an unknown symbol ${symbol}`);
  }
  for (const [i, line] of lines.entries()) {
    if (line.length !== reels.length || !line.every((row) => isWhole(row) && row < rows)) fail(`payline ${i + 1} does not cross every reel within the rows`);
  }
  for (const [symbol, table] of Object.entries(pays)) {
    if (table.length !== reels.length || !table.every(isWhole)) fail(`${symbol} needs a whole pay for each run length`);
    const first = table.findIndex((pay) => pay > 0);
    if (first >= 0 && table.slice(first).some((pay) => pay === 0)) fail(`${symbol} stops paying on a longer run`);
  }
  if (wild !== null && !(wild in pays)) fail('the wild needs a line of pays');
  if (scatter) {
    if (scatter.symbol in pays) fail('the scatter pays by count, not on lines');
    const tables = [scatter.pays, scatter.freeSpins];
    if (!tables.every((table) => table[0] === 0 && table.every(isWhole))) fail('scatter pays and awards must be whole numbers, none for no scatter');
  }
  if (!isWhole(machine.freeSpinMultiplier) || machine.freeSpinMultiplier < 1) fail('the free-spin multiplier must be a whole number of at least 1');
  return machine;
}
