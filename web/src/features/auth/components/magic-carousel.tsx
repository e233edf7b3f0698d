import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { SceneSplit, transformationScenes } from './transformation-scenes';

export const MAGIC_AUTOPLAY_MS = 5000;

/**
 * 'See the Magic in Action': before/after pairs in a carousel (embla). It advances every 5 s, pauses while
 * hovered or focused and on request, and stands still when the user prefers reduced motion.
 */
export function MagicCarousel() {
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
    const timer = setInterval(() => embla.scrollNext(), MAGIC_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, playing]);

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const scene = transformationScenes[selected] ?? transformationScenes[0];

  return (
    <section aria-labelledby="magic-title" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="magic-title" className="text-title font-semibold">
            See the Magic in Action
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">One photo in, a redesigned room out.</p>
        </div>
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
            {transformationScenes.map((item, index) => (
              <li
                key={item.id}
                className="min-w-0 shrink-0 grow-0 basis-full"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${transformationScenes.length}`}
                aria-hidden={index !== selected}
              >
                <SceneSplit scene={item} />
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
          <span className="font-medium">{scene?.room}</span>
          <span className="text-muted-foreground"> · {scene?.style}</span>
        </p>
        <div className="flex items-center">
          {transformationScenes.map((item, index) => (
            <button
              key={item.id}
              type="button"
              onClick={() => scrollTo(index)}
              aria-label={`Show example ${index + 1}: ${item.room}`}
              aria-current={index === selected ? 'true' : undefined}
              className="flex size-11 items-center justify-center"
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
    </section>
  );
}
