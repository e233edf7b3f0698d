import { Link } from 'react-router';
import { categoryLabels, examplePath } from '../examples.models';
import type { ExampleTransformation } from '../examples.types';
import { ExampleSplit } from './example-split';

/** An example in a grid: its before/after split, title, room and style; opens the example's page. */
export function ExampleCard({ example }: { example: ExampleTransformation }) {
  return (
    <Link
      to={examplePath(example)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-card transition-colors hover:border-primary/40"
    >
      <ExampleSplit example={example} />
      <span className="flex flex-col gap-1 p-4">
        <span className="font-semibold group-hover:underline">{example.title}</span>
        <span className="text-sm text-muted-foreground">
          {categoryLabels[example.category]} · {example.style}
        </span>
      </span>
    </Link>
  );
}
