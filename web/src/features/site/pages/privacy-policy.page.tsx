import { LegalDocument } from '../components/legal-document';
import { privacyIntro, privacySections } from '../site.legal';

export function PrivacyPolicyPage() {
  return <LegalDocument title="Privacy Policy" intro={privacyIntro} sections={privacySections} />;
}

export default PrivacyPolicyPage;
