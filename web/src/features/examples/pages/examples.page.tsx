import { Link } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { exampleTransformations } from '../examples.data';
import { categoryLabels, exampleCategories, examplesIn } from '../examples.models';
import { ExampleCard } from '../components/example-card';
import { ExamplesNav } from '../components/examples-nav';
import { GetInspired } from '../components/get-inspired';
import { NoExamples } from '../components/no-examples';
import { TryIt } from '../components/try-it';

/** /examples: the Get Inspired gallery, then every example by category (docs/spec §2). */
export function ExamplesPage() {
  usePageTitle('Examples');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-4">
        <h1 className="text-display font-semibold text-balance">Before and after examples</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Real photos of rooms and gardens, redesigned by Roomcraft&apos;s offline engine from the style and
          the prompt shown with each. What the engine changed is in its own words, measured from the image.
        </p>
        <ExamplesNav />
      </header>
      <GetInspired examples={exampleTransformations} />
      {exampleCategories.map((category) => {
        const examples = examplesIn(exampleTransformations, category);
        return (
          <section key={category} aria-labelledby={`examples-${category}`} className="flex flex-col gap-4">
            <h2 id={`examples-${category}`} className="text-title font-semibold">
              <Link to={`/examples/${category}`} className="hover:underline">
                {categoryLabels[category]}
              </Link>
            </h2>
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
          </section>
        );
      })}
      <TryIt />
    </div>
  );
}

export default ExamplesPage;
