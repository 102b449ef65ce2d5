import type { ReactNode } from 'react';
import { SiteDataContext } from '../app/site-data-context';
import { defaultStyles } from '../content/default-styles';
import type { SiteData } from '../content/site-data';
import { EditSlotsContext, type EditSlots } from '../ui/edit-slots';
import { EditableText } from './editable-text';
import { PaletteButton } from './palette-button';
import { PreviewActionsContext, type PreviewActions } from './preview-actions';

const slots: EditSlots = { Text: EditableText, Palette: PaletteButton };
const knownStyles: Record<string, Record<string, string>> = defaultStyles;

/**
 * The editing parts preview mode plugs into the site (as mount-preview.tsx sets them up), with
 * actions that save nothing: for tests that render pages as an editor sees them.
 */
export function TestPreviewProviders({ data, actions, children }: { data: SiteData; actions?: Partial<PreviewActions>; children: ReactNode }) {
  const all: PreviewActions = {
    saveText: () => Promise.resolve(true),
    previewColour: () => {},
    saveColour: () => Promise.resolve(true),
    colours: (component) => ({ ...knownStyles[component], ...data.styles[component] }),
    ...actions,
  };
  return (
    <PreviewActionsContext value={all}>
      <EditSlotsContext value={slots}>
        <SiteDataContext value={data}>{children}</SiteDataContext>
      </EditSlotsContext>
    </PreviewActionsContext>
  );
}
