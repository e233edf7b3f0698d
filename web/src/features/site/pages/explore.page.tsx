import { usePageTitle } from '@/lib/use-page-title';
import {
  LinkCards,
  MarketingHero,
  MarketingPage,
  MarketingSection,
  StartButton,
} from '../components/marketing';
import { featurePages } from '../site.marketing';
import { useCases } from '../site.use-cases';

const roomExamples = [
  { to: '/examples/living-room', label: 'Living room' },
  { to: '/examples/bedroom', label: 'Bedroom' },
  { to: '/examples/kitchen', label: 'Kitchen' },
  { to: '/examples/bathroom', label: 'Bathroom' },
  { to: '/examples/office', label: 'Office' },
  { to: '/examples/outdoor', label: 'Outdoor' },
];

const learn = [
  { to: '/blog', label: 'Blog', text: 'Articles on interior design, styles and using AI for your home.' },
  { to: '/faq', label: 'FAQ', text: 'Answers about credits, privacy, the tools and plans.' },
  { to: '/pricing', label: 'Pricing', text: 'Credit packs, plans and what a design costs.' },
  { to: '/services', label: 'Design services', text: 'Book a paid consultation with one of our designers.' },
  { to: '/enterprise', label: 'Enterprise', text: 'Teams, organizations and the developer API.' },
  { to: '/about', label: 'About', text: 'Our story, values and how the technology works.' },
];

/** /explore: a hub to every public part of the site (tools, features, use cases, examples, blog). */
export function ExplorePage() {
  usePageTitle('Explore');
  return (
    <MarketingPage>
      <MarketingHero
        title="Explore Roomcraft"
        lead="Everything in one place: the design tools, what each feature does, how different people use them, before and after examples, and articles."
      >
        <StartButton to="/ideation" label="Start designing" />
      </MarketingHero>
      <MarketingSection
        id="explore-examples"
        title="Before and after examples"
        intro="Real transformations by room type, with the prompt that made each one."
      >
        <LinkCards links={[{ to: '/examples', label: 'All examples' }, ...roomExamples]} />
      </MarketingSection>
      <MarketingSection id="explore-tools" title="Tools and features">
        <LinkCards
          links={[
            { to: '/tools', label: 'All design tools', text: 'Every tool with its credits, side by side.' },
            ...featurePages.map((feature) => ({ to: feature.path, label: feature.name })),
          ]}
        />
      </MarketingSection>
      <MarketingSection id="explore-use-cases" title="Use cases">
        <LinkCards
          links={[
            { to: '/use-cases', label: 'All use cases' },
            ...useCases.map((useCase) => ({ to: `/use-cases/${useCase.slug}`, label: useCase.audience })),
          ]}
        />
      </MarketingSection>
      <MarketingSection id="explore-learn" title="Learn more">
        <LinkCards links={learn} />
      </MarketingSection>
    </MarketingPage>
  );
}

export default ExplorePage;
