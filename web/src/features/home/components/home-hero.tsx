import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRandomChoice } from '@/lib/use-random-choice';
import { useRotatingWord } from './rotating-word';

// The real before/after examples (their manifest and carousel) load after the hero's text (ADR 021).
const ExampleCarousel = preloadableLazy(() => import('@/features/examples/components/example-carousel'));

/** Room names of the rotating headline (docs/spec §2), one every 3 s. */
export const heroRoomNames = [
  'Space',
  'Living Room',
  'Bedroom',
  'Office',
  'Kitchen',
  'Bathroom',
  'Dining Room',
  'Patio',
  'Basement',
  'Studio',
  'Loft',
  'Garage',
  'Library',
  'Game Room',
  'Nursery',
] as const;

export const heroPrefixes = ['Redesign Your', 'Transform Your', 'Reimagine Your', 'Restyle Your'] as const;

export const HEADLINE_ROTATION_MS = 3000;

/**
 * The headline, a component of its own: its word changes every 3 s and its prefix is picked right after
 * hydration (a synchronous re-render, ADR 054), and neither should re-render the rest of the hero.
 */
function HeroTitle() {
  const room = useRotatingWord(heroRoomNames, HEADLINE_ROTATION_MS);
  const prefix = useRandomChoice(heroPrefixes);
  return (
    <h1
      id="hero-title"
      className="mt-3 text-[2.25rem] leading-[1.1] font-semibold tracking-tight sm:text-5xl lg:text-6xl"
    >
      <span className="sr-only">{prefix} Space with AI</span>
      <span aria-hidden="true">
        {prefix}
        <span key={room} className="block animate-word-in text-primary-text">
          {room}
        </span>
        with AI
      </span>
    </h1>
  );
}

/** Landing hero: rotating headline, the welcome-credits call to action and the before/after showcase. */
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[32rem] max-w-5xl rounded-full bg-primary-soft opacity-70 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary-text">AI interior design</p>
          <HeroTitle />
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Upload a photo of your room and get redesign ideas in the style you like, with before and after
            side by side. Stage empty rooms, clear clutter, plan from a floor plan and estimate what it costs.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={signedIn ? '/ideation' : '/login?redirect=/ideation'}>
                Try Free Now - 5 WELCOME Credits
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              {/* Spec section 2: 'Start Creating Now' scrolls to the upload area below. */}
              <a href="#upload" onClick={scrollToUpload}>
                Start Creating Now
              </a>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {[
              '5 welcome credits for new accounts',
              'Credits never expire',
              'JPG, PNG or WebP up to 7 MB',
            ].map((fact) => (
              <li key={fact} className="flex items-center gap-1.5">
                <Check className="size-4 text-primary-text" aria-hidden="true" />
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Suspense fallback={<CarouselPlaceholder header={carouselHeader} />}>
            <ExampleCarousel header={carouselHeader} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

const carouselHeader = (
  <p className="text-sm font-medium text-muted-foreground">
    Real photos, redesigned by our engine.{' '}
    <Link to="/examples" className="text-primary-text underline underline-offset-4">
      See all examples
    </Link>
  </p>
);

/**
 * The carousel's shape while its chunk loads: the header row (as tall as its pause button), a 3:2
 * slide and the caption row, so the page does not move when the carousel replaces it (a layout shift
 * Lighthouse counted on the home page).
 */
function CarouselPlaceholder({ header }: { header: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex min-h-11 items-end">{header}</div>
      <Skeleton className="w-full rounded-2xl border" style={{ aspectRatio: '3 / 2' }} />
      <div className="min-h-10 sm:min-h-11" />
    </div>
  );
}

function scrollToUpload(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('upload');
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  // Keyboard and screen-reader users land in the upload area too.
  target.focus({ preventScroll: true });
}
