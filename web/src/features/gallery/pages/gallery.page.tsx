import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { Heart, ImagePlus, Loader2 } from 'lucide-react';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveRefetchInterval } from '@/features/live/live.queries';
import { roomImageQueryOptions } from '@/features/studio/studio.queries';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { DeleteDesignDialog } from '../components/delete-design-dialog';
import { GalleryCard } from '../components/gallery-card';
import { GalleryFilterBar } from '../components/gallery-filter-bar';
import { GalleryGroupSection } from '../components/gallery-group-section';
import {
  galleryFilterOptions,
  groupBySourceRoomImage,
  parseGalleryFilters,
  type GalleryFilters,
} from '../gallery-groups';
import { galleryQueryOptions } from '../gallery.queries';
import { useDesignActions } from '../use-design-actions';

const filters = [
  { value: false, label: 'All designs' },
  { value: true, label: 'Favorites' },
] as const;

/**
 * /gallery: every design grouped under the room photo it came from (newest group first), filters by
 * favourite, mode and style kept in the URL, 'Load more' by cursor, delete with a check. Mode and style
 * filter the designs loaded so far: 'Load more' stays offered while the server has more.
 */
export function GalleryPage() {
  usePageTitle('My gallery');
  const [searchParams, setSearchParams] = useSearchParams();
  const favorites = searchParams.get('favorites') === 'true';
  const refetchInterval = useLiveRefetchInterval();
  const gallery = useInfiniteQuery({ ...galleryQueryOptions({ favorites }), refetchInterval });
  const actions = useDesignActions();
  const [toDelete, setToDelete] = useState<RoomImage | null>(null);
  const roomImages = gallery.data?.pages.flatMap((page) => page.items) ?? [];
  const selection = parseGalleryFilters(searchParams);
  const groups = groupBySourceRoomImage(roomImages, selection);
  const options = galleryFilterOptions(roomImages, selection);
  // The source rooms' titles for the group headers (cached per room, refreshed by its live topic).
  const sourceRoomImages = useQueries({
    queries: groups.flatMap((group) => (group.sourceId ? [roomImageQueryOptions(group.sourceId)] : [])),
    combine: (results) =>
      new Map(results.flatMap((result) => (result.data ? [[result.data._id, result.data]] : []))),
  });

  const setFilter = (value: boolean) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value) next.set('favorites', 'true');
      else next.delete('favorites');
      return next;
    });
  const setGalleryFilter = (name: keyof GalleryFilters, value: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const card = (roomImage: RoomImage) => (
    <li key={roomImage._id}>
      <GalleryCard
        roomImage={roomImage}
        isUpdating={actions.updatingId === roomImage._id}
        onToggleFavorite={(target) => void actions.toggleFavorite(target)}
        onDelete={setToDelete}
      />
    </li>
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">My gallery</h1>
          <p className="mt-2 text-muted-foreground">
            Every design you made, grouped by the room photo it came from, newest first.
          </p>
        </div>
        <div role="group" aria-label="Show" className="flex gap-1 rounded-lg border bg-card p-1">
          {filters.map((filter) => (
            <Button
              key={filter.label}
              size="sm"
              variant={favorites === filter.value ? 'secondary' : 'ghost'}
              aria-pressed={favorites === filter.value}
              onClick={() => setFilter(filter.value)}
            >
              {filter.value && <Heart aria-hidden="true" />}
              {filter.label}
            </Button>
          ))}
        </div>
      </header>

      {roomImages.length > 0 && (
        <GalleryFilterBar filters={selection} options={options} onChange={setGalleryFilter} />
      )}

      {gallery.isPending ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-[4/3] w-full" />
            </li>
          ))}
        </ul>
      ) : roomImages.length === 0 ? (
        <EmptyGallery favorites={favorites} />
      ) : groups.length === 0 ? (
        <NoMatchingDesigns onClear={() => setSearchParams(withoutModeAndStyle)} />
      ) : (
        <div className="flex flex-col gap-8">
          {groups.map((group) => (
            <GalleryGroupSection
              key={group.key}
              group={group}
              sourceRoomImage={group.sourceId ? sourceRoomImages.get(group.sourceId) : undefined}
            >
              {group.roomImages.map(card)}
            </GalleryGroupSection>
          ))}
        </div>
      )}

      {gallery.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void gallery.fetchNextPage()}
            disabled={gallery.isFetchingNextPage}
          >
            {gallery.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden="true" />}
            Load more
          </Button>
        </div>
      )}

      <DeleteDesignDialog
        title={toDelete?.title || null}
        open={toDelete !== null}
        isDeleting={actions.isDeleting}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          void actions.deleteDesign(toDelete).then((deleted) => deleted && setToDelete(null));
        }}
      />
    </div>
  );
}

const withoutModeAndStyle = (params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  next.delete('mode');
  next.delete('style');
  return next;
};

function NoMatchingDesigns({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-10 text-center">
      <h2 className="font-semibold">No designs match these filters</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Try another mode or style, or load more designs.
      </p>
      <Button variant="outline" onClick={onClear}>
        Show all designs
      </Button>
    </div>
  );
}

function EmptyGallery({ favorites }: { favorites: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-text',
        )}
      >
        {favorites ? (
          <Heart className="size-6" aria-hidden="true" />
        ) : (
          <ImagePlus className="size-6" aria-hidden="true" />
        )}
      </span>
      <h2 className="font-semibold">{favorites ? 'No favorites yet' : 'No designs yet'}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {favorites
          ? 'Tap the heart on a design to keep it here.'
          : 'Upload a photo of a room and your designs will show up here.'}
      </p>
      {!favorites && (
        <Button asChild>
          <Link to="/ideation">Create a design</Link>
        </Button>
      )}
    </div>
  );
}

export default GalleryPage;
