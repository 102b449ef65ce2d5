import { createContext, useContext } from 'react';
import type { SiteContent } from '../content/schema';
import type { SiteData } from '../content/site-data';

/** The site data of the page; null when it failed to load. */
export const SiteDataContext = createContext<SiteData | null>(null);

/** The content object. Only used below the shell, which renders nothing without content. */
export function useContent(): SiteContent {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useContent needs loaded site data');
  return data.content;
}
