import type { SiteContent } from '../content/schema';
import { Present } from '../ui/present';
import './loading-page.css';

type LoadingPageProps = {
  siteName: string | undefined;
  logo: SiteContent['logo'] | undefined;
  ui: SiteContent['ui'] | undefined;
};

/** Shown while content loads: the logo, the site name and the loading text. */
export function LoadingPage({ siteName, logo, ui }: LoadingPageProps) {
  return (
    <div className="loading-page" role="status" aria-live="polite">
      <Present value={logo} missing="logo">
        {({ path }) => <img src={path} alt="" width={96} height={96} className="loading-page__logo" />}
      </Present>
      <p className="loading-page__name">{siteName}</p>
      <Present value={ui} missing="ui">
        {({ loading }) => <p className="loading-page__text">{loading}</p>}
      </Present>
    </div>
  );
}
