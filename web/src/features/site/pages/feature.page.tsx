import { useLocation } from 'react-router';
import { Coins, Lock } from 'lucide-react';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { FactList, LinkCards, MarketingSection } from '../components/marketing';
import { MarketingPageLayout } from '../components/marketing-page-layout';
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
    <MarketingPageLayout
      breadcrumb={{ to: '/tools', label: 'Tools', current: feature.name }}
      hero={{
        eyebrow: 'Feature',
        title: feature.name,
        lead: feature.lead,
        toolPath: feature.toolPath,
        cta: feature.cta,
      }}
      stepsId="feature-steps"
      steps={feature.steps}
      faq={feature.faq}
      related={{ id: 'feature-related', title: 'Related features', links: related }}
      beforeSteps={
        <>
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
        </>
      }
    >
      <MarketingSection id="feature-audience" title="Who it is for">
        <FactList items={feature.audience} />
        <div className="mt-6">
          <LinkCards links={useCases} />
        </div>
      </MarketingSection>

      <MarketingSection id="feature-limits" title="Limits">
        <FactList items={feature.limits} />
      </MarketingSection>
    </MarketingPageLayout>
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
