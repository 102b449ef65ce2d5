import { StrictMode, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../app/routes';
import { readRouterState } from '../app/router-hydration';
import { SiteDataContext } from '../app/site-data-context';
import { parseContentPath, textAt, withTextAt } from '../content/content-path';
import { AA_BODY_TEXT } from '../content/contrast';
import { defaultStyles } from '../content/default-styles';
import { pairContrasts } from '../content/style-pairs';
import { DEFAULT_LOCALE, localePrefix } from '../../core/locale';
import { loadSiteData, type SiteData } from '../content/site-data';
import { EditSlotsContext, type EditSlots } from '../ui/edit-slots';
import { ConflictDialog } from './conflict-dialog';
import { EditableText } from './editable-text';
import { EditorBar } from './editor-bar';
import { EditorSession, type Conflict, type SaveResult } from './editor-session';
import { fieldLocale, type Field } from './fields';
import { HistoryDialog } from './history-dialog';
import { useLeaveGuard } from './leave-guard';
import { NOTICE_TEXT, NoticeProvider, useNotify } from './notices';
import { PaletteButton } from './palette-button';
import { PreviewActionsContext, type PreviewActions } from './preview-actions';
import { generationIdFromPath } from '../../core/generation-id';
import { PublishDialog, type LowContrast } from './publish-dialog';
import { useSignedIn } from './signed-in';
import { saveContent, saveStyle } from './save-calls';
import './preview.css';

const slots: EditSlots = { Text: EditableText, Palette: PaletteButton };
const knownStyles: Record<string, Record<string, string>> = defaultStyles;

/**
 * Starts preview mode on a preview page (`preview`: its /api/preview/gen-… prefix) from the content
 * the page carries; a page whose content fails to load shows none.
 */
export function startPreview(doc: Document, preview: string) {
  const rootElement = doc.getElementById('root')!;
  const data = loadSiteData(doc);
  if (!data) return rootElement.replaceChildren();
  // A French page's routes live under the preview prefix and /fr.
  mountPreview(rootElement, data, preview + localePrefix(data.locale ?? DEFAULT_LOCALE));
}

/** Renders the site in preview mode: the editor bar, every text editable, every component with a palette. */
export function mountPreview(rootElement: HTMLElement, data: SiteData, basename: string) {
  // The state the server rendered with, so the page is replaced by the same page, not a loading one.
  const router = createBrowserRouter(createRoutes(data.content), { basename, hydrationData: readRouterState(document) });
  createRoot(rootElement).render(
    <StrictMode>
      <NoticeProvider>
        <PreviewApp initial={data} generationId={generationIdFromPath(basename)}>
          <RouterProvider router={router} />
        </PreviewApp>
      </NoticeProvider>
    </StrictMode>,
  );
}

/** The session's storage for this tab, or null where the browser refuses it. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a key press belongs to a text field's own undo (typing inside an editable text or an input). */
function inTextField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

type Open = 'history' | 'publish' | null;

function PreviewApp({ initial, generationId, children }: { initial: SiteData; generationId: string; children: ReactNode }) {
  const locale = initial.locale ?? DEFAULT_LOCALE;
  const [content, setContent] = useState(initial.content);
  const [styles, setStyles] = useState(initial.styles);
  const [open, setOpen] = useState<Open>(null);
  const signedIn = useSignedIn();
  const [conflict, setConflict] = useState<{ conflict: Conflict; choose: (choice: 'mine' | 'theirs') => void } | null>(null);
  const contentRef = useRef(content);
  contentRef.current = content;
  const stylesRef = useRef(styles);
  stylesRef.current = styles;
  const notify = useNotify();
  /** Tells the editor how a save ended; a save kept for later is shown by the bar instead. */
  const announce = useCallback(
    (field: Field, result: SaveResult, reason: string | null = null) => {
      if (result === 'kept') return;
      // A refusal says why, in the server's words ("hero.title: must not be empty").
      notify(result === 'failed' && reason ? `${noticeFor(field, result)}: ${reason}` : noticeFor(field, result), result === 'failed' ? 'error' : 'success');
    },
    [notify],
  );

  const setColour = useCallback((component: string, stylePath: string, value: string) => {
    setStyles((current) => ({ ...current, [component]: { ...current[component], [stylePath]: value } }));
  }, []);

  const colours = useCallback((component: string) => ({ ...knownStyles[component], ...stylesRef.current[component] }), []);

  const [session] = useState(
    () =>
      new EditorSession(generationId, initial.revision ?? 0, {
        send: async (field, value, seen) =>
          field.kind === 'content'
            ? (await saveContent({ path: field.path, content: value, revision: seen, locale: fieldLocale(field)! })).revision
            : (await saveStyle({ componentName: field.component, stylePath: field.stylePath, value, revision: seen })).revision,
        apply: (field, value) => {
          if (field.kind === 'style') return setColour(field.component, field.stylePath, value);
          // A text of the other language (an undo made on its pages) is saved, not shown here.
          if (fieldLocale(field) !== locale) return;
          const segments = parseContentPath(field.path);
          if (segments) setContent((current) => (textAt(current, segments) === undefined ? current : withTextAt(current, segments, value)));
        },
        resolveConflict: (found) => new Promise((resolve) => setConflict({ conflict: found, choose: resolve })),
        settled: announce,
        storage: tabStorage(),
      }),
  );

  useLeaveGuard(session.saving);

  useEffect(() => {
    session.resume();
    const online = () => void session.retry();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [session]);

  const valueOf = useCallback(
    (field: Field): string => (field.kind === 'style' ? (colours(field.component)[field.stylePath] ?? '') : (textAt(contentRef.current, parseContentPath(field.path) ?? []) ?? '')),
    [colours],
  );

  const replay = useCallback(
    async (which: 'undo' | 'redo') => {
      const result = await session[which]();
      if (result === 'saved') notify(which === 'undo' ? NOTICE_TEXT.undone : NOTICE_TEXT.redone, 'success');
      else if (result === 'failed') notify(which === 'undo' ? NOTICE_TEXT.undoFailed : NOTICE_TEXT.redoFailed, 'error');
      else if (result === 'theirs') notify(NOTICE_TEXT.tookTheirs, 'success');
    },
    [notify, session],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z' || inTextField(event.target)) return;
      if (open || conflict) return;
      event.preventDefault();
      void replay(event.shiftKey ? 'redo' : 'undo');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [conflict, open, replay]);

  const actions = useMemo<PreviewActions>(
    () => ({
      async saveText(path, next) {
        const field: Field = { kind: 'content', path, locale };
        const result = await session.save(field, valueOf(field), next);
        announce(field, result, session.refusalOf(field));
        return result !== 'failed';
      },
      previewColour: setColour,
      async saveColour(component, stylePath, value, previous) {
        const field: Field = { kind: 'style', component, stylePath };
        const result = await session.save(field, previous, value);
        if (result === 'failed') setColour(component, stylePath, previous);
        announce(field, result, session.refusalOf(field));
        return result !== 'failed';
      },
      colours,
    }),
    [announce, colours, locale, session, setColour, valueOf],
  );

  const restore = useCallback(
    async (field: Field, current: string, value: string, seen: number) => {
      session.sawField(field, seen);
      const result = await session.save(field, current, value);
      announce(field, result, session.refusalOf(field));
      return result !== 'failed';
    },
    [announce, session],
  );

  const siteData = useMemo(() => ({ content, styles, locale }), [content, styles, locale]);
  return (
    <PreviewActionsContext value={actions}>
      <EditorBar
        session={session}
        generationId={generationId}
        locale={locale}
        onHistory={() => setOpen('history')}
        onUndo={() => void replay('undo')}
        onRedo={() => void replay('redo')}
        onPublish={() => setOpen('publish')}
      />
      <EditSlotsContext value={slots}>
        <SiteDataContext value={siteData}>{children}</SiteDataContext>
      </EditSlotsContext>
      {open === 'history' ? <HistoryDialog generationId={generationId} locale={locale} restore={restore} onClose={() => setOpen(null)} /> : null}
      {open === 'publish' ? (
        <PublishDialog generationId={generationId} operator={signedIn?.role === 'operator'} saved={session.flushed} locale={locale} lowContrast={lowContrast(colours)} onClose={() => setOpen(null)} />
      ) : null}
      {conflict ? (
        <ConflictDialog
          conflict={conflict.conflict}
          choose={(choice) => {
            setConflict(null);
            conflict.choose(choice);
          }}
        />
      ) : null}
    </PreviewActionsContext>
  );
}

/** Every colour pair of the generation under WCAG AA, with the colours the page shows now. */
function lowContrast(colours: (component: string) => Record<string, string>): LowContrast[] {
  return Object.keys(knownStyles).flatMap((component) =>
    pairContrasts(component, colours(component))
      .filter(({ ratio }) => ratio < AA_BODY_TEXT)
      .map((pair) => ({ component, ...pair })),
  );
}

/** The notice for how a save ended (SPEC.md section 9 for saved and failed). */
function noticeFor(field: Field, result: Exclude<SaveResult, 'kept'>): string {
  if (result === 'theirs') return NOTICE_TEXT.tookTheirs;
  if (field.kind === 'content') return result === 'saved' ? NOTICE_TEXT.textSaved : NOTICE_TEXT.textFailed;
  return result === 'saved' ? NOTICE_TEXT.colourSaved : NOTICE_TEXT.colourFailed;
}
