import { createElement } from 'react';
import { useEditSlots, type TextSlotProps } from './edit-slots';

/**
 * A letter of a right-to-left script, or a mark that turns text right to left (RLM, RLE, RLO, RLI).
 * Only such a text needs a direction of its own: every other text renders as it always has.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\u200f\u202b\u202e\u2067]/u;

/**
 * A text from the content object. Visitors get the plain text; in preview mode it becomes an
 * in-place editor for the text at `path`. Text is always rendered as text, never as markup.
 */
export function Text({ path, value, as, className, id }: TextSlotProps) {
  const slots = useEditSlots();
  if (slots) return <slots.Text path={path} value={value} as={as} className={className} id={id} />;
  // The editor shows every text with dir="auto" (isolated, in its own direction); a right-to-left
  // text published without it would be aligned and ordered otherwise than the editor saw it.
  const rightToLeft = RIGHT_TO_LEFT.test(value);
  if (!as) return rightToLeft ? <bdi>{value}</bdi> : value;
  return createElement(as, { className, id, dir: rightToLeft ? 'auto' : undefined }, value);
}
