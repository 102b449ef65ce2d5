import type { Locale } from '../../core/locale';
import { useSignedIn } from './signed-in';

/**
 * Who is editing, and a way to sign out: a plain form that posts to /sign-out (it works before the
 * editor's script, and the server clears the session cookie). The rendered preview page itself
 * names nobody: the account is asked of GET /api/session.
 */
export function SignedInAs({ locale }: { locale: Locale }) {
  const who = useSignedIn();
  if (!who) return null;
  return (
    <form method="post" action="/sign-out" className="editor-bar__account">
      <span className="editor-bar__who" title={who.email}>
        {who.via === 'token' ? `${who.email} (token)` : who.email}
      </span>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="editor-bar__button" title={`Signed in as ${who.email}`}>
        Sign out
      </button>
    </form>
  );
}
