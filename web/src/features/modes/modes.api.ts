import { pathOf } from '@roomcraft/contracts/api-routes';
import {
  generationRoutes,
  type DetectedObjectDto,
  type GenerationRequest,
} from '@roomcraft/contracts/generations';
import { studioRoutes } from '@roomcraft/contracts/studio';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/generations`: starts a visualize, decluttering, staging or compose generation. */
export async function startGeneration(input: GenerationRequest): Promise<{ roomImageId: string }> {
  const body = await apiFetch(generationRoutes.start.path, { method: 'POST', body: JSON.stringify(input) });
  return generationRoutes.start.response.parse(body);
}

/** `POST /api/generations/detect-objects`: what decluttering can remove (free). */
export async function detectObjects(roomImageId: string): Promise<DetectedObjectDto[]> {
  const body = await apiFetch(generationRoutes.detectObjects.path, {
    method: 'POST',
    body: JSON.stringify({ roomImageId }),
  });
  return generationRoutes.detectObjects.response.parse(body).objects;
}

/** `GET /api/rooms/:id/progress` (spec §7 checkGenerationProgress). */
export async function fetchGenerationProgress(roomImageId: string) {
  const route = studioRoutes.roomProgress;
  return route.response.parse(await apiFetch(pathOf(route, { id: roomImageId })));
}
