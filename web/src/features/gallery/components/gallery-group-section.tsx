import type { ReactNode } from 'react';
import type { RoomImage } from '@roomcraft/contracts/studio';
import { roomTypeLabel } from '@roomcraft/contracts/catalogue/room-types';
import type { GalleryGroup } from '../gallery-groups';

/** The header's title: the source room's own title, else what the designs say about the room. */
function groupTitle(group: GalleryGroup, sourceRoomImage: RoomImage | null | undefined): string {
  if (sourceRoomImage?.title) return sourceRoomImage.title;
  const roomType = group.roomImages.find((roomImage) => roomImage.roomType)?.roomType;
  return roomType ? `${roomTypeLabel(roomType)} photo` : 'Room photo';
}

/**
 * One room of the gallery: the photo the designs came from as the header, with its title, then the designs
 * (the cards, as `<li>`s) in the gallery's grid.
 */
export function GalleryGroupSection({
  group,
  sourceRoomImage,
  children,
}: {
  group: GalleryGroup;
  /** The source room once fetched; null when it is gone, undefined while loading or when unknown. */
  sourceRoomImage: RoomImage | null | undefined;
  children: ReactNode;
}) {
  const title = groupTitle(group, sourceRoomImage);
  const headingId = `gallery-group-${group.key}`;
  const count = group.roomImages.length;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <img
          src={group.thumbnailUrl}
          alt={`Original photo: ${title}`}
          className="h-12 w-16 shrink-0 rounded-md border bg-muted object-cover sm:h-14 sm:w-20"
          loading="lazy"
        />
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {count} {count === 1 ? 'design' : 'designs'}
          </p>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">{children}</ul>
    </section>
  );
}
