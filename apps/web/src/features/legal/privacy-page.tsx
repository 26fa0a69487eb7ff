import { LegalDocument } from './legal-document.tsx';

/** /home/privacy/: the Privacy Policy, with what is kept about children and for how long. */
export function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
