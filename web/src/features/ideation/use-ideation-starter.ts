import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { creditErrorCodes } from '@roomcraft/contracts/credits';
import { studioMessages, type IdeationStartRequest } from '@roomcraft/contracts/studio';
import { creditsQueryOptions } from '@/features/credits/credits.queries';
import { useRunInProgress } from '@/features/credits/run-in-progress';
import { useSession } from '@/features/session/session.queries';
import { isApiError } from '@/lib/api-client';
import { useStartIdeation } from './ideation.queries';

/** 'first' is the settings form; 'more' is 'More ideas like this' on an idea (its own messages). */
export type StartKind = 'first' | 'more';

/**
 * Starts an ideation request with the checks of docs/spec §5, in its order: an image, a session, enough
 * credits (asked afresh from GET /api/credits; the server checks again and answers 402). Each refusal is a
 * toast; the answer is the new request's id, or null when it did not start.
 */
export function useIdeationStarter() {
  const queryClient = useQueryClient();
  const session = useSession();
  const mutation = useStartIdeation();
  const navigate = useNavigate();
  // From the click until the run page follows the request: no low-credit reminder over it.
  useRunInProgress(mutation.isPending);

  async function start(request: IdeationStartRequest, kind: StartKind): Promise<string | null> {
    const n = request.numberOfIdeas;
    const insufficient = () =>
      toast.error(studioMessages.insufficientTitle, {
        description:
          kind === 'more'
            ? studioMessages.insufficientForMoreIdeas(n)
            : studioMessages.insufficientForIdeas(n),
        // The refusal shows the way forward, not only what is missing.
        action: { label: 'Get Credits', onClick: () => void navigate('/credits') },
      });
    const unauthenticated = () =>
      kind === 'more'
        ? toast.error(studioMessages.ideationAuth.title, { description: studioMessages.moreIdeasAuth })
        : toast.error(studioMessages.ideationAuth.title, {
            description: studioMessages.ideationAuth.description,
          });

    if (!request.roomImageId) {
      toast.error(studioMessages.noImage.title, { description: studioMessages.noImage.description });
      return null;
    }
    if (session.status !== 'signed-in') {
      unauthenticated();
      return null;
    }
    try {
      const credits = await queryClient.fetchQuery({ ...creditsQueryOptions, staleTime: 0 });
      if (credits.totalCredits < n) {
        insufficient();
        return null;
      }
    } catch {
      // The balance could not be read: the server checks it again, so let the request decide.
    }
    try {
      const id = await mutation.mutateAsync(request);
      toast.success(studioMessages.ideationStarted);
      return id;
    } catch (error) {
      if (isApiError(error) && (error.status === 402 || error.code === creditErrorCodes.insufficient)) {
        insufficient();
      } else if (isApiError(error) && error.status === 401) {
        unauthenticated();
      } else {
        const fallback = kind === 'more' ? studioMessages.variationsFailed : studioMessages.failedToStart;
        toast.error(isApiError(error) && error.kind === 'http' ? error.message : fallback);
      }
      return null;
    }
  }

  return { start, isStarting: mutation.isPending };
}
