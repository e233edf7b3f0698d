import { LegalDocument } from '../components/legal-document';
import { termsIntro, termsSections } from '../site.legal';

export function TermsOfUsePage() {
  return <LegalDocument title="Terms of Use" intro={termsIntro} sections={termsSections} />;
}

export default TermsOfUsePage;
