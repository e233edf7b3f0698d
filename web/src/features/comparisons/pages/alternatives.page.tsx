import { usePageTitle } from '@/lib/use-page-title';
import { ComparisonList } from '../components/comparison-list';

/** Alternatives (docs/spec §2): Roomcraft next to other ways to design a room, honestly. */
export function AlternativesPage() {
  usePageTitle('Alternatives');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-display font-semibold text-balance">Roomcraft and the alternatives</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Roomcraft is one way to plan a room. Here is how it compares with the others, including what they do
        better. We compare kinds of tools and services rather than named products, and state only what is true
        of Roomcraft as it is today.
      </p>
      <div className="mt-10">
        <ComparisonList base="/alternatives" />
      </div>
    </div>
  );
}

export default AlternativesPage;
