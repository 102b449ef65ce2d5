/**
 * The wheel's colours, one per prize. They are chosen close in lightness (relative luminance
 * within 0.1 of each other) so that a fast-turning wheel does not flicker between light and
 * dark (WCAG 2.3.1 counts a flash only from a luminance change of 0.1 or more), and dark enough
 * that white labels read at 4.5:1 or better. palette.test.ts checks both.
 */
export const PRIZE_COLOURS: Readonly<Record<number, string>> = {
  20: '#3d5a99',
  50: '#17777a',
  100: '#2d7a3e',
  150: '#7043b8',
  200: '#a8531a',
  300: '#a3357f',
  500: '#2563c9',
  1_000: '#b02a4a',
};

/** The colour of a segment paying `multiplier` hundredths. */
export function prizeColour(multiplier: number): string {
  const colour = PRIZE_COLOURS[multiplier];
  if (!colour) throw new RangeError(`no colour for ×${multiplier / 100}`);
  return colour;
}

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const v = parseInt(hex.slice(at, at + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
