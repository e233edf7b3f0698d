import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isValidStudioId, type RoomImage } from '@roomcraft/contracts/studio';
import { isApiError } from '@/lib/api-client';
import {
  createRoomImage,
  deleteRoomImage,
  fetchRecentRoomImages,
  fetchRoomImage,
  updateRoomImage,
} from './studio.api';

/**
 * Query keys follow the live-update topics (`room:<id>` -> ['room', id], `rooms`, `gallery`, `credits`), so
 * the event stream refreshes them without any code here.
 */
export const studioQueryKeys = {
  room: (id: string) => ['room', id] as const,
  rooms: ['rooms'] as const,
  recentRooms: (limit: number) => ['rooms', limit] as const,
  gallery: ['gallery'] as const,
};

/**
 * One room image. Resolves to `null` when the API answers 404 (missing, or another user's: docs/spec §4
 * 'Room Not Found'), so pages branch on data instead of an error screen. Ids with braces are never fetched.
 */
export const roomImageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: studioQueryKeys.room(id),
    queryFn: async (): Promise<RoomImage | null> => {
      try {
        return await fetchRoomImage(id);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: isValidStudioId(id),
    throwOnError: false,
  });

/** The last rooms uploaded; a failure leaves the dashboard's empty state rather than failing the page. */
export const recentRoomImagesQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: studioQueryKeys.recentRooms(limit),
    queryFn: () => fetchRecentRoomImages(limit),
    throwOnError: false,
  });

export function useCreateRoomImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoomImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioQueryKeys.rooms }),
  });
}

export function useUpdateRoomImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoomImage,
    onSuccess: (roomImage) => {
      queryClient.setQueryData(studioQueryKeys.room(roomImage._id), roomImage);
      void queryClient.invalidateQueries({ queryKey: studioQueryKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: studioQueryKeys.gallery });
    },
  });
}

export function useDeleteRoomImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoomImage,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: studioQueryKeys.room(id) });
      void queryClient.invalidateQueries({ queryKey: studioQueryKeys.rooms });
      void queryClient.invalidateQueries({ queryKey: studioQueryKeys.gallery });
    },
  });
}
