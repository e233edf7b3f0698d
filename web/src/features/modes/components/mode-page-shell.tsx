import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { RoomImageMode } from '@roomcraft/contracts/studio';
import { isValidStudioId, studioMessages, type RoomImage } from '@roomcraft/contracts/studio';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ImageUploader } from '@/features/studio/components/image-uploader';
import { roomImageQueryOptions } from '@/features/studio/studio.queries';
import { usePageTitle } from '@/lib/use-page-title';

export const ROOM_PARAM = 'room';
export const RESULT_PARAM = 'result';

/** Reads and writes the page's `room` and `result` query parameters (a reload brings the page back). */
export function useModeParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const room = searchParams.get(ROOM_PARAM);
  const result = searchParams.get(RESULT_PARAM);
  const set = (changes: Record<string, string | null>) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return {
    roomId: isValidStudioId(room) ? room : null,
    resultId: isValidStudioId(result) ? result : null,
    searchParams,
    set,
  };
}

/**
 * The frame of a single-image mode page: title, step 1 (the room photo: upload, or the room named by
 * `room=`), then the mode's own settings and result, given the loaded room.
 */
export function ModePageShell({
  title,
  intro,
  mode,
  children,
}: {
  title: string;
  intro: string;
  mode: RoomImageMode;
  children: (args: { roomImage: RoomImage }) => ReactNode;
}) {
  usePageTitle(title);
  const { roomId, set } = useModeParams();
  const roomImageQuery = useQuery(roomImageQueryOptions(roomId ?? ''));
  const roomImage = roomId ? roomImageQuery.data : null;
  const loading = roomId !== null && roomImageQuery.isPending;
  const notFound = roomId !== null && roomImageQuery.data === null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{intro}</p>
      </header>
      {notFound && (
        <Alert variant="warning" role="status">
          <SearchX aria-hidden="true" />
          <div>
            <p className="font-semibold">{studioMessages.roomNotFound.title}</p>
            <p>{studioMessages.roomNotFound.description}</p>
          </div>
        </Alert>
      )}
      {loading ? (
        <Skeleton className="aspect-[4/3] w-full max-w-xl" aria-label="Loading Room" />
      ) : roomImage ? (
        children({ roomImage })
      ) : (
        <section aria-labelledby="upload-step-title" className="flex max-w-xl flex-col gap-3">
          <h2 id="upload-step-title" className="text-lg font-semibold tracking-tight">
            Upload Room Image
          </h2>
          <ImageUploader
            imageUrl={null}
            mode={mode}
            onUploaded={({ roomImageId }) => {
              if (roomImageId) set({ [ROOM_PARAM]: roomImageId, [RESULT_PARAM]: null });
            }}
          />
        </section>
      )}
    </div>
  );
}
