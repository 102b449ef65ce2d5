import { createElement } from 'react';
import { useEditSlots, type TextSlotProps } from './edit-slots';

/**
 * A text from the content object. Visitors get the plain text; in preview mode it becomes an
 * in-place editor for the text at `path`. Text is always rendered as text, never as markup.
 */
export function Text({ path, value, as, className, id }: TextSlotProps) {
  const slots = useEditSlots();
  if (slots) return <slots.Text path={path} value={value} as={as} className={className} id={id} />;
  if (!as) return value;
  return createElement(as, { className, id }, value);
}
