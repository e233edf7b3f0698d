import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { isValidStudioId, studioMessages } from '@roomcraft/contracts/studio';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ImageUploader } from '@/features/studio/components/image-uploader';
import { roomImageQueryOptions } from '@/features/studio/studio.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { IDEATION_PARAM, IdeationWorkspace } from '../components/ideation-workspace';
import { ideationRequestQueryOptions } from '../ideation.queries';

const ROOM_PARAM = 'room';

/**
 * /ideation (docs/spec §2, Ideation page): step 1 'Upload Room Image', step 2 'Ideation Settings', then
 * progress and ideas. `room` and `ideation` in the URL bring the page back after a reload.
 */
export function IdeationPage() {
  usePageTitle('Ideation Mode');
  const [searchParams, setSearchParams] = useSearchParams();
  const roomParam = searchParams.get(ROOM_PARAM);
  const requestParam = searchParams.get(IDEATION_PARAM);
  const roomId = isValidStudioId(roomParam) ? roomParam : null;
  const requestId = isValidStudioId(requestParam) ? requestParam : null;
  // The uploaded image shows at once, before the room record is read back.
  const [uploaded, setUploaded] = useState<{ roomImageId: string; url: string } | null>(null);

  const roomImageQuery = useQuery(roomImageQueryOptions(roomId ?? ''));
  const requestQuery = useQuery({
    ...ideationRequestQueryOptions(requestId ?? ''),
    enabled: requestId !== null,
  });
  const roomImage = roomId ? roomImageQuery.data : null;
  const request = requestQuery.data;

  const roomImageId = roomId ?? request?.roomImageId ?? null;
  const imageUrl =
    (uploaded && uploaded.roomImageId === roomImageId ? uploaded.url : null) ??
    roomImage?.originalImageUrl ??
    request?.originalImageUrl ??
    null;
  const loadingRoomImage = roomId !== null && roomImageQuery.isPending;
  const roomNotFound = roomId !== null && roomImageQuery.data === null;
  const running = requestId !== null;

  const setRoom = (id: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set(ROOM_PARAM, id);
      else next.delete(ROOM_PARAM);
      next.delete(IDEATION_PARAM);
      return next;
    });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Ideation Mode</h1>
        <p className="mt-2 text-muted-foreground">
          Upload a photo of your room and get up to six design ideas, each with its own image.
        </p>
      </header>

      <div
        className={running ? 'flex flex-col gap-8' : 'grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]'}
      >
        <section aria-labelledby="upload-step-title" className="flex flex-col gap-3">
          <h2 id="upload-step-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            <StepNumber n={1} />
            Upload Room Image
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
          <div className={running ? 'w-full max-w-md' : 'w-full'}>
            {loadingRoomImage ? (
              <Skeleton className="aspect-[4/3] w-full" aria-label="Loading Room" />
            ) : (
              <ImageUploader
                imageUrl={imageUrl}
                mode="ideation"
                disabled={running && request?.status !== 'completed' && request?.status !== 'failed'}
                onUploaded={({ upload, roomImageId: id }) => {
                  if (!id) return;
                  setUploaded({ roomImageId: id, url: upload.url });
                  setRoom(id);
                }}
                onRemove={() => {
                  setUploaded(null);
                  setRoom(null);
                }}
              />
            )}
          </div>
        </section>

        <section aria-label="Step 2" className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-medium text-muted-foreground" aria-hidden="true">
            <StepNumber n={2} />
            {running ? 'Your ideas' : 'Choose your settings'}
          </p>
          <IdeationWorkspace roomImageId={roomImageId} imageUrl={imageUrl ?? ''} />
        </section>
      </div>
    </div>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
      {n}
    </span>
  );
}

export default IdeationPage;
