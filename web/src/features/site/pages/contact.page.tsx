import { Link, useSearchParams } from 'react-router';
import { ArrowRight, Mail } from 'lucide-react';
import { contactLimits } from '@roomcraft/contracts/contact';
import { SUPPORT_EMAIL } from '@roomcraft/contracts/messages';
import { usePageTitle } from '@/lib/use-page-title';
import { ContactForm } from '../components/contact-form';
import { FaqList } from '../components/faq-list';
import { faqItems } from '../site.faq';

const quickLinks = [
  { to: '/examples', label: 'Examples', text: 'Before and after by room type' },
  { to: '/use-cases', label: 'Use cases', text: 'How people use Roomcraft' },
  { to: '/credits', label: 'Credits & plans', text: 'Packs, plans and prices' },
  { to: '/blog', label: 'Blog', text: 'Guides and design ideas' },
  { to: '/faq', label: 'FAQ', text: 'Answers to common questions' },
] as const;

/** Contact (docs/spec §2): form, contact details, quick links and 7 questions from the FAQ. */
export function ContactPage() {
  usePageTitle('Contact');
  const [params] = useSearchParams();
  const subject = (params.get('subject') ?? '').slice(0, contactLimits.subjectMaxLength);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-display font-semibold text-balance">Contact us</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Questions about credits, a design, the API for your team or a design service? Send us a message and
        we&apos;ll answer by email.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <ContactForm initialSubject={subject} />
        <aside className="space-y-6" aria-label="Contact details and quick links">
          <section aria-labelledby="contact-info" className="rounded-2xl border bg-card p-5">
            <h2 id="contact-info" className="font-semibold">
              Email
            </h2>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="mt-2 inline-flex min-h-11 items-center gap-2 text-primary-text underline-offset-4 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
            <p className="mt-1 text-sm text-muted-foreground">We usually answer within two working days.</p>
          </section>
          <nav aria-labelledby="quick-links" className="rounded-2xl border bg-card p-5">
            <h2 id="quick-links" className="font-semibold">
              Quick links
            </h2>
            <ul className="mt-2">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 hover:bg-hover"
                  >
                    <span>
                      <span className="block text-sm font-medium">{link.label}</span>
                      <span className="block text-caption text-muted-foreground">{link.text}</span>
                    </span>
                    <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
      <section aria-labelledby="contact-faq" className="mt-16">
        <h2 id="contact-faq" className="text-title font-semibold">
          Frequently Asked Questions
        </h2>
        <div className="mt-6">
          <FaqList items={faqItems.slice(0, 7)} />
        </div>
        <div className="mt-4 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <Link
            to="/faq"
            className="inline-flex min-h-11 items-center font-medium text-primary-text hover:underline"
          >
            See More Frequently Asked Questions
          </Link>
          <Link
            to="/pricing"
            className="inline-flex min-h-11 items-center font-medium text-primary-text hover:underline"
          >
            See pricing
          </Link>
        </div>
      </section>
    </div>
  );
}

export default ContactPage;
