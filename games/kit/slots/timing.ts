/**
 * The pace of a spin, in one place so a test can hold it to the rule that nothing flashes more
 * than three times a second: spinning reels show a still streak, and each reel's landing (the
 * one moment its symbols change) comes at least REEL_GAP_MS after the last one's.
 */

/** From pressing Spin to the first reel landing. */
export const LEAD_MS = 450;
/** Between two reels landing, in the paid spin and in free spins. */
export const REEL_GAP_MS = 400;
export const FREE_REEL_GAP_MS = 360;
/** How long a reel's symbols take to drop into place. */
export const DROP_MS = 260;
/** The pause after free spins are awarded, and between free spins. */
export const AWARD_PAUSE_MS = 1400;
export const BETWEEN_FREE_SPINS_MS = 700;

/** How long the win counts up: longer for bigger wins against the stake, never past 1.8 s. */
export function countUpMs(win: number, stake: number): number {
  if (win <= 0) return 0;
  return Math.min(1800, Math.round(500 + 250 * Math.log2(1 + win / stake)));
}
