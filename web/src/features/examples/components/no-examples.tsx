import { Link } from 'react-router';
import { categoryLabels } from '../examples.models';
import type { ExampleCategory } from '../examples.types';

/** What a visitor would photograph for each category, as it reads in a sentence. */
const photoOf: Record<ExampleCategory, string> = {
  'living-room': 'living room',
  bedroom: 'bedroom',
  kitchen: 'kitchen',
  bathroom: 'bathroom',
  office: 'home office',
  outdoor: 'garden or house front',
};

/**
 * Said plainly when a category has no example: every pair is a real photo redesigned by the engine, and
 * a pair is published only when its picture shows what its text says (server/scripts/examples.list.ts
 * gives each withheld pair's reason).
 */
export function NoExamples({ category }: { category: ExampleCategory }) {
  const room = categoryLabels[category].toLowerCase();
  return (
    <p className="rounded-2xl border border-dashed bg-card p-6 text-muted-foreground">
      No {room} example yet. Every example here is a real photo redesigned by our engine, published only when
      the picture shows everything its text says. Try it with a photo of your own {photoOf[category]} in{' '}
      <Link to="/ideation" className="font-medium text-primary-text underline underline-offset-4">
        Ideation
      </Link>
      .
    </p>
  );
}
