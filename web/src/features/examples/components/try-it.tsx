import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/session.queries';

/** Call to action under the examples: ideation for a signed-in user, sign-in first for a visitor. */
export function TryIt() {
  const signedIn = useSession().status === 'signed-in';
  return (
    <section
      aria-labelledby="try-it-title"
      className="flex flex-col items-start gap-3 rounded-2xl border bg-primary-soft p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="try-it-title" className="text-lg font-semibold">
          Try it on your own room
        </h2>
        <p className="mt-1 text-muted-foreground">
          Upload a photo, pick a style and get design ideas with before and after side by side.
        </p>
      </div>
      <Button asChild size="lg">
        <Link to={signedIn ? '/ideation' : '/login?redirect=/ideation'}>
          Try it now
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
