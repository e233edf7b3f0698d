import { Sparkles } from 'lucide-react';
import { sharingMessages, type PublicDesign } from '@roomcraft/contracts/sharing';
import { Badge } from '@/components/ui/badge';
import { CompareSlider } from '@/features/studio/components/compare-slider';

const label = (value: string) => value.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** One shared design: before/after compare slider, title, style, palette and the "Virtually staged" mark. */
export function SharedDesignCard({
  design,
  headingLevel = 2,
  showTitle = true,
}: {
  design: PublicDesign;
  headingLevel?: 2 | 3;
  /** Off where the page heading already is the design's title. */
  showTitle?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const room = design.roomType ? label(design.roomType) : 'room';
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-muted">
        {design.afterImageUrl ? (
          <CompareSlider
            beforeUrl={design.beforeImageUrl}
            afterUrl={design.afterImageUrl}
            beforeAlt={`Before: the ${room.toLowerCase()} as photographed`}
            afterAlt={`After: the ${room.toLowerCase()} redesigned${design.style ? ` in ${design.style} style` : ''}`}
          />
        ) : (
          <img
            src={design.beforeImageUrl}
            alt={`Photo of the ${room.toLowerCase()}`}
            className="size-full object-contain"
          />
        )}
        {design.isVirtuallyStaged && (
          <span className="pointer-events-none absolute top-2 left-2 z-10 flex items-center gap-1 rounded-md bg-black/60 px-2 py-1 text-caption font-medium text-white">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {sharingMessages.virtuallyStaged}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2 px-1">
        {showTitle && <Heading className="text-lg font-semibold break-words">{design.title}</Heading>}
        <div className="flex flex-wrap items-center gap-1.5">
          {design.style && <Badge variant="soft">{design.style}</Badge>}
          {design.roomType && <Badge variant="outline">{label(design.roomType)}</Badge>}
          {design.palette.length > 0 && (
            <ul className="ml-1 flex items-center gap-1.5" aria-label="Colour palette">
              {design.palette.slice(0, 5).map((colour) => (
                <li key={`${colour.hex}-${colour.name}`}>
                  <span
                    className="block size-5 rounded-full border border-black/10"
                    style={{ backgroundColor: colour.hex }}
                    title={`${colour.name} (${colour.hex})`}
                  />
                  <span className="sr-only">{colour.name}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        {design.description && <p className="text-sm text-muted-foreground">{design.description}</p>}
      </div>
    </article>
  );
}
