import { type CostEstimate, type CostProjectInput } from '@roomcraft/contracts/cost-estimation';
import { costEstimationRoutes } from '@roomcraft/contracts/cost-estimation-api';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/cost-estimations/preview`: the estimate for a project, nothing stored or charged. */
export async function fetchEstimatePreview(
  project: CostProjectInput,
  signal?: AbortSignal,
): Promise<CostEstimate> {
  const body = await apiFetch(costEstimationRoutes.preview.path, {
    method: 'POST',
    body: JSON.stringify(project),
    ...(signal ? { signal } : {}),
  });
  return costEstimationRoutes.preview.response.parse(body);
}
