import { createContext, useContext, type CSSProperties } from 'react';
import type { SiteContent } from '../content/schema';
import type { SiteData } from '../content/site-data';
import { styleVars } from '../ui/style-vars';

/** The site data of the page; null when it failed to load. */
export const SiteDataContext = createContext<SiteData | null>(null);

/** The content object. Only used below the shell, which renders nothing without content. */
export function useContent(): SiteContent {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useContent needs loaded site data');
  return data.content;
}

/** A component's colours as CSS custom properties for its root element. */
export function useStyleVars(component: string): CSSProperties {
  const data = useContext(SiteDataContext);
  return data ? styleVars(data.styles, component) : {};
}
