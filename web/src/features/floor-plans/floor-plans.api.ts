import { z } from 'zod';
import {
  floorPlanFavoriteResponseSchema,
  floorPlanIdeaListResponseSchema,
  floorPlanListResponseSchema,
  floorPlanPaths,
  floorPlanRequestSchema,
  floorPlanStartResponseSchema,
  type FloorPlanCorrection,
  type FloorPlanIdea,
  type FloorPlanRequest,
  type FloorPlanStartRequest,
} from '@roomcraft/contracts/floor-plans';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/floor-plans`: the id of the new request. */
export async function startFloorPlan(input: FloorPlanStartRequest): Promise<string> {
  const body = await apiFetch(floorPlanPaths.floorPlans, { method: 'POST', body: JSON.stringify(input) });
  return floorPlanStartResponseSchema.parse(body).floorPlanRequestId;
}

// Progress outside 0..100 must not break the page: the card clamps it.
const lenientRequestSchema = floorPlanRequestSchema.extend({ progress: z.number() });

export async function fetchFloorPlan(id: string): Promise<FloorPlanRequest> {
  return lenientRequestSchema.parse(await apiFetch(floorPlanPaths.floorPlan(id)));
}

export async function fetchFloorPlanIdeas(id: string): Promise<FloorPlanIdea[]> {
  return floorPlanIdeaListResponseSchema.parse(await apiFetch(floorPlanPaths.floorPlanIdeas(id))).ideas;
}

export async function fetchRecentFloorPlans(limit: number): Promise<FloorPlanRequest[]> {
  const body = await apiFetch(`${floorPlanPaths.floorPlans}?limit=${limit}`);
  return floorPlanListResponseSchema.parse(body).requests;
}

export async function setFloorPlanIdeaFavorite({
  ideaId,
  isFavorite,
}: {
  ideaId: string;
  isFavorite: boolean;
}) {
  const body = await apiFetch(floorPlanPaths.floorPlanIdeaFavorite(ideaId), {
    method: 'POST',
    body: JSON.stringify({ isFavorite }),
  });
  return floorPlanFavoriteResponseSchema.parse(body).isFavorite;
}

/** `PATCH /api/floor-plans/:id`: rename rooms or set the scale; answers the corrected request. */
export async function correctFloorPlan({ id, correction }: { id: string; correction: FloorPlanCorrection }) {
  const body = await apiFetch(floorPlanPaths.floorPlan(id), {
    method: 'PATCH',
    body: JSON.stringify(correction),
  });
  return lenientRequestSchema.parse(body);
}
