import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { capitalised, comparisons } from '../comparisons.content';

/** A card per comparison, linking to `/reviews/:id` or `/alternatives/:id`. */
export function ComparisonList({
  base,
  headingLevel = 2,
}: {
  base: '/reviews' | '/alternatives';
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {comparisons.map((comparison) => (
        <li key={comparison.id}>
          <article className="relative flex h-full flex-col rounded-2xl border bg-card p-5 transition-colors focus-within:border-primary hover:border-primary">
            <Heading className="text-lg font-semibold text-balance">
              <Link
                to={`${base}/${comparison.id}`}
                className="after:absolute after:inset-0 focus-visible:outline-none"
              >
                {base === '/reviews' ? capitalised(comparison.name) : `Roomcraft vs ${comparison.name}`}
              </Link>
            </Heading>
            <p className="mt-2 flex-1 text-muted-foreground">{comparison.summary}</p>
            <span
              className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary-text"
              aria-hidden="true"
            >
              {base === '/reviews' ? 'Read the review' : 'See the comparison'}
              <ArrowRight className="size-3.5" />
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
