import { Link } from 'react-router';
import { ArrowRight, Check, Video, WandSparkles } from 'lucide-react';
import { billingMarketing, designServices, formatPrice } from '@roomcraft/contracts/billing';
import { Button } from '@/components/ui/button';
import { useCheckout } from '@/features/billing/billing.checkout';
import { usePageTitle } from '@/lib/use-page-title';
import {
  FactList,
  LinkCards,
  MarketingFaq,
  MarketingHero,
  MarketingPage,
  MarketingSection,
  StartButton,
  StepList,
} from '../components/marketing';

const [consultation] = designServices;
const price = formatPrice(consultation.price);
const questionPath = `/contact?subject=${encodeURIComponent(consultation.name)}`;

const steps = [
  {
    title: 'Book and pay',
    text: `Sign in and pay ${price} once, through the same checkout as credit packs. No credits are used.`,
  },
  {
    title: 'We answer by email',
    text: "A designer writes to your account's email address to arrange a time for the video call.",
  },
  { title: 'Share your rooms', text: 'Photos, or the Roomcraft designs you made, before the call.' },
  { title: 'Meet your designer', text: 'A video consultation about your rooms and the next steps.' },
];

/** Books the expert consultation: visitors are sent to sign in first, buyers to the checkout. */
function BookButton() {
  const { buy, pendingId } = useCheckout();
  return (
    <Button
      size="lg"
      disabled={pendingId === consultation.id}
      onClick={() => buy({ kind: 'service', serviceId: consultation.id })}
    >
      Book a consultation · {price}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

/** /services: the paid expert consultation next to the DIY tools (docs/spec §§1 and 9). */
export function ServicesPage() {
  usePageTitle('Design services');
  return (
    <MarketingPage>
      <MarketingHero
        eyebrow="Design services"
        title="Work with one of our designers"
        lead="Use the AI tools on your own, or book an expert video consultation with an interior designer when you want a second opinion on your rooms."
      >
        <BookButton />
        <Button asChild size="lg" variant="outline">
          <Link to="/tools">Try the DIY tools</Link>
        </Button>
      </MarketingHero>

      <MarketingSection id="services-options" title="Two ways to work">
        <ul className="grid gap-4 md:grid-cols-2">
          <li className="flex flex-col gap-3 rounded-2xl border bg-card p-6">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
              <WandSparkles className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">Do it yourself</h3>
            <p className="text-2xl font-semibold">{billingMarketing.diyFrom}</p>
            <FactList
              items={[
                'Every design tool: ideas, edits, staging, decluttering, floor plans.',
                'Pay with credits; credits never expire.',
                '5 welcome credits when you create an account.',
              ]}
            />
            <div className="mt-auto pt-2">
              <StartButton to="/ideation" label="Start designing" />
            </div>
          </li>
          <li className="flex flex-col gap-3 rounded-2xl border border-primary bg-card p-6">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
              <Video className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">Expert consultation</h3>
            <p className="text-2xl font-semibold">Expert packages {price}</p>
            <FactList
              items={[
                'A video consultation with one of our interior designers.',
                'About your own rooms, from your photos or your Roomcraft designs.',
                'Paid once through the checkout; it does not use or add credits.',
              ]}
            />
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              <BookButton />
              <Button asChild size="lg" variant="ghost">
                <Link to={questionPath}>Ask a question first</Link>
              </Button>
            </div>
          </li>
        </ul>
      </MarketingSection>

      <MarketingSection
        id="services-booking"
        title="How to book"
        intro="Questions before you book? Ask through the contact form; the answer comes by email."
      >
        <StepList steps={steps} />
      </MarketingSection>

      <MarketingSection id="services-good" title="Good to know">
        <ul className="grid max-w-3xl gap-2">
          {[
            'You need an account to book and pay; you do not need one to ask a question.',
            'Payments are non-refundable, except where the law requires a refund (terms of use).',
            'Real estate and business customers with many rooms: tell us in your message.',
          ].map((item) => (
            <li key={item} className="flex gap-3">
              <Check className="mt-1 size-4 shrink-0 text-primary-text" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingFaq
        items={[
          {
            question: 'What does a consultation cost?',
            answer: `An expert consultation is ${price}, paid once when you book. It does not use or add credits.`,
          },
          {
            question: 'Can I start with the AI tools and book a designer later?',
            answer:
              'Yes: make a few designs first and bring them to the call, so the designer sees what you liked.',
          },
          {
            question: 'Is there a service for whole listings or projects?',
            answer:
              'Ask us through the contact form. For teams and businesses, the enterprise page describes what we offer.',
          },
        ]}
      />

      <MarketingSection id="services-related" title="See also">
        <LinkCards
          links={[
            { to: '/use-cases/home-owners', label: 'Home owners' },
            { to: '/use-cases/real-estate-agents', label: 'Real estate agents' },
            { to: '/enterprise', label: 'Enterprise' },
            { to: '/pricing', label: 'Pricing' },
            { to: '/about', label: 'About us' },
            { to: '/faq', label: 'FAQ' },
          ]}
        />
      </MarketingSection>
    </MarketingPage>
  );
}

export default ServicesPage;
