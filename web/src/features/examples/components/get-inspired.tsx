import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { categoryLabels, pickInspiration } from '../examples.models';
import type { ExampleTransformation } from '../examples.types';
import { ExampleDetails } from './example-details';
import { ExampleSplit } from './example-split';

/** How many examples the gallery shows, and how long refresh stays disabled (docs/spec §2). */
export const INSPIRATION_COUNT = 3;
export const REFRESH_DISABLED_MS = 800;

/**
 * Get Inspired (docs/spec §2): three random examples from the six categories; refresh picks a new set
 * (disabled for 800 ms); opening one shows before/after/compare and the prompt with a copy button, and
 * 'Back to examples' returns to the set.
 */
export function GetInspired({
  examples,
  random = Math.random,
}: {
  examples: readonly ExampleTransformation[];
  random?: () => number;
}) {
  const [picked, setShown] = useState(() => pickInspiration(examples, INSPIRATION_COUNT, random));
  // The prerendered page shows a fixed set; the random one replaces it once the app has taken over.
  const prerenderedSet = useMemo(() => pickInspiration(examples, INSPIRATION_COUNT, () => 0), [examples]);
  const shown = useHydrated() ? picked : prerenderedSet;
  const [refreshing, setRefreshing] = useState(false);
  const [open, setOpen] = useState<ExampleTransformation | null>(null);

  useEffect(() => {
    if (!refreshing) return;
    const timer = setTimeout(() => setRefreshing(false), REFRESH_DISABLED_MS);
    return () => clearTimeout(timer);
  }, [refreshing]);

  function refresh() {
    setShown(pickInspiration(examples, INSPIRATION_COUNT, random));
    setRefreshing(true);
  }

  return (
    <section aria-labelledby="inspired-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="inspired-title" className="text-title font-semibold">
            Get Inspired
          </h2>
          <p className="mt-1 text-muted-foreground">
            Three examples at random from the room types. Open one to compare and copy its prompt.
          </p>
        </div>
        {!open && (
          <Button type="button" variant="outline" onClick={refresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={refreshing ? 'motion-safe:animate-spin' : undefined} />
            Refresh
          </Button>
        )}
      </div>
      {open ? (
        <div className="flex flex-col gap-4">
          <Button type="button" variant="ghost" className="self-start" onClick={() => setOpen(null)}>
            <ArrowLeft aria-hidden="true" />
            Back to examples
          </Button>
          <h3 className="text-lg font-semibold">{open.title}</h3>
          <ExampleDetails example={open} headingLevel={3} />
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {shown.map((example) => (
            <li key={example.id}>
              <button
                type="button"
                onClick={() => setOpen(example)}
                className="group flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-card text-left transition-colors hover:border-primary/40"
              >
                <ExampleSplit example={example} />
                <span className="flex flex-col gap-1 p-4">
                  <span className="font-semibold group-hover:underline">{example.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {categoryLabels[example.category]} · {example.style}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
