import { createContext, useContext } from 'react';

/** What the editing parts can do to the generation being previewed. */
export type PreviewActions = {
  /** Saves a text; resolves true when saved (the notice is already shown either way). */
  saveText: (path: string, next: string) => Promise<boolean>;
  /** Shows a colour at once, without saving (while the editor picks). */
  previewColour: (component: string, stylePath: string, value: string) => void;
  /** Saves a colour; on failure the colour goes back to `previous`. */
  saveColour: (component: string, stylePath: string, value: string, previous: string) => Promise<boolean>;
  /** The colours a component has now. */
  colours: (component: string) => Record<string, string>;
};

export const PreviewActionsContext = createContext<PreviewActions | null>(null);

export function usePreviewActions(): PreviewActions {
  const actions = useContext(PreviewActionsContext);
  if (!actions) throw new Error('editing parts need the preview app');
  return actions;
}
