/** WCAG 2.1 AA: the least contrast for body text. */
export const AA_BODY_TEXT = 4.5;

type Rgba = [r: number, g: number, b: number, a: number];

/** #rgb, #rrggbb or #rrggbbaa as 0-255 channels and alpha 0-1; null for anything else. */
function parseHex(value: string): Rgba | null {
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  const channel = (index: number) => parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return [channel(0), channel(1), channel(2), hex.length === 8 ? channel(3) / 255 : 1];
}

/** A translucent colour laid over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

/** Relative luminance (WCAG 2.1). */
function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1 to 21) of text in one colour on a background of another, both hex as the
 * server stores them. A translucent background is taken over white, translucent text over the
 * background. Null when either is not a hex colour.
 */
export function contrastRatio(text: string, background: string): number | null {
  const fg = parseHex(text);
  const bg = parseHex(background);
  if (!fg || !bg) return null;
  const solidBackground = over(bg, [255, 255, 255, 1]);
  const [lighter, darker] = [luminance(over(fg, solidBackground)), luminance(solidBackground)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A ratio as the palette shows it, rounded down so a shown 4.5:1 always passes: 4.49 -> "4.4:1". */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
