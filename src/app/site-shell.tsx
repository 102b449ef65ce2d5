import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageNotice } from './language-switch';
import { UpdateNotice } from './update-notice';
import { joinTitle, pageTitle } from './page-title';
import { useContent } from './site-data-context';
import { Present } from '../ui/present';
import { Text } from '../ui/text';

const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The common layout of every route: skip link, header, main area, footer. */
export function SiteShell({ children, pageName }: { children: ReactNode; pageName?: string }) {
  const content = useContent();
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = pageName ? joinTitle(pageName, content.site_name) : pageTitle(content, matches);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    // Lets tests and tools know the page is interactive (the preview's app; a visitor's page sets it in src/islands/start-islands.ts).
    document.documentElement.dataset.interactive = 'true';
  }, []);
  useBrowserLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="site-shell">
      <Present value={content.ui} missing="ui">
        {(ui) => (
          <a className="skip-link" href="#main">
            <Text path="ui.skipToContent" value={ui.skipToContent} />
          </a>
        )}
      </Present>
      <Present value={content.header} missing="header">
        {(header) => <Header content={header} ui={content.ui} />}
      </Present>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Present value={content.footer} missing="footer">
        {(footer) => <Footer content={footer} links={content.links} contact={content.contact} siteName={content.site_name} logo={content.logo} />}
      </Present>
      {content.ui ? <LanguageNotice ui={content.ui} /> : null}
      {content.ui ? <UpdateNotice ui={content.ui} /> : null}
    </div>
  );
}
