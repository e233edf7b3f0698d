import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  generationLimits,
  generationMessages,
  type GenerationRequest,
} from '@roomcraft/contracts/generations';
import { creditErrorCodes } from '@roomcraft/contracts/credits';
import { isValidStudioId, type RoomImage } from '@roomcraft/contracts/studio';
import { useRunInProgress } from '@/features/credits/run-in-progress';
import { useLiveQuery } from '@/features/live/live.queries';
import { roomImageQueryOptions, studioQueryKeys } from '@/features/studio/studio.queries';
import { isApiError } from '@/lib/api-client';
import { fetchGenerationProgress, startGeneration } from './modes.api';

export type GenerationPhase = 'running' | 'completed' | 'failed';

/**
 * Generations started from this tab. A fast run (the offline engine, a small photo) can be complete before
 * its first fetch, so it is never seen running; it is still the user's fresh result and gets its toast. A
 * result opened from a link or a reload is in neither set and stays quiet.
 */
const startedInThisTab = new Set<string>();

export const phaseOf = (roomImage: RoomImage | null | undefined): GenerationPhase =>
  roomImage?.status === 'completed' ? 'completed' : roomImage?.status === 'failed' ? 'failed' : 'running';

/**
 * Follows one generation's room image: live over the event stream (`room:<id>`), polling every 2 s only
 * while the stream is down. Says 'Image Generated!' once when it completes, and `slow` after 60 s.
 */
export function useGenerationResult(
  roomImageId: string | null,
  { announce = true }: { announce?: boolean } = {},
) {
  const id = roomImageId ?? '';
  const query = useLiveQuery({ ...roomImageQueryOptions(id), enabled: isValidStudioId(id) });
  // The progress record shares the room's key prefix, so the `room:<id>` topic refreshes both.
  const progressQuery = useLiveQuery({
    queryKey: [...studioQueryKeys.room(id), 'progress'],
    queryFn: () => fetchGenerationProgress(id),
    enabled: isValidStudioId(id),
  });
  const roomImage = query.data ?? null;
  const progress = progressQuery.data?.progress ?? 0;
  const phase = phaseOf(roomImage);
  const sawRunning = useRef(false);
  const [slowFor, setSlowFor] = useState<string | null>(null);
  // The low-credit reminder waits until this run is over.
  useRunInProgress(roomImageId !== null && phase === 'running');

  useEffect(() => {
    sawRunning.current = false;
    if (!roomImageId) return;
    const timer = setTimeout(() => setSlowFor(roomImageId), generationLimits.slowAfterMs);
    return () => clearTimeout(timer);
  }, [roomImageId]);

  useEffect(() => {
    if (!roomImage) return;
    if (phase === 'running') sawRunning.current = true;
    else if (phase === 'completed' && (sawRunning.current || startedInThisTab.has(id)) && announce) {
      sawRunning.current = false;
      startedInThisTab.delete(id);
      toast.success(generationMessages.imageGenerated.title, {
        description: generationMessages.imageGenerated.description,
      });
    }
  }, [roomImage, phase, announce, id]);

  return {
    roomImage,
    progress,
    phase,
    slow: slowFor === roomImageId && phase === 'running',
    loading: query.isPending && roomImageId !== null,
  };
}

/** Starts a generation; the error's message is the server's (credits, provider, validation). */
export function useStartGeneration(onStarted: (roomImageId: string) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (input: GenerationRequest) => startGeneration(input),
    onSuccess: ({ roomImageId }) => {
      startedInThisTab.add(roomImageId);
      void queryClient.invalidateQueries({ queryKey: studioQueryKeys.rooms });
      onStarted(roomImageId);
    },
    onError: (error) => {
      const short =
        isApiError(error) &&
        (error.status === 402 ||
          error.code === creditErrorCodes.insufficient ||
          error.code === creditErrorCodes.insufficientPremium);
      toast.error(generationMessages.generationFailed, {
        description: isApiError(error) ? error.message : 'Please try again.',
        // A refusal for credits shows the way forward, not only what is missing.
        ...(short ? { action: { label: 'Get Credits', onClick: () => void navigate('/credits') } } : {}),
      });
    },
  });
  // From the click until the result is followed (useGenerationResult takes over): no low-credit reminder.
  useRunInProgress(mutation.isPending);
  return mutation;
}
