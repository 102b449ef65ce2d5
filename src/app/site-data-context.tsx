import { createContext, useContext } from 'react';
import type { SiteContent } from '../content/schema';
import { DEFAULT_LOCALE, type Locale } from '../../core/locale';
import type { SiteData } from '../content/site-data';

/** The site data of the page; null when it failed to load. */
export const SiteDataContext = createContext<SiteData | null>(null);

/** The content object. Only used below the shell, which renders nothing without content. */
export function useContent(): SiteContent {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useContent needs loaded site data');
  return data.content;
}

/** The page's language (the edition its content is). */
export function useLocale(): Locale {
  return useContext(SiteDataContext)?.locale ?? DEFAULT_LOCALE;
}
