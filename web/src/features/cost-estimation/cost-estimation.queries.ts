import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { isApiError } from '@/lib/api-client';
import {
  fetchCostEstimation,
  fetchCostEstimations,
  fetchRoomObjects,
  startCostEstimation,
} from './cost-estimation.api';

/** Keys follow the live topics `cost-estimation:<id>` and `cost-estimations` (see `topicToQueryKey`). */
export const costEstimationKeys = {
  one: (id: string) => ['cost-estimation', id] as const,
  list: ['cost-estimations'] as const,
  roomObjects: (roomImageId: string) => ['room-objects', roomImageId] as const,
};

/** One estimate; `null` when the API says 404 (missing or another user's). */
export const costEstimationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: costEstimationKeys.one(id),
    queryFn: async () => {
      try {
        return await fetchCostEstimation(id);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: isValidStudioId(id),
    throwOnError: false,
  });

export const costEstimationsQueryOptions = queryOptions({
  queryKey: costEstimationKeys.list,
  queryFn: fetchCostEstimations,
  throwOnError: false,
});

/** The photo's scope; the engine runs once per image (the server caches it), so keep it for the session. */
export const roomObjectsQueryOptions = (roomImageId: string) =>
  queryOptions({
    queryKey: costEstimationKeys.roomObjects(roomImageId),
    queryFn: () => fetchRoomObjects(roomImageId),
    enabled: isValidStudioId(roomImageId),
    staleTime: Infinity,
    retry: false,
    throwOnError: false,
  });

export function useStartCostEstimation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCostEstimation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: costEstimationKeys.list });
      void queryClient.invalidateQueries({ queryKey: ['credits'] });
    },
  });
}
