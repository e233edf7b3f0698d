import { Heart, ImageOff, Info, Loader2, Sparkles } from 'lucide-react';
import { studioMessages, type Idea } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { IdeaBadges, PaletteSwatches } from './idea-meta';

/** One idea as it arrives: text first, then its image (or a skeleton while it is made). */
export function IdeaCard({
  idea,
  onToggleFavorite,
  onMoreLikeThis,
  onOpenDetails,
  isStartingMore,
}: {
  idea: Idea;
  onToggleFavorite: (idea: Idea) => void;
  onMoreLikeThis: (idea: Idea) => void;
  onOpenDetails: (idea: Idea) => void;
  isStartingMore: boolean;
}) {
  const titleId = `idea-${idea._id}-title`;
  const image = idea.thumbnailUrl ?? idea.imageUrl ?? idea.generatedImageUrl;
  return (
    <article
      aria-labelledby={titleId}
      data-status={idea.status}
      className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs"
    >
      <div className="relative aspect-[4/3] bg-muted">
        {idea.status === 'completed' && image ? (
          <button
            type="button"
            onClick={() => onOpenDetails(idea)}
            className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <img src={image} alt={idea.title} className="size-full object-cover" loading="lazy" />
            <span className="sr-only">Open details of {idea.title}</span>
          </button>
        ) : idea.status === 'failed' ? (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
            <span>{studioMessages.imageGenerationFailed}</span>
          </div>
        ) : (
          <div className="relative size-full" aria-busy="true">
            <Skeleton className="size-full rounded-none" />
            <span className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Generating image…
            </span>
          </div>
        )}
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-pressed={idea.isFavorite}
          aria-label={idea.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          onClick={() => onToggleFavorite(idea)}
          className="absolute top-2 right-2 rounded-full bg-card/90 backdrop-blur"
        >
          <Heart className={cn(idea.isFavorite && 'fill-red-500 text-red-500')} aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={titleId} className="font-semibold leading-snug">
            {idea.title}
          </h3>
          <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{idea.description}</p>
        </div>
        <IdeaBadges idea={idea} />
        <PaletteSwatches colours={idea.colorPalette} />
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button type="button" variant="outline" size="sm" onClick={() => onOpenDetails(idea)}>
            <Info aria-hidden="true" />
            Details
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onMoreLikeThis(idea)}
            disabled={isStartingMore}
          >
            <Sparkles aria-hidden="true" />
            More ideas like this
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Where an idea will appear: shown for ideas the request has not produced yet. */
export function IdeaCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
