import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LegalDocument } from '../components/legal-document';
import { cookiesIntro, cookiesSections } from '../site.legal';

/** The three buttons of the spec (docs/spec §2). Every cookie is essential, so none of them changes anything. */
const cookieButtons = ['Accept All Cookies', 'Essential Cookies Only', 'Customize Preferences'] as const;

function explain() {
  toast.info('Only essential cookies', {
    description: 'Roomcraft sets only the cookies it needs to work, so there is nothing to switch off.',
  });
}

export function CookiesPolicyPage() {
  return (
    <LegalDocument title="Cookies Policy" intro={cookiesIntro} sections={cookiesSections}>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row" role="group" aria-label="Cookie preferences">
        {cookieButtons.map((label, index) => (
          <Button key={label} variant={index === 0 ? 'default' : 'outline'} onClick={explain}>
            {label}
          </Button>
        ))}
      </div>
    </LegalDocument>
  );
}

export default CookiesPolicyPage;
