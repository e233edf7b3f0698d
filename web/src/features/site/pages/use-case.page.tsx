import { useParams } from 'react-router';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { FactList, LinkCards, MarketingSection } from '../components/marketing';
import { MarketingPageLayout } from '../components/marketing-page-layout';
import { featureByPath } from '../site.marketing';
import { findUseCase, documentTitleOfUseCase, useCases, type UseCaseContent } from '../site.use-cases';

function UseCaseView({ useCase }: { useCase: UseCaseContent }) {
  usePageTitle(documentTitleOfUseCase(useCase));
  const features = useCase.features.flatMap((path) => {
    const feature = featureByPath(path);
    return feature ? [{ to: feature.path, label: feature.name, text: feature.lead }] : [];
  });
  const others = useCases
    .filter((other) => other.slug !== useCase.slug)
    .map((other) => ({ to: `/use-cases/${other.slug}`, label: other.audience }));
  return (
    <MarketingPageLayout
      breadcrumb={{ to: '/use-cases', label: 'Use cases', current: useCase.audience }}
      hero={{
        eyebrow: useCase.audience,
        title: useCase.title,
        lead: useCase.lead,
        toolPath: useCase.toolPath,
        cta: useCase.cta,
      }}
      stepsId="use-case-steps"
      steps={useCase.steps}
      faq={useCase.faq}
      related={{ id: 'use-case-others', title: 'Other use cases', links: others }}
      beforeSteps={
        <MarketingSection id="use-case-needs" title={`What ${useCase.audience.toLowerCase()} use it for`}>
          <ul className="grid gap-4 md:grid-cols-3">
            {useCase.needs.map((need) => (
              <li key={need.title} className="rounded-2xl border bg-card p-5">
                <h3 className="font-semibold">{need.title}</h3>
                <p className="mt-1 text-muted-foreground">{need.text}</p>
              </li>
            ))}
          </ul>
        </MarketingSection>
      }
    >
      <MarketingSection id="use-case-features" title="The tools you will use">
        <LinkCards links={features} />
      </MarketingSection>

      <MarketingSection id="use-case-know" title="Good to know">
        <FactList items={useCase.goodToKnow} />
      </MarketingSection>
    </MarketingPageLayout>
  );
}

/** /use-cases/:slug: one of the six use cases from typed content; any other slug is the not-found page. */
export function UseCasePage() {
  const { slug } = useParams();
  const useCase = findUseCase(slug);
  if (!useCase) return <NotFoundPage />;
  return <UseCaseView useCase={useCase} />;
}

export default UseCasePage;
