import { cn } from '@/lib/cn';
import type { ExampleTransformation } from '../examples.types';

const chip =
  'pointer-events-none absolute top-3 rounded-full px-3 py-1 text-caption font-semibold text-white';

/**
 * A real before/after pair split down the middle, the photo on the left and the engine's render on the
 * right, for carousels and cards (the detail page has the draggable slider). Every split has the same
 * 3:2 frame (the photos differ), so cards line up and a carousel does not change height. Images load
 * lazily.
 */
export function ExampleSplit({
  example,
  className,
  eager = false,
}: {
  example: ExampleTransformation;
  className?: string;
  /** Load at once (an image above the fold). */
  eager?: boolean;
}) {
  const { before, after } = example;
  const loading = eager ? 'eager' : 'lazy';
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)} style={{ aspectRatio: '3 / 2' }}>
      <img
        src={before.src}
        width={before.width}
        height={before.height}
        alt={before.alt}
        loading={loading}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      <img
        src={after.src}
        width={after.width}
        height={after.height}
        alt={after.alt}
        loading={loading}
        decoding="async"
        className="absolute inset-0 size-full object-cover [clip-path:inset(0_0_0_50%)]"
      />
      <span aria-hidden="true" className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-white/90" />
      <span aria-hidden="true" className={cn(chip, 'left-3 bg-black/60')}>
        Before
      </span>
      <span aria-hidden="true" className={cn(chip, 'right-3 bg-primary')}>
        After
      </span>
    </div>
  );
}
