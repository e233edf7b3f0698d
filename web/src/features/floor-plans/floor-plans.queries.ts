import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isFinishedFloorPlanStatus, type FloorPlanIdea } from '@roomcraft/contracts/floor-plans';
import { toastFavorite, toastFavoriteError } from '@/features/gallery/favorite-toasts';
import { isRetryableError } from '@/lib/api-client';
import {
  correctFloorPlan,
  fetchFloorPlan,
  fetchFloorPlanIdeas,
  fetchRecentFloorPlans,
  setFloorPlanIdeaFavorite,
  startFloorPlan,
} from './floor-plans.api';

/**
 * Query keys follow the live topics `floor-plan:<id>` and `floor-plans` (see `topicToQueryKey`): one
 * event refreshes the request and its ideas, which sit under the same prefix.
 */
export const floorPlanKeys = {
  request: (id: string) => ['floor-plan', id] as const,
  ideas: (id: string) => ['floor-plan', id, 'ideas'] as const,
  recentAll: ['floor-plans'] as const,
  recent: (limit: number) => ['floor-plans', 'recent', limit] as const,
};

const retryOnce = (failureCount: number, error: Error) => isRetryableError(error) && failureCount < 1;

/** Live updates refresh it; while it runs it is also polled every 2 s (docs/spec §7). */
export const floorPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: floorPlanKeys.request(id),
    queryFn: () => fetchFloorPlan(id),
    staleTime: 0,
    retry: retryOnce,
    throwOnError: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinishedFloorPlanStatus(status) ? false : 2000;
    },
  });

export const floorPlanIdeasQueryOptions = (id: string) =>
  queryOptions({
    queryKey: floorPlanKeys.ideas(id),
    queryFn: () => fetchFloorPlanIdeas(id),
    staleTime: 0,
    retry: retryOnce,
    throwOnError: false,
  });

export const recentFloorPlansQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: floorPlanKeys.recent(limit),
    queryFn: () => fetchRecentFloorPlans(limit),
    throwOnError: false,
  });

export function useStartFloorPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFloorPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorPlanKeys.recentAll }),
  });
}

/** Flips an idea's heart at once and puts it back if the server refuses (docs/spec §8 toasts). */
export function useToggleFloorPlanFavorite(requestId: string) {
  const queryClient = useQueryClient();
  const key = floorPlanKeys.ideas(requestId);
  const setFavorite = (ideaId: string, isFavorite: boolean) =>
    queryClient.setQueryData<FloorPlanIdea[]>(key, (ideas) =>
      ideas?.map((idea) => (idea._id === ideaId ? { ...idea, isFavorite } : idea)),
    );
  return useMutation({
    mutationFn: setFloorPlanIdeaFavorite,
    onMutate: async ({ ideaId, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setFavorite(ideaId, isFavorite);
    },
    onSuccess: (isFavorite) => toastFavorite(isFavorite),
    onError: (_error, { ideaId, isFavorite }) => {
      setFavorite(ideaId, !isFavorite);
      toastFavoriteError();
    },
  });
}

/** Hand corrections: the answer replaces the request; the ideas are made again on the server. */
export function useCorrectFloorPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: Parameters<typeof correctFloorPlan>[0]['correction']) =>
      correctFloorPlan({ id, correction }),
    onSuccess: (request) => {
      queryClient.setQueryData(floorPlanKeys.request(id), request);
      void queryClient.invalidateQueries({ queryKey: floorPlanKeys.ideas(id) });
    },
  });
}
