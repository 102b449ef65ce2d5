import { useEffect, useState } from 'react';
import type { Locale } from '../content/locale';

type Who = { email: string; via: 'session' | 'token' };

/**
 * Who is editing, and a way to sign out: a plain form that posts to /sign-out (it works before the
 * editor's script, and the server clears the session cookie). Asked of GET /api/session once, so the
 * rendered preview page itself names nobody.
 */
export function SignedInAs({ locale }: { locale: Locale }) {
  const [who, setWho] = useState<Who | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/session', { cache: 'no-store' })
      .then(async (response) => (response.ok ? ((await response.json()) as Who) : null))
      .then((answer) => live && setWho(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
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
