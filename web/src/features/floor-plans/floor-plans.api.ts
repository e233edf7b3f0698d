import { z } from 'zod';
import { pathOf } from '@roomcraft/contracts/api-routes';
import {
  floorPlanRequestSchema,
  floorPlanRoutes,
  type FloorPlanCorrection,
  type FloorPlanIdea,
  type FloorPlanRequest,
  type FloorPlanStartRequest,
} from '@roomcraft/contracts/floor-plans';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/floor-plans`: the id of the new request. */
export async function startFloorPlan(input: FloorPlanStartRequest): Promise<string> {
  const body = await apiFetch(floorPlanRoutes.start.path, { method: 'POST', body: JSON.stringify(input) });
  return floorPlanRoutes.start.response.parse(body).floorPlanRequestId;
}

// Progress outside 0..100 must not break the page: the card clamps it.
const lenientRequestSchema = floorPlanRequestSchema.extend({ progress: z.number() });

export async function fetchFloorPlan(id: string): Promise<FloorPlanRequest> {
  return lenientRequestSchema.parse(await apiFetch(pathOf(floorPlanRoutes.floorPlan, { id })));
}

export async function fetchFloorPlanIdeas(id: string): Promise<FloorPlanIdea[]> {
  const route = floorPlanRoutes.ideas;
  return route.response.parse(await apiFetch(pathOf(route, { id }))).ideas;
}

export async function fetchRecentFloorPlans(limit: number): Promise<FloorPlanRequest[]> {
  const body = await apiFetch(`${floorPlanRoutes.list.path}?limit=${limit}`);
  return floorPlanRoutes.list.response.parse(body).requests;
}

export async function setFloorPlanIdeaFavorite({
  ideaId,
  isFavorite,
}: {
  ideaId: string;
  isFavorite: boolean;
}) {
  const body = await apiFetch(pathOf(floorPlanRoutes.ideaFavorite, { id: ideaId }), {
    method: 'POST',
    body: JSON.stringify({ isFavorite }),
  });
  return floorPlanRoutes.ideaFavorite.response.parse(body).isFavorite;
}

/** `PATCH /api/floor-plans/:id`: rename rooms or set the scale; answers the corrected request. */
export async function correctFloorPlan({ id, correction }: { id: string; correction: FloorPlanCorrection }) {
  const body = await apiFetch(pathOf(floorPlanRoutes.correct, { id }), {
    method: 'PATCH',
    body: JSON.stringify(correction),
  });
  return lenientRequestSchema.parse(body);
}
