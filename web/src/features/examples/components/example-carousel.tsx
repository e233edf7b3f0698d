import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { exampleTransformations } from '../examples.data';
import { categoryLabels, examplePath } from '../examples.models';
import { ExampleSplit } from './example-split';

export const CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * The real before/after examples in a carousel (embla): the home showcase and the login page's 'See the
 * Magic in Action'. It advances every 5 s, pauses while hovered or focused and on request, and stands
 * still when the user prefers reduced motion. Images load lazily.
 */
export function ExampleCarousel({ header, className }: { header?: ReactNode; className?: string }) {
  const examples = exampleTransformations;
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 0 : 25 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const playing = !reducedMotion && !paused && !hovered;
  useEffect(() => {
    if (!embla || !playing) return;
    const timer = setInterval(() => embla.scrollNext(), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, playing]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const example = examples[selected] ?? examples[0];
  if (!example) return null;

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">{header}</div>
        {!reducedMotion && (
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </Button>
        )}
      </div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Before and after examples"
        className="relative"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
      >
        <div ref={viewportRef} className="overflow-hidden rounded-2xl border bg-card shadow-float">
          <ul className="flex touch-pan-y">
            {examples.map((item, index) => (
              <li
                key={item.id}
                className="min-w-0 shrink-0 grow-0 basis-full"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${examples.length}`}
                aria-hidden={index !== selected}
                data-testid="carousel-slide"
              >
                <ExampleSplit example={item} />
              </li>
            ))}
          </ul>
        </div>
        <Button
          variant="outline"
          size="icon"
          className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-card/90 shadow-float"
          onClick={() => embla?.scrollPrev()}
          aria-label="Previous example"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-card/90 shadow-float"
          onClick={() => embla?.scrollNext()}
          aria-label="Next example"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" aria-live={playing ? 'off' : 'polite'}>
          <Link to={examplePath(example)} className="font-medium hover:underline">
            {example.title}
          </Link>
          <span className="text-muted-foreground">
            {' '}
            · {categoryLabels[example.category]} · prompt: “{example.prompt}”
          </span>
        </p>
        <div className="flex items-center">
          {examples.map((item, index) => (
            <button
              key={item.id}
              type="button"
              onClick={() => scrollTo(index)}
              aria-label={`Show example ${index + 1}: ${item.title}`}
              aria-current={index === selected ? 'true' : undefined}
              // 40 px targets on a phone, so eight dots fit one row at 375 px.
              className="flex size-10 items-center justify-center sm:size-11"
            >
              <span
                className={cn(
                  'block h-2 rounded-full bg-border transition-all',
                  index === selected ? 'w-6 bg-primary' : 'w-2',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

export default ExampleCarousel;
