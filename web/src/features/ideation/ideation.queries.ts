import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea } from '@roomcraft/contracts/studio';
import { toastFavorite, toastFavoriteError } from '@/features/gallery/favorite-toasts';
import { studioQueryKeys } from '@/features/studio/studio.queries';
import { isApiError, isRetryableError } from '@/lib/api-client';
import {
  fetchIdeationIdeas,
  fetchIdeationRequest,
  fetchRecentIdeations,
  setIdeaFavorite,
  startIdeation,
} from './ideation.api';

/**
 * Query keys follow the live topic `ideation:<id>` (see `topicToQueryKey`): one event refreshes the
 * request and its ideas, which sit under the same prefix.
 */
export const ideationKeys = {
  all: ['ideation'] as const,
  request: (id: string) => ['ideation', id] as const,
  ideas: (id: string) => ['ideation', id, 'ideas'] as const,
  recentAll: ['ideations'] as const,
  recent: (limit: number) => ['ideations', 'recent', limit] as const,
};

/** A 404 means missing or someone else's: the page shows the 'Unable to load' card, not the error screen. */
export const isNotFoundError = (error: unknown) => isApiError(error) && error.status === 404;

/** Only an unreachable server is worth one more try; a 404 is final. */
const retryOnce = (failureCount: number, error: Error) => isRetryableError(error) && failureCount < 1;

export const ideationRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ideationKeys.request(id),
    queryFn: () => fetchIdeationRequest(id),
    staleTime: 0,
    retry: retryOnce,
    throwOnError: false,
  });

export const ideationIdeasQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ideationKeys.ideas(id),
    queryFn: () => fetchIdeationIdeas(id),
    staleTime: 0,
    retry: retryOnce,
    throwOnError: false,
  });

/** Recent requests for the dashboard; a failure leaves the section empty rather than failing the page. */
export const recentIdeationsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ideationKeys.recent(limit),
    queryFn: () => fetchRecentIdeations(limit),
    throwOnError: false,
  });

export function useStartIdeation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startIdeation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ideationKeys.recentAll }),
  });
}

/** Flips an idea's heart at once and puts it back if the server refuses (docs/spec §8 toasts). */
export function useToggleIdeaFavorite(requestId: string) {
  const queryClient = useQueryClient();
  const key = ideationKeys.ideas(requestId);
  const setFavorite = (ideaId: string, isFavorite: boolean) =>
    queryClient.setQueryData<Idea[]>(key, (ideas) =>
      ideas?.map((idea) => (idea._id === ideaId ? { ...idea, isFavorite } : idea)),
    );
  return useMutation({
    mutationFn: setIdeaFavorite,
    onMutate: async ({ ideaId, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setFavorite(ideaId, isFavorite);
    },
    onSuccess: (isFavorite) => {
      toastFavorite(isFavorite);
    },
    onError: (_error, { ideaId, isFavorite }) => {
      setFavorite(ideaId, !isFavorite);
      toastFavoriteError();
    },
    // The idea's room image flips too: the gallery's favourites filter must see it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: studioQueryKeys.gallery }),
  });
}
