import { useContext, type CSSProperties, type ReactNode } from 'react';
import type { StyleKey } from '../content/default-styles';
import { useEditSlots } from '../ui/edit-slots';
import { styleVars } from '../ui/style-vars';
import { SiteDataContext } from './site-data-context';

/** What a section needs for its colours: its root element's style and its palette button. */
export type SectionStyle = {
  /** The component's colours as CSS custom properties (--{component}-{path}), defaults included. */
  style: CSSProperties;
  /** The palette button that edits those colours in preview mode; null for visitors. */
  palette: ReactNode;
};

/**
 * The colours of the component `key` names: the one place a section names its style key, so the
 * variables its stylesheet reads and the palette that edits them cannot disagree.
 */
export function useSectionStyle(key: StyleKey): SectionStyle {
  const data = useContext(SiteDataContext);
  const slots = useEditSlots();
  return { style: styleVars(data?.styles ?? {}, key), palette: slots ? <slots.Palette component={key} /> : null };
}
