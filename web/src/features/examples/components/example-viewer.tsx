import { useState } from 'react';
import { CompareSlider } from '@/features/studio/components/compare-slider';
import { cn } from '@/lib/cn';
import type { ExampleTransformation } from '../examples.types';

type View = 'before' | 'after' | 'compare';
const views: Array<{ value: View; label: string }> = [
  { value: 'before', label: 'Before' },
  { value: 'after', label: 'After' },
  { value: 'compare', label: 'Compare' },
];

/** Before, after or compare (the draggable slider) of one example; compare first. */
export function ExampleViewer({ example }: { example: ExampleTransformation }) {
  const [view, setView] = useState<View>('compare');
  const { before, after } = example;
  const shown = view === 'before' ? before : after;
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="View" className="flex gap-1 self-start rounded-lg border bg-card p-1">
        {views.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={view === option.value}
            onClick={() => setView(option.value)}
            className={cn(
              'min-h-9 rounded-md px-3 text-sm font-medium transition-colors',
              view === option.value ? 'bg-primary text-primary-foreground' : 'hover:bg-hover',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div
        className="relative w-full overflow-hidden rounded-2xl border bg-muted"
        style={{ aspectRatio: `${after.width} / ${after.height}` }}
      >
        {view === 'compare' ? (
          <CompareSlider
            beforeUrl={before.src}
            afterUrl={after.src}
            beforeAlt={before.alt}
            afterAlt={after.alt}
          />
        ) : (
          <img
            key={view}
            src={shown.src}
            width={shown.width}
            height={shown.height}
            alt={shown.alt}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        )}
      </div>
    </div>
  );
}
