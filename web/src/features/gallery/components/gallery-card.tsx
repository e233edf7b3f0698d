import { Link } from 'react-router';
import { Heart, Trash2 } from 'lucide-react';
import { designStyleLabel } from '@roomcraft/contracts/catalogue/design-styles';
import { roomTypeLabel } from '@roomcraft/contracts/catalogue/room-types';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { designTitle } from '../design-title';

/** One design of the gallery: opens /design/{id}; heart and delete sit on top of the image. */
export function GalleryCard({
  roomImage,
  isUpdating,
  onToggleFavorite,
  onDelete,
}: {
  roomImage: RoomImage;
  isUpdating: boolean;
  onToggleFavorite: (roomImage: RoomImage) => void;
  onDelete: (roomImage: RoomImage) => void;
}) {
  const image = roomImage.generatedThumbnailUrl ?? roomImage.originalThumbnailUrl ?? roomImage.imageUrl;
  const title = designTitle(roomImage);
  const details = [
    roomImage.style && designStyleLabel(roomImage.style),
    roomImage.roomType && roomTypeLabel(roomImage.roomType),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs">
      <Link
        to={`/design/${encodeURIComponent(roomImage._id)}`}
        className="flex flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <img src={image} alt="" className="aspect-[4/3] w-full bg-muted object-cover" loading="lazy" />
        <span className="flex flex-col gap-0.5 p-3">
          <span className="truncate text-sm font-semibold">{title}</span>
          <span className="truncate text-caption text-muted-foreground">
            {details || new Date(roomImage.createdAt).toLocaleDateString()}
          </span>
        </span>
      </Link>
      <div className="absolute top-2 right-2 flex gap-1.5">
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-pressed={roomImage.isFavorite}
          aria-label={`${roomImage.isFavorite ? 'Remove from favorites' : 'Add to favorites'}: ${title}`}
          disabled={isUpdating}
          onClick={() => onToggleFavorite(roomImage)}
          className="rounded-full bg-card/90 backdrop-blur"
        >
          <Heart className={cn(roomImage.isFavorite && 'fill-red-500 text-red-500')} aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Delete ${title}`}
          onClick={() => onDelete(roomImage)}
          className="rounded-full bg-card/90 backdrop-blur"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
