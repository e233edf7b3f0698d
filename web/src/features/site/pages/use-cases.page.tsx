import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { MarketingHero, MarketingPage, MarketingSection, StartButton } from '../components/marketing';
import { useCases } from '../site.use-cases';

/** /use-cases: the six use cases, each linking to its page. */
export function UseCasesPage() {
  usePageTitle('Use cases');
  return (
    <MarketingPage>
      <MarketingHero
        title="Use cases"
        lead="Home owners, renters, agents, designers, architects and furniture retailers use Roomcraft for different jobs. Find yours and the tools that fit it."
      >
        <StartButton to="/ideation" label="Try it free" />
        <Button asChild size="lg" variant="outline">
          <Link to="/tools">See all tools</Link>
        </Button>
      </MarketingHero>
      <MarketingSection id="use-case-list" title="Who uses Roomcraft">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {useCases.map((useCase) => (
            <li key={useCase.slug}>
              <Link
                to={`/use-cases/${useCase.slug}`}
                className="group flex h-full flex-col gap-2 rounded-2xl border bg-card p-5 transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex items-center justify-between gap-2 text-lg font-semibold">
                  {useCase.audience}
                  <ArrowRight className="size-4 text-primary-text" aria-hidden="true" />
                </span>
                <span className="text-muted-foreground">{useCase.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </MarketingSection>
      <MarketingSection id="use-case-teams" title="Teams and businesses">
        <p className="max-w-3xl text-muted-foreground">
          Working as a team, or want Roomcraft inside your own product? Read about{' '}
          <Link to="/enterprise" className="font-medium text-primary-text underline underline-offset-4">
            Roomcraft for enterprise
          </Link>{' '}
          or the{' '}
          <Link to="/services" className="font-medium text-primary-text underline underline-offset-4">
            expert design services
          </Link>
          .
        </p>
      </MarketingSection>
    </MarketingPage>
  );
}

export default UseCasesPage;
