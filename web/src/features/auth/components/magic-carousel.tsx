import { ExampleCarousel } from '@/features/examples/components/example-carousel';

/** 'See the Magic in Action' (docs/spec §2, login page): the real before/after examples. */
export function MagicCarousel() {
  return (
    <section aria-labelledby="magic-title">
      <ExampleCarousel
        header={
          <>
            <h2 id="magic-title" className="text-title font-semibold">
              See the Magic in Action
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Real photos in, redesigned by our engine from the prompt shown.
            </p>
          </>
        }
      />
    </section>
  );
}
