import { StrictMode, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../app/routes';
import { SiteDataContext } from '../app/site-data-context';
import { parseContentPath, withTextAt } from '../content/content-path';
import { defaultStyles } from '../content/default-styles';
import type { SiteData } from '../content/site-data';
import { EditSlotsContext, type EditSlots } from '../ui/edit-slots';
import { EditableText } from './editable-text';
import { NOTICE_TEXT, NoticeProvider, useNotify } from './notices';
import { PaletteButton } from './palette-button';
import { PreviewActionsContext, type PreviewActions } from './preview-actions';
import { saveContent, saveStyle } from './save-calls';
import './preview.css';

const slots: EditSlots = { Text: EditableText, Palette: PaletteButton };
const knownStyles: Record<string, Record<string, string>> = defaultStyles;

/** Renders the site in preview mode: every text editable, every component with a palette. */
export function mountPreview(rootElement: HTMLElement, data: SiteData, basename: string) {
  const router = createBrowserRouter(createRoutes(data.content), { basename });
  createRoot(rootElement).render(
    <StrictMode>
      <NoticeProvider>
        <PreviewApp initial={data}>
          <RouterProvider router={router} />
        </PreviewApp>
      </NoticeProvider>
    </StrictMode>,
  );
}

function PreviewApp({ initial, children }: { initial: SiteData; children: ReactNode }) {
  const [content, setContent] = useState(initial.content);
  const [styles, setStyles] = useState(initial.styles);
  const stylesRef = useRef(styles);
  stylesRef.current = styles;
  const notify = useNotify();

  const setColour = useCallback((component: string, stylePath: string, value: string) => {
    setStyles((current) => ({ ...current, [component]: { ...current[component], [stylePath]: value } }));
  }, []);

  const actions = useMemo<PreviewActions>(
    () => ({
      async saveText(path, next) {
        try {
          await saveContent({ path, content: next });
          const segments = parseContentPath(path);
          if (segments) setContent((current) => withTextAt(current, segments, next));
          notify(NOTICE_TEXT.textSaved, 'success');
          return true;
        } catch (error) {
          console.warn(error);
          notify(NOTICE_TEXT.textFailed, 'error');
          return false;
        }
      },
      previewColour: setColour,
      async saveColour(component, stylePath, value, previous) {
        try {
          await saveStyle({ componentName: component, stylePath, value });
          notify(NOTICE_TEXT.colourSaved, 'success');
          return true;
        } catch (error) {
          console.warn(error);
          setColour(component, stylePath, previous);
          notify(NOTICE_TEXT.colourFailed, 'error');
          return false;
        }
      },
      colours(component) {
        return { ...knownStyles[component], ...stylesRef.current[component] };
      },
    }),
    [notify, setColour],
  );

  const siteData = useMemo(() => ({ content, styles }), [content, styles]);
  return (
    <PreviewActionsContext value={actions}>
      <EditSlotsContext value={slots}>
        <SiteDataContext value={siteData}>{children}</SiteDataContext>
      </EditSlotsContext>
    </PreviewActionsContext>
  );
}
