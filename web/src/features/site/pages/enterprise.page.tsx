import { Link } from 'react-router';
import { ArrowRight, Building2, Code2, FolderKanban, KeyRound, ShieldCheck, UsersRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import {
  FactList,
  LinkCards,
  MarketingFaq,
  MarketingHero,
  MarketingPage,
  MarketingSection,
  StepList,
} from '../components/marketing';

/** What teams can use today, self-service, and the plan it needs (billing plan features, docs/spec §6). */
const available = [
  {
    icon: FolderKanban,
    title: 'Projects and share links',
    plan: 'Professional',
    text: 'Group rooms and designs by client or property, add notes, share a design, a set of ideas or a whole project as a read-only page, see its views and revoke it at any time.',
  },
  {
    icon: UsersRound,
    title: 'Team collaboration',
    plan: 'Business',
    text: 'Invite colleagues and clients to a project as viewers or editors; they comment on designs and follow the activity of the project.',
  },
] as const;

/** What is arranged with us rather than self-service: stated as such. */
const onRequest = [
  {
    icon: Building2,
    title: 'Organizations',
    text: 'One organization for your company, with its members and shared credits. Organizations are not self-service: ask us about them.',
  },
  {
    icon: Code2,
    title: 'Developer API',
    text: 'Roomcraft’s redesign, staging and estimating inside your own product, with API keys per organization. The developer API is not open yet: contact us to talk about access.',
  },
  {
    icon: KeyRound,
    title: 'Single sign-on (SSO)',
    text: 'Signing in through your company’s identity provider is not available yet. Tell us which provider you use and we will tell you where it stands.',
  },
] as const;

const steps = [
  { title: 'Tell us what you need', text: 'Send a message with your team size and the tools you use.' },
  {
    title: 'We answer by email',
    text: 'With what we can offer your organization: seats, credits, API access.',
  },
  {
    title: 'Your team designs',
    text: 'Everyone signs in with their own account and works in shared projects.',
  },
];

/** /enterprise: teams, organizations, the developer API and SSO, only as far as they exist; contact for the rest. */
export function EnterprisePage() {
  usePageTitle('Enterprise');
  return (
    <MarketingPage>
      <MarketingHero
        eyebrow="Enterprise"
        title="Roomcraft for teams and businesses"
        lead="Agencies, brokerages, studios and retailers use the same tools as everyone else, with shared projects and collaboration. Organizations and API access are arranged with our team."
      >
        <Button asChild size="lg">
          <Link to="/contact?subject=Enterprise">
            Get in touch
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/pricing">Compare plans</Link>
        </Button>
      </MarketingHero>

      <MarketingSection
        id="enterprise-now"
        title="Available in your plan today"
        intro="Subscribe on the pricing page and these are switched on for your account at once."
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {available.map((item) => (
            <li key={item.title} className="flex flex-col gap-3 rounded-2xl border bg-card p-5">
              <div className="flex items-center justify-between gap-2">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                <Badge variant="outline">{item.plan} plan</Badge>
              </div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection
        id="enterprise-request"
        title="Arranged with us"
        intro="These are not self-service. Contact us and we will tell you plainly what we can set up for you."
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {onRequest.map((item) => (
            <li key={item.title} className="flex flex-col gap-3 rounded-2xl border bg-card p-5">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
                <item.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection id="enterprise-steps" title="How to start">
        <StepList steps={steps} />
      </MarketingSection>

      <MarketingSection id="enterprise-privacy" title="Your team’s photos">
        <div className="flex max-w-3xl gap-4">
          <ShieldCheck className="mt-1 size-6 shrink-0 text-primary-text" aria-hidden="true" />
          <FactList
            items={[
              'Rooms and designs are visible only to their owner and the people they share them with.',
              'Roomcraft’s own image engine runs on our servers. Requests that use the Premium or Base model options send that photo and prompt to OpenAI or Google Gemini.',
              'The privacy policy explains what is stored, for how long and why.',
            ]}
          />
        </div>
      </MarketingSection>

      <MarketingFaq
        items={[
          {
            question: 'Which plan do we need for a team?',
            answer:
              'Sharing and projects start with the Professional plan; team collaboration needs a Business plan. The pricing page lists what each plan includes.',
          },
          {
            question: 'Can we try it first?',
            answer:
              'Yes: every account starts with 5 welcome credits. Create accounts for a few colleagues and try the tools on your own rooms before you talk to us.',
          },
          {
            question: 'Do you offer design work as well as software?',
            answer: 'Yes: our designers offer expert consultations, described on the services page.',
          },
        ]}
      />

      <MarketingSection id="enterprise-related" title="See also">
        <LinkCards
          links={[
            { to: '/use-cases/real-estate-agents', label: 'Real estate agents' },
            { to: '/use-cases/interior-designers', label: 'Interior designers' },
            { to: '/use-cases/furniture-retailers', label: 'Furniture retailers' },
            { to: '/features/share-collaborate', label: 'Share & collaborate' },
            { to: '/services', label: 'Design services' },
            { to: '/tools', label: 'All design tools' },
          ]}
        />
      </MarketingSection>
    </MarketingPage>
  );
}

export default EnterprisePage;
