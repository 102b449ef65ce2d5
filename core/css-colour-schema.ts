import { z } from 'zod';
import { normaliseCssColour } from './css-colour';

/** Longest colour text read: `oklch(…)` with every part spelt out fits many times over. */
const MAX_COLOUR_LENGTH = 100;

/**
 * A CSS colour as a browser reads it (hex, a name, rgb(), hsl(), hwb(), lab(), lch(), oklab(),
 * oklch(), any case), stored in one normal form: lower-case #rrggbb, or #rrggbbaa when not opaque
 * (docs/decisions/008). Parsed by css-colour.ts, which never reaches the visitor bundle. The content's
 * style set and the preview's style edits both read it.
 */
export const cssColorSchema = z.string().transform((value, ctx) => {
  // No colour is longer than this; a longer text is not parsed at all.
  const normal = value.length <= MAX_COLOUR_LENGTH ? normaliseCssColour(value) : null;
  if (normal === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a CSS colour with an sRGB value, such as #ffc629, gold, rgb(255 198 41), hsl(45 100% 58%) or oklch(70% 0.1 250)' });
    return z.NEVER;
  }
  return normal;
});
