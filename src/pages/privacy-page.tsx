import { LegalPage } from './legal-page';

/** Privacy Policy. */
export function PrivacyPage() {
  return <LegalPage part="privacy" />;
}
