import {
  detectedObjectsResponseSchema,
  generationPaths,
  generationStartResponseSchema,
  type DetectedObjectDto,
  type GenerationRequest,
} from '@roomcraft/contracts/generations';
import { generationProgressSchema, studioPaths } from '@roomcraft/contracts/studio';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/generations`: starts a visualize, decluttering, staging or compose generation. */
export async function startGeneration(input: GenerationRequest): Promise<{ roomImageId: string }> {
  const body = await apiFetch(generationPaths.generations, { method: 'POST', body: JSON.stringify(input) });
  return generationStartResponseSchema.parse(body);
}

/** `POST /api/generations/detect-objects`: what decluttering can remove (free). */
export async function detectObjects(roomImageId: string): Promise<DetectedObjectDto[]> {
  const body = await apiFetch(generationPaths.detectObjects, {
    method: 'POST',
    body: JSON.stringify({ roomImageId }),
  });
  return detectedObjectsResponseSchema.parse(body).objects;
}

/** `GET /api/rooms/:id/progress` (spec §7 checkGenerationProgress). */
export async function fetchGenerationProgress(roomImageId: string) {
  return generationProgressSchema.parse(await apiFetch(studioPaths.roomProgress(roomImageId)));
}
