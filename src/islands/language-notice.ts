import { showFloatingNotice } from './floating-notices';

/** Where a visitor's answer to the language notice is kept, so it is offered only once. */
export const LANGUAGE_NOTICE_KEY = 'brightmoose.language-notice';

/** Id of the template that holds the notice, as the page rendered it (src/app/language-switch.tsx). */
export const LANGUAGE_NOTICE_TEMPLATE_ID = 'language-notice';

/**
 * The site's language a browser prefers first, if it names one of them. The site's languages come
 * from the page (the template's `data-locales`, written from the language list), so this script
 * carries no copy of the list: core/locale.ts, with every language's line, stays out of every
 * visitor's script (docs/decisions/039).
 */
export function preferredLocale(languages: readonly string[], siteLocales: readonly string[]): string | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    const match = siteLocales.find((locale) => locale === primary);
    if (match) return match;
  }
  return undefined;
}

function answered(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_NOTICE_KEY) !== null;
  } catch {
    return true;
  }
}

function remember(answer: 'dismissed' | 'followed') {
  try {
    localStorage.setItem(LANGUAGE_NOTICE_KEY, answer);
  } catch {
    // Storage blocked: the notice may come back on the next page; nothing else depends on it.
  }
}

/**
 * Shows the page's language notice when the browser prefers the language it offers and the
 * visitor has not answered it yet: a copy of its template, in the page's stack of floating notices
 * (over the page, so nothing moves). Following or dismissing it is remembered.
 */
export function languageNotice(doc: Document, languages: readonly string[]): void {
  const template = doc.getElementById(LANGUAGE_NOTICE_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement) || answered()) return;
  const siteLocales = template.dataset.locales?.split(' ') ?? [];
  if (preferredLocale(languages, siteLocales) !== template.dataset.locale) return;
  const source = template.content.firstElementChild;
  if (!source) return;
  const notice = doc.importNode(source, true);
  notice.querySelector('a')?.addEventListener('click', () => remember('followed'));
  notice.querySelector('button')?.addEventListener('click', () => {
    remember('dismissed');
    notice.remove();
  });
  showFloatingNotice(template, notice);
}
