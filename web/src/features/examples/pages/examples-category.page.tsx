import { useParams } from 'react-router';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { exampleTransformations } from '../examples.data';
import { categoryLabels, examplesIn, isExampleCategory } from '../examples.models';
import { ExampleCard } from '../components/example-card';
import { ExamplesNav } from '../components/examples-nav';
import { NoExamples } from '../components/no-examples';
import { TryIt } from '../components/try-it';

/** /examples/:category: the examples of one of the six categories; another category is not found. */
export function ExamplesCategoryPage() {
  const { category } = useParams();
  const known = isExampleCategory(category);
  usePageTitle(known ? `${categoryLabels[category]} examples` : 'Page not found');
  if (!known) return <NotFoundPage />;
  const examples = examplesIn(exampleTransformations, category);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <h1 className="text-display font-semibold text-balance">{categoryLabels[category]} examples</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Real photos redesigned by Roomcraft&apos;s offline engine. Open one to compare before and after and
          copy its prompt.
        </p>
        <ExamplesNav />
      </header>
      {examples.length === 0 ? (
        <NoExamples category={category} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {examples.map((example) => (
            <li key={example.id}>
              <ExampleCard example={example} />
            </li>
          ))}
        </ul>
      )}
      <TryIt />
    </div>
  );
}

export default ExamplesCategoryPage;
