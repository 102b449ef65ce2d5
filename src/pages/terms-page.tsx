import { useContent } from '../app/site-data-context';
import { LegalDocument } from '../sections/legal-document';
import { Present } from '../ui/present';

/** Terms & Conditions. */
export function TermsPage() {
  const { terms } = useContent();
  return (
    <Present value={terms} missing="terms">
      {(document) => <LegalDocument content={document} path="terms" />}
    </Present>
  );
}
