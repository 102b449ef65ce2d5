import { useEffect, useState } from 'react';
import { localePrefix, type Locale } from '../../core/locale';

/** Who is editing, as GET /api/session answers. */
export type SignedIn = { email: string; role: 'operator' | 'editor'; generations: string[]; via: 'session' | 'token' };

let asked: Promise<SignedIn | null> | undefined;

/** The signed-in account, asked of the server once per page (null when the answer is not an account). */
export function useSignedIn(): SignedIn | null {
  const [who, setWho] = useState<SignedIn | null>(null);
  useEffect(() => {
    let live = true;
    asked ??= fetch('/api/session', { cache: 'no-store' })
      .then(async (response) => (response.ok ? ((await response.json()) as SignedIn) : null))
      .catch(() => null);
    void asked.then((answer) => live && setWho(answer));
    return () => {
      live = false;
    };
  }, []);
  return who;
}

/** The sign-in page in the language being edited, returning to this page once signed in. */
export function signInHref(locale: Locale): string {
  return `${localePrefix(locale)}/sign-in?next=${encodeURIComponent(window.location.pathname)}`;
}
