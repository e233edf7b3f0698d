import { z } from 'zod';
import { pathOf } from '@roomcraft/contracts/api-routes';
import {
  ideationRequestSchema,
  studioMessages,
  studioRoutes,
  type Idea,
  type IdeationRequest,
  type IdeationStartRequest,
} from '@roomcraft/contracts/studio';
import { ApiError, apiFetch } from '@/lib/api-client';

/** `POST /api/ideations`: the id of the new request; an answer without `success` or an id is a failure. */
export async function startIdeation(input: IdeationStartRequest): Promise<string> {
  const body = await apiFetch(studioRoutes.startIdeation.path, {
    method: 'POST',
    body: JSON.stringify(input),
  });
  const parsed = studioRoutes.startIdeation.response.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'http',
      status: 200,
      code: 'ideation.start_failed',
      message: studioMessages.failedToStart,
    });
  }
  return parsed.data.ideationRequestId;
}

// Progress outside 0..100 must not break the page: the card clamps it (docs/spec §4).
const lenientRequestSchema = ideationRequestSchema.extend({ progress: z.number() });

export async function fetchIdeationRequest(id: string): Promise<IdeationRequest> {
  return lenientRequestSchema.parse(await apiFetch(pathOf(studioRoutes.ideation, { id })));
}

export async function fetchIdeationIdeas(id: string): Promise<Idea[]> {
  return studioRoutes.ideationIdeas.response.parse(await apiFetch(pathOf(studioRoutes.ideationIdeas, { id })))
    .ideas;
}

/** `GET /api/ideations?limit=`: the newest requests first. */
export async function fetchRecentIdeations(limit: number): Promise<IdeationRequest[]> {
  const body = await apiFetch(`${studioRoutes.listIdeations.path}?limit=${limit}`);
  return studioRoutes.listIdeations.response.parse(body).requests;
}

export async function setIdeaFavorite({ ideaId, isFavorite }: { ideaId: string; isFavorite: boolean }) {
  const body = await apiFetch(pathOf(studioRoutes.ideaFavorite, { id: ideaId }), {
    method: 'POST',
    body: JSON.stringify({ isFavorite }),
  });
  return studioRoutes.ideaFavorite.response.parse(body).isFavorite;
}
