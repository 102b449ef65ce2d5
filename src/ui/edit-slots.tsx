import { createContext, useContext, type ComponentType, type JSX } from 'react';

/** Props of an in-place text editor: the content path it edits and the text it shows. */
export type TextSlotProps = {
  /** Dotted path of the text in the content object, e.g. hero.title or games.items.0.title. */
  path: string;
  /** The text as the content object has it. */
  value: string;
  /** Element to render; a bare string when omitted. */
  as?: keyof JSX.IntrinsicElements;
  className?: string;
  id?: string;
};

/** Props of a colour palette button: the component whose style paths it edits. */
export type PaletteSlotProps = { component: string };

/**
 * The editing parts that preview mode plugs into the site. Visitors get null: the editor code
 * is a separate chunk that only preview pages load.
 */
export type EditSlots = {
  Text: ComponentType<TextSlotProps>;
  Palette: ComponentType<PaletteSlotProps>;
};

export const EditSlotsContext = createContext<EditSlots | null>(null);

/** The preview editor's parts, or null for ordinary visitors. */
export function useEditSlots(): EditSlots | null {
  return useContext(EditSlotsContext);
}

/** Whether the page is in preview (editing) mode. */
export function useIsPreview(): boolean {
  return useEditSlots() !== null;
}
