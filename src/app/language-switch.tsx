import type { MouseEvent } from 'react';
import { useHref, useLocation } from 'react-router';
import { languageOf, LOCALE_TAGS, LOCALES, localePrefix, otherLocales, switchLocale, pathInLocale, type Locale } from '../../core/locale';
import type { SiteContent } from '../content/schema';
import { useIsPreview } from '../ui/edit-slots';
import { Text } from '../ui/text';
import { useLocale } from './site-data-context';
import { LANGUAGE_NOTICE_TEMPLATE_ID } from '../islands/language-notice';
import './language-switch.css';

/** The current page in another language, as an address inside the same site root (public site or preview). */
function usePageIn(): (other: Locale) => string {
  const locale = useLocale();
  const { pathname } = useLocation();
  // The router's root: '/', '/fr', '/api/preview/gen-…' or '/api/preview/gen-…/fr'.
  const root = useHref('/').replace(/\/+$/, '');
  const siteRoot = localePrefix(locale) && root.endsWith(localePrefix(locale)) ? root.slice(0, -localePrefix(locale).length) : root;
  return (other) => pathInLocale(siteRoot, pathname, other);
}

/** The current page in the language the switch's first link leads to (core/locale.ts, switchLocale), as an address. */
function useOtherLanguagePage(): { locale: Locale; href: string } {
  const other = switchLocale(useLocale());
  return { locale: other, href: usePageIn()(other) };
}

/**
 * The header's links to the same page in every other language of the list, in its order. Each is
 * a whole-page load: another language is another edition of the content. The first is worded by the
 * edition's own editable text (in preview edited in place like any link's, and a click does not
 * navigate; the editor bar switches the edited language); every further one by the language's name
 * in itself, from its line of the list.
 */
export function LanguageSwitch({ ui }: { ui: SiteContent['ui'] }) {
  const locale = useLocale();
  const pageIn = usePageIn();
  const preview = useIsPreview();
  const stay = preview ? (event: MouseEvent) => event.preventDefault() : undefined;
  return otherLocales(locale).map((other, index) => (
    <a
      key={other}
      className="language-switch"
      href={pageIn(other)}
      lang={LOCALE_TAGS[other]}
      hrefLang={LOCALE_TAGS[other]}
      aria-label={preview || index > 0 ? undefined : ui.languageSwitchLabel}
      onClick={stay}
    >
      {index === 0 ? <Text path="ui.languageSwitch" value={ui.languageSwitch} /> : languageOf(other).name}
    </a>
  ));
}

/**
 * A suggestion, never a redirect: when the browser prefers the other language, a notice at the
 * bottom of the screen (over the page, so nothing moves) offers the same page in it, written in
 * that language. The page carries it as a template, with the site's languages, which the
 * visitor's script shows (src/islands/language-notice.ts); preview pages carry none.
 */
export function LanguageNotice({ ui }: { ui: SiteContent['ui'] }) {
  const { locale, href } = useOtherLanguagePage();
  const preview = useIsPreview();
  if (preview || !ui.languageNotice) return null;
  const { message, action, dismiss } = ui.languageNotice;
  return (
    <template id={LANGUAGE_NOTICE_TEMPLATE_ID} data-locale={locale} data-locales={LOCALES.join(' ')}>
      <aside className="floating-notice language-notice" lang={LOCALE_TAGS[locale]} aria-label={action}>
        <p className="language-notice__message">{message}</p>
        <div className="language-notice__actions">
          <a className="button button--primary" href={href} hrefLang={LOCALE_TAGS[locale]}>
            {action}
          </a>
          <button type="button" className="button button--outline language-notice__dismiss">
            {dismiss}
          </button>
        </div>
      </aside>
    </template>
  );
}
