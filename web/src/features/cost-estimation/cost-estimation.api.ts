import {
  costEstimationActiveResponseSchema,
  costEstimationListResponseSchema,
  costEstimationPaths,
  costEstimationSchema,
  costEstimationStartResponseSchema,
  roomObjectsResponseSchema,
  type CostEstimation,
  type CostEstimationStartRequest,
  type RoomObjectsResponse,
} from '@roomcraft/contracts/cost-estimation-api';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/rooms/:id/objects`: what the photo shows and the scope it suggests. */
export async function fetchRoomObjects(roomImageId: string): Promise<RoomObjectsResponse> {
  return roomObjectsResponseSchema.parse(await apiFetch(costEstimationPaths.roomObjects(roomImageId)));
}

/** `POST /api/cost-estimations`: the new estimate's id (credits are held until it finishes). */
export async function startCostEstimation(input: CostEstimationStartRequest): Promise<string> {
  const body = await apiFetch(costEstimationPaths.costEstimations, {
    method: 'POST',
    body: JSON.stringify(input),
  });
  return costEstimationStartResponseSchema.parse(body).costEstimationId;
}

export async function fetchCostEstimation(id: string): Promise<CostEstimation> {
  return costEstimationSchema.parse(await apiFetch(costEstimationPaths.costEstimation(id)));
}

export async function fetchCostEstimations(): Promise<CostEstimation[]> {
  return costEstimationListResponseSchema.parse(await apiFetch(costEstimationPaths.costEstimations))
    .costEstimations;
}

export async function fetchActiveCostEstimations() {
  return costEstimationActiveResponseSchema.parse(await apiFetch(costEstimationPaths.active)).progress;
}
