import { LegalPage } from './legal-page';

/** Terms & Conditions. */
export function TermsPage() {
  return <LegalPage part="terms" />;
}
