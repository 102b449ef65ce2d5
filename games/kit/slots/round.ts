/**
 * One round of a slot: the paid spin, then every free spin it awards, retriggers included, all
 * drawn from the random source before anything is shown. The round's payout is known at once,
 * so the game settles it before the reels even start (see docs/decisions/009-slots.md).
 */
import type { RandomSource } from '../random';
import { evaluateSpin, spinPayout, windowAt, type SpinResult } from './evaluate';
import type { SlotMachine } from './machine';

/** One spin of a round: where each reel stopped, what that showed and paid (coins, multiplier applied). */
export type PlayedSpin = SpinResult & { stops: number[]; payout: number; free: boolean };

/** A whole round: the paid spin first, then the free spins in the order played. */
export type Round = { lineBet: number; stake: number; spins: PlayedSpin[]; payout: number };

/** Where each reel stops: uniformly at random on its own strip. */
export function drawStops(machine: SlotMachine, random: RandomSource): number[] {
  return machine.reels.map((strip) => random.nextInt(strip.length));
}

/**
 * Plays a round at `lineBet` coins a line on every payline: one paid spin, then the free spins
 * its scatters award, each paying `freeSpinMultiplier` times and able to award more.
 */
export function playRound(machine: SlotMachine, random: RandomSource, lineBet: number): Round {
  if (!Number.isSafeInteger(lineBet) || lineBet < 1) throw new RangeError(`a line bet is a whole number of coins, not ${lineBet}`);
  const spins: PlayedSpin[] = [];
  const spin = (free: boolean) => {
    const stops = drawStops(machine, random);
    const result = evaluateSpin(machine, windowAt(machine, stops));
    const played = { ...result, stops, free, payout: spinPayout(machine, result, lineBet, free ? machine.freeSpinMultiplier : 1) };
    spins.push(played);
    return played.scatter.freeSpins;
  };
  let freeSpinsLeft = spin(false);
  while (freeSpinsLeft > 0) freeSpinsLeft += spin(true) - 1;
  return { lineBet, stake: lineBet * machine.lines.length, spins, payout: spins.reduce((sum, played) => sum + played.payout, 0) };
}
