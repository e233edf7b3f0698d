import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { MarketingLink, MarketingStep } from '../site.marketing';
import {
  LinkCards,
  MarketingFaq,
  MarketingHero,
  MarketingPage,
  MarketingSection,
  StartButton,
  StepList,
} from './marketing';

export interface MarketingPageLayoutProps {
  /** The index page this one sits under (Tools, Use cases) and this page's own name. */
  breadcrumb: { to: string; label: string; current: string };
  hero: { eyebrow: string; title: string; lead: string; toolPath: string; cta: string };
  /** Id of the 'How it works' section. */
  stepsId: string;
  /** What comes between the hero and 'How it works'. */
  beforeSteps: ReactNode;
  steps: readonly MarketingStep[];
  /** What comes between 'How it works' and the FAQ. */
  children: ReactNode;
  faq: readonly { question: string; answer: string }[];
  /** The closing list of links (related features, other use cases). */
  related: { id: string; title: string; links: readonly MarketingLink[] };
}

/**
 * The page shape a feature page and a use-case page share: breadcrumb, hero with the tool's call to
 * action and pricing, their own sections around 'How it works', the FAQ and a closing list of links.
 */
export function MarketingPageLayout({
  breadcrumb,
  hero,
  stepsId,
  beforeSteps,
  steps,
  children,
  faq,
  related,
}: MarketingPageLayoutProps) {
  return (
    <MarketingPage>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
        <Link to={breadcrumb.to} className="underline-offset-4 hover:underline">
          {breadcrumb.label}
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{breadcrumb.current}</span>
      </nav>
      <MarketingHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <StartButton to={hero.toolPath} label={hero.cta} />
        <Button asChild size="lg" variant="outline">
          <Link to="/pricing">See pricing</Link>
        </Button>
      </MarketingHero>

      {beforeSteps}

      <MarketingSection id={stepsId} title="How it works">
        <StepList steps={steps} />
      </MarketingSection>

      {children}

      {faq.length > 0 && <MarketingFaq items={faq} />}

      <MarketingSection id={related.id} title={related.title}>
        <LinkCards links={related.links} />
      </MarketingSection>
    </MarketingPage>
  );
}
