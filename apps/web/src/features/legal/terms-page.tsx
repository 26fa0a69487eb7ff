import { LegalDocument } from './legal-document.tsx';

/** /home/terms/: the Terms of Use. */
export function TermsPage() {
  return <LegalDocument doc="terms" />;
}
