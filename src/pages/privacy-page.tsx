import { useContent } from '../app/site-data-context';
import { LegalDocument } from '../sections/legal-document';
import { Present } from '../ui/present';

/** Privacy Policy. */
export function PrivacyPage() {
  const { privacy } = useContent();
  return (
    <Present value={privacy} missing="privacy">
      {(document) => <LegalDocument content={document} path="privacy" />}
    </Present>
  );
}
