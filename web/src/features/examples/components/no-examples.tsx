import { Link } from 'react-router';
import { categoryLabels } from '../examples.models';
import type { ExampleCategory } from '../examples.types';

/** Said plainly when a category has no example: there was no real photo of that room to make one from. */
export function NoExamples({ category }: { category: ExampleCategory }) {
  const room = categoryLabels[category].toLowerCase();
  return (
    <p className="rounded-2xl border border-dashed bg-card p-6 text-muted-foreground">
      No {room} example yet. Every example here is a real photo redesigned by our engine, and we do not have a{' '}
      {room} photo we may publish. Try it with a photo of your own {room} in{' '}
      <Link to="/ideation" className="font-medium text-primary-text underline underline-offset-4">
        Ideation
      </Link>
      .
    </p>
  );
}
