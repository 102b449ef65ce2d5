import './loading-page.css';

type LoadingPageProps = { siteName: string; logoPath: string; text: string };

/** Shown while content loads: the logo, the site name and the loading text. */
export function LoadingPage({ siteName, logoPath, text }: LoadingPageProps) {
  return (
    <div className="loading-page" role="status" aria-live="polite">
      <img src={logoPath} alt="" width={96} height={96} className="loading-page__logo" />
      <p className="loading-page__name">{siteName}</p>
      <p className="loading-page__text">{text}</p>
    </div>
  );
}
