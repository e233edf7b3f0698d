import {
  costEstimateSchema,
  type CostEstimate,
  type CostProjectInput,
} from '@roomcraft/contracts/cost-estimation';
import { costEstimationPaths } from '@roomcraft/contracts/cost-estimation-api';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/cost-estimations/preview`: the estimate for a project, nothing stored or charged. */
export async function fetchEstimatePreview(
  project: CostProjectInput,
  signal?: AbortSignal,
): Promise<CostEstimate> {
  const body = await apiFetch(costEstimationPaths.preview, {
    method: 'POST',
    body: JSON.stringify(project),
    ...(signal ? { signal } : {}),
  });
  return costEstimateSchema.parse(body);
}
