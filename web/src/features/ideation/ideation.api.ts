import { z } from 'zod';
import {
  favoriteResponseSchema,
  ideaListResponseSchema,
  ideationListResponseSchema,
  ideationRequestSchema,
  ideationStartResponseSchema,
  studioMessages,
  studioPaths,
  type Idea,
  type IdeationRequest,
  type IdeationStartRequest,
} from '@roomcraft/contracts/studio';
import { ApiError, apiFetch } from '@/lib/api-client';

/** `POST /api/ideations`: the id of the new request; an answer without `success` or an id is a failure. */
export async function startIdeation(input: IdeationStartRequest): Promise<string> {
  const body = await apiFetch(studioPaths.ideations, { method: 'POST', body: JSON.stringify(input) });
  const parsed = ideationStartResponseSchema.safeParse(body);
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

// Progress outside 0..100 must not break the page: the card clamps it (spec section 4).
const lenientRequestSchema = ideationRequestSchema.extend({ progress: z.number() });

export async function fetchIdeationRequest(id: string): Promise<IdeationRequest> {
  return lenientRequestSchema.parse(await apiFetch(studioPaths.ideation(id)));
}

export async function fetchIdeationIdeas(id: string): Promise<Idea[]> {
  return ideaListResponseSchema.parse(await apiFetch(studioPaths.ideationIdeas(id))).ideas;
}

/** `GET /api/ideations?limit=`: the newest requests first. */
export async function fetchRecentIdeations(limit: number): Promise<IdeationRequest[]> {
  const body = await apiFetch(`${studioPaths.ideations}?limit=${limit}`);
  return ideationListResponseSchema.parse(body).requests;
}

export async function setIdeaFavorite({ ideaId, isFavorite }: { ideaId: string; isFavorite: boolean }) {
  const body = await apiFetch(studioPaths.ideaFavorite(ideaId), {
    method: 'POST',
    body: JSON.stringify({ isFavorite }),
  });
  return favoriteResponseSchema.parse(body).isFavorite;
}
