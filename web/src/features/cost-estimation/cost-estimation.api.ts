import { pathOf } from '@roomcraft/contracts/api-routes';
import {
  costEstimationRoutes,
  type CostEstimation,
  type CostEstimationStartRequest,
  type RoomObjectsResponse,
} from '@roomcraft/contracts/cost-estimation-api';
import { apiFetch } from '@/lib/api-client';

/** `GET /api/rooms/:id/objects`: what the photo shows and the scope it suggests. */
export async function fetchRoomObjects(roomImageId: string): Promise<RoomObjectsResponse> {
  const route = costEstimationRoutes.roomObjects;
  return route.response.parse(await apiFetch(pathOf(route, { id: roomImageId })));
}

/** `POST /api/cost-estimations`: the new estimate's id (credits are held until it finishes). */
export async function startCostEstimation(input: CostEstimationStartRequest): Promise<string> {
  const body = await apiFetch(costEstimationRoutes.start.path, {
    method: 'POST',
    body: JSON.stringify(input),
  });
  return costEstimationRoutes.start.response.parse(body).costEstimationId;
}

export async function fetchCostEstimation(id: string): Promise<CostEstimation> {
  const route = costEstimationRoutes.costEstimation;
  return route.response.parse(await apiFetch(pathOf(route, { id })));
}

export async function fetchCostEstimations(): Promise<CostEstimation[]> {
  const { path, response } = costEstimationRoutes.list;
  return response.parse(await apiFetch(path)).costEstimations;
}

export async function fetchActiveCostEstimations() {
  const { path, response } = costEstimationRoutes.active;
  return response.parse(await apiFetch(path)).progress;
}
