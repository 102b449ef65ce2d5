const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The start of `text` that fits in `units` UTF-16 units, cut between characters as the reader sees
 * them: a cut inside an emoji would leave half a surrogate pair (shown as �, refused by the server).
 */
export function upTo(text: string, units: number): string {
  if (text.length <= units) return text;
  let end = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (end + segment.length > units) break;
    end += segment.length;
  }
  return text.slice(0, end);
}
