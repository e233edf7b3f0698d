import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CostProjectInput } from '@roomcraft/contracts/cost-estimation';
import { fetchEstimatePreview } from './budget-planning.api';

/**
 * One preview per project description: the key is the description itself, so swapping back to a tier or a
 * scope already priced answers from the cache, and the previous estimate stays on screen while the next loads.
 */
export const estimatePreviewQueryOptions = (project: CostProjectInput | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['cost-estimate-preview', project] as const,
    queryFn: ({ signal }) => fetchEstimatePreview(project!, signal),
    enabled: enabled && project !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
    throwOnError: false,
  });
