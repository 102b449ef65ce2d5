import type { EditorStatus } from './editor-session';

/** The editor bar's save status, as the editor reads it. */
export const STATUS_TEXT: Record<EditorStatus, string> = {
  saving: 'Saving...',
  saved: 'All changes saved',
  offline: 'Offline - changes kept and retried',
  'signed-out': 'Signed out - changes kept until you sign in again',
};
