import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { roomTypeLabel } from '@roomcraft/contracts/catalogue/room-types';
import { studioLimits, type RoomImage } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { recentRoomImagesQueryOptions } from '@/features/studio/studio.queries';

/** Where a recent room opens: ideation rooms in /ideation, the others in the home studio. */
export function roomLink(room: Pick<RoomImage, '_id' | 'mode'>): string {
  const id = encodeURIComponent(room._id);
  return room.mode === 'ideation' ? `/ideation?room=${id}` : `/?room=${id}`;
}

/** The last rooms the user uploaded (GET /api/rooms?limit=5), refreshed on the `rooms` topic event. */
export function RecentRooms() {
  // A failure leaves the empty state rather than failing the whole dashboard (see the query options).
  const rooms = useQuery(recentRoomImagesQueryOptions(studioLimits.recentRoomsLimit));

  if (rooms.isPending) {
    return (
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index}>
            <Skeleton className="aspect-[4/3] w-full" />
          </li>
        ))}
      </ul>
    );
  }
  if (!rooms.data?.length) {
    return (
      <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-text">
          <ImagePlus className="size-6" aria-hidden="true" />
        </span>
        <h3 className="font-semibold">No rooms yet</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          Upload a photo of a room to get your first design ideas. Your rooms will show up here.
        </p>
        <Button asChild>
          <Link to="/ideation">Upload a room photo</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {rooms.data.map((room) => {
        const title = room.title || (room.roomType ? roomTypeLabel(room.roomType) : 'Untitled room');
        return (
          <li key={room._id}>
            <Link
              to={roomLink(room)}
              className="group flex flex-col overflow-hidden rounded-xl border bg-card hover:border-primary/40"
            >
              <img
                src={room.originalThumbnailUrl || room.originalImageUrl}
                alt=""
                className="aspect-[4/3] w-full bg-muted object-cover"
                loading="lazy"
              />
              <span className="truncate px-3 py-2 text-sm font-medium">{title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
