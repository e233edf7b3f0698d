import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ScanSearch, SearchX } from 'lucide-react';
import { isValidStudioId, studioMessages } from '@roomcraft/contracts/studio';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ImageUploader } from '@/features/studio/components/image-uploader';
import { recentRoomImagesQueryOptions, roomImageQueryOptions } from '@/features/studio/studio.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { ScopeEditor } from '../components/scope-editor';
import { roomObjectsQueryOptions } from '../cost-estimation.queries';

const ROOM_PARAM = 'room';

/**
 * /cost-analysis: choose a room photo or a design (or upload one), review the scope the photo suggests,
 * then run the estimate. `?room=<id>` is where the 'Estimate cost' buttons of designs land.
 */
export function CostAnalysisPage() {
  usePageTitle('Cost analysis');
  const [searchParams, setSearchParams] = useSearchParams();
  const roomParam = searchParams.get(ROOM_PARAM);
  const roomId = isValidStudioId(roomParam) ? roomParam : null;
  const room = useQuery(roomImageQueryOptions(roomId ?? ''));
  const objects = useQuery(roomObjectsQueryOptions(roomId ?? ''));
  const recent = useQuery({ ...recentRoomImagesQueryOptions(12), enabled: roomId === null });
  const setRoom = (id: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set(ROOM_PARAM, id);
      else next.delete(ROOM_PARAM);
      return next;
    });
  const roomNotFound = roomId !== null && room.data === null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Cost analysis</h1>
          <p className="mt-2 text-muted-foreground">
            Itemised costs from published prices, with the source of every figure. Start from a room photo or
            a design.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start">
          <Link to="/cost-estimations">Your estimates</Link>
        </Button>
      </header>

      <section aria-labelledby="room-step-title" className="flex flex-col gap-3">
        <h2 id="room-step-title" className="text-lg font-semibold tracking-tight">
          1. The room
        </h2>
        {roomNotFound && (
          <Alert variant="warning" role="status">
            <SearchX aria-hidden="true" />
            <div>
              <p className="font-semibold">{studioMessages.roomNotFound.title}</p>
              <p>{studioMessages.roomNotFound.description}</p>
            </div>
          </Alert>
        )}
        {roomId && room.data ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <img
              src={room.data.generatedThumbnailUrl ?? room.data.originalThumbnailUrl}
              alt={`${room.data.roomType ?? 'Room'} ${room.data.generatedImageUrl ? 'design' : 'photo'}`}
              className="aspect-[4/3] w-full max-w-xs rounded-lg border object-cover"
            />
            <div className="flex flex-col gap-2">
              <p className="font-medium">
                {room.data.title || (room.data.generatedImageUrl ? 'Design' : 'Room photo')}
              </p>
              <Button variant="outline" className="self-start" onClick={() => setRoom(null)}>
                Choose another room
              </Button>
            </div>
          </div>
        ) : roomId && room.isPending ? (
          <Skeleton className="aspect-[4/3] w-full max-w-xs" aria-label="Loading room" />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <ImageUploader
              imageUrl={null}
              mode="upload"
              onUploaded={({ roomImageId }) => {
                if (roomImageId) setRoom(roomImageId);
              }}
              onRemove={() => setRoom(null)}
            />
            <div className="flex flex-col gap-2">
              <p className="text-sm font-medium">Or pick one of your rooms and designs</p>
              {recent.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : (recent.data ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Nothing yet: upload a photo of the room to price.
                </p>
              ) : (
                <ul className="grid grid-cols-3 gap-2">
                  {(recent.data ?? []).map((r) => (
                    <li key={r._id}>
                      <button
                        type="button"
                        onClick={() => setRoom(r._id)}
                        className="block w-full overflow-hidden rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <img
                          src={r.generatedThumbnailUrl ?? r.originalThumbnailUrl}
                          alt={`${r.roomType ?? 'Room'}${r.title ? `: ${r.title}` : ''}`}
                          className="aspect-square w-full object-cover"
                          loading="lazy"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        )}
      </section>

      {roomId && room.data && (
        <section aria-labelledby="scope-step-title" className="flex flex-col gap-3">
          <h2 id="scope-step-title" className="text-lg font-semibold tracking-tight">
            2. Review the scope
          </h2>
          {objects.isPending ? (
            <div className="flex flex-col gap-2" role="status">
              <p className="flex items-center gap-2 text-muted-foreground">
                <ScanSearch className="size-4" aria-hidden="true" />
                Reading the photo: surfaces, fixtures and floor area…
              </p>
              <Skeleton className="h-64 w-full" />
            </div>
          ) : objects.data ? (
            <ScopeEditor key={roomId} roomImageId={roomId} objects={objects.data} />
          ) : (
            <Alert variant="destructive" role="alert">
              <div>
                <p>The photo could not be read.</p>
                <Button variant="outline" size="sm" className="mt-2" onClick={() => void objects.refetch()}>
                  Try again
                </Button>
              </div>
            </Alert>
          )}
        </section>
      )}
    </div>
  );
}

export default CostAnalysisPage;
