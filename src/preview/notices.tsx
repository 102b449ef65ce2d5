import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** How long a notice stays on screen (SPEC.md section 9). */
export const NOTICE_MS = 3000;

export const NOTICE_TEXT = {
  textSaved: 'Changes saved!',
  textFailed: 'Failed to save changes',
  colourSaved: 'Color saved!',
  colourFailed: 'Failed to save color',
  undone: 'Change undone',
  redone: 'Change redone',
  undoFailed: 'Could not undo that change',
  redoFailed: 'Could not redo that change',
  tookTheirs: 'Kept the other version',
} as const;

type Notice = { id: number; message: string; tone: 'success' | 'error' };
type Notify = (message: string, tone: Notice['tone']) => void;

const NoticeContext = createContext<Notify>(() => {});

/** Shows a short notice to the editor. */
export function useNotify(): Notify {
  return useContext(NoticeContext);
}

/** Holds the editor's notices and shows them in a live region, each for NOTICE_MS. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const notify = useCallback<Notify>((message, tone) => {
    const id = nextId.current++;
    setNotices((current) => [...current, { id, message, tone }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setNotices((current) => current.filter((notice) => notice.id !== id));
    }, NOTICE_MS);
    timers.current.add(timer);
  }, []);

  return (
    <NoticeContext value={notify}>
      {children}
      <div className="preview-notices" role="status" aria-live="polite">
        {notices.map((notice) => (
          <p key={notice.id} className={`preview-notice preview-notice--${notice.tone}`}>
            {notice.message}
          </p>
        ))}
      </div>
    </NoticeContext>
  );
}
