import { LegalDocument } from '../sections/legal-document';
import { PresentPart } from '../ui/present';

/** A legal page (Terms & Conditions, Privacy Policy): the one document renderer over its part of the content. */
export function LegalPage({ part }: { part: 'terms' | 'privacy' }) {
  return <PresentPart part={part}>{(document) => <LegalDocument content={document} path={part} />}</PresentPart>;
}
