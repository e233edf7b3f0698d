import { Link } from 'react-router';
import { MessageSquareQuote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { ComparisonList } from '../components/comparison-list';

/**
 * Reviews (docs/spec §2). User reviews come from published testimonials; the server has no
 * testimonials yet, so the page says so plainly instead of showing made-up quotes. Below: honest reviews
 * of other ways to design a room.
 */
export function ReviewsPage() {
  usePageTitle('Reviews');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-display font-semibold text-balance">Reviews</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        What people who use Roomcraft say about it, and our honest take on the other ways to design a room.
      </p>
      <section aria-labelledby="user-reviews" className="mt-10">
        <h2 id="user-reviews" className="text-title font-semibold">
          From our users
        </h2>
        <div className="mt-4 flex flex-col items-start gap-4 rounded-2xl border border-dashed bg-card p-6 sm:flex-row sm:items-center sm:p-8">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
            <MessageSquareQuote className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1">
            <h3 className="font-semibold">No reviews yet</h3>
            <p className="mt-1 text-muted-foreground">
              Published reviews from Roomcraft users will appear here. We show real reviews only, never
              made-up ones. Used Roomcraft? Tell us how it went through the contact form.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/contact">Share your experience</Link>
          </Button>
        </div>
      </section>
      <section aria-labelledby="other-ways" className="mt-14">
        <h2 id="other-ways" className="text-title font-semibold">
          Other ways to design a room, reviewed
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Each review says what the other option is good at, where Roomcraft does better and where it does
          not.
        </p>
        <div className="mt-6">
          <ComparisonList base="/reviews" headingLevel={3} />
        </div>
      </section>
    </div>
  );
}

export default ReviewsPage;
