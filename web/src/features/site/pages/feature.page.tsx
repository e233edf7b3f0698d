import { Link, useLocation } from 'react-router';
import { Coins, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
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
import { featureByPath, type FeatureContent } from '../site.marketing';
import { findUseCase } from '../site.use-cases';

function FeatureView({ feature }: { feature: FeatureContent }) {
  usePageTitle(`${feature.name} feature`);
  const related = feature.related.flatMap((path) => {
    const other = featureByPath(path);
    return other ? [{ to: other.path, label: other.name, text: other.lead }] : [];
  });
  const useCases = feature.useCases.flatMap((slug) => {
    const useCase = findUseCase(slug);
    return useCase ? [{ to: `/use-cases/${useCase.slug}`, label: useCase.audience }] : [];
  });
  return (
    <MarketingPage>
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
        <Link to="/tools" className="underline-offset-4 hover:underline">
          Tools
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{feature.name}</span>
      </nav>
      <MarketingHero eyebrow="Feature" title={feature.name} lead={feature.lead}>
        <StartButton to={feature.toolPath} label={feature.cta} />
        <Button asChild size="lg" variant="outline">
          <Link to="/pricing">See pricing</Link>
        </Button>
      </MarketingHero>

      <div className="mt-8 flex max-w-3xl flex-col gap-3 rounded-2xl border bg-primary-soft/40 p-5">
        <p className="flex gap-3">
          <Coins className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden="true" />
          <span>
            <span className="font-semibold">Credits: </span>
            {feature.cost}
          </span>
        </p>
        {feature.plan && (
          <p className="flex gap-3">
            <Lock className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden="true" />
            <span>
              <span className="font-semibold">Plan: </span>
              {feature.plan}.
            </span>
          </p>
        )}
      </div>

      <MarketingSection id="feature-what" title="What it does">
        <FactList items={feature.what} />
      </MarketingSection>

      <MarketingSection id="feature-steps" title="How it works">
        <StepList steps={feature.steps} />
      </MarketingSection>

      <MarketingSection id="feature-audience" title="Who it is for">
        <FactList items={feature.audience} />
        <div className="mt-6">
          <LinkCards links={useCases} />
        </div>
      </MarketingSection>

      <MarketingSection id="feature-limits" title="Limits">
        <FactList items={feature.limits} />
      </MarketingSection>

      {feature.faq.length > 0 && <MarketingFaq items={feature.faq} />}

      <MarketingSection id="feature-related" title="Related features">
        <LinkCards links={related} />
      </MarketingSection>
    </MarketingPage>
  );
}

/** /features/*: the eight feature pages, one layout driven by typed content (site.marketing.ts). */
export function FeaturePage() {
  const { pathname } = useLocation();
  const feature = featureByPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!feature) return <NotFoundPage />;
  return <FeatureView feature={feature} />;
}

export default FeaturePage;
