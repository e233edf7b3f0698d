import { Link, useParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { exampleTransformations } from '../examples.data';
import { categoryLabels, examplesIn, findExample } from '../examples.models';
import { ExampleCard } from '../components/example-card';
import { ExampleDetails } from '../components/example-details';
import { TryIt } from '../components/try-it';

/** /examples/:category/:id: one example with the compare slider and its prompt; another id is not found. */
export function ExamplePage() {
  const { category, id } = useParams();
  const example = findExample(exampleTransformations, category, id);
  usePageTitle(example ? `${example.title} example` : 'Page not found');
  if (!example) return <NotFoundPage />;
  const label = categoryLabels[example.category];
  const others = examplesIn(exampleTransformations, example.category).filter((e) => e.id !== example.id);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex flex-col gap-3">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li>
              <Link to="/examples" className="hover:underline">
                Examples
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
            <li>
              <Link to={`/examples/${example.category}`} className="hover:underline">
                {label}
              </Link>
            </li>
          </ol>
        </nav>
        <h1 className="text-display font-semibold text-balance">{example.title}</h1>
        <p className="text-muted-foreground">
          {label} · {example.style} style
        </p>
      </header>
      <ExampleDetails example={example} />
      <TryIt />
      {others.length > 0 && (
        <section aria-labelledby="more-title" className="flex flex-col gap-4">
          <h2 id="more-title" className="text-title font-semibold">
            More {label.toLowerCase()} examples
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other) => (
              <li key={other.id}>
                <ExampleCard example={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default ExamplePage;
