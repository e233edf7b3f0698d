import { ShareButton } from '@/features/sharing/components/share-dialog';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  isFinishedIdeationStatus,
  studioMessages,
  type Idea,
  type IdeationRequest,
  type IdeationStatus,
} from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/features/session/components/require-auth';
import { useRunInProgress } from '@/features/credits/run-in-progress';
import { useLiveQuery } from '@/features/live/live.queries';
import { ideationPhase, ideationStatusText, ideationSteps } from '../ideation.models';
import {
  ideationIdeasQueryOptions,
  ideationRequestQueryOptions,
  isNotFoundError,
  useToggleIdeaFavorite,
} from '../ideation.queries';
import { useIdeationStarter } from '../use-ideation-starter';
import { IdeaCard, IdeaCardSkeleton } from './idea-card';
import { IdeaDetailDialog } from './idea-detail-dialog';
import { ProgressCard } from './progress-card';
import { UnableToLoadCard } from './unable-to-load-card';

/** The start payload of 'More ideas like this': the parent's settings, one generation deeper. */
export function moreLikeThisRequest(request: IdeationRequest, idea: Idea) {
  return {
    roomImageId: request.roomImageId,
    numberOfIdeas: request.numberOfIdeas,
    roomType: request.roomType,
    designStyle: request.designStyle,
    creativityLevel: request.creativityLevel,
    roomLocation: request.roomLocation,
    customRoomLocation: request.customRoomLocation ?? undefined,
    userPrompt: request.userPrompt ?? undefined,
    itemsNotToChange: request.itemsNotToChange ?? undefined,
    model: request.model,
    mode: 'ideation' as const,
    parentMetadata: {
      parentIdeaId: idea._id,
      parentRequestId: request._id,
      parentType: 'idea' as const,
      generationLevel: (request.parentMetadata?.generationLevel ?? 0) + 1,
    },
  };
}

/**
 * One ideation request, live: the progress card, then idea cards as ideas and their images arrive. The
 * request and its ideas refresh on the `ideation:<id>` topic (2 s polling only while the stream is down).
 */
export function IdeationRun({
  requestId,
  fallbackImageUrl,
  onRestart,
  onOpenRequest,
}: {
  requestId: string;
  /** The room's image while the request's own URL is not known. */
  fallbackImageUrl?: string;
  onRestart: () => void;
  onOpenRequest: (id: string) => void;
}) {
  const requestQuery = useLiveQuery(ideationRequestQueryOptions(requestId));
  const ideasQuery = useLiveQuery(ideationIdeasQueryOptions(requestId));
  const favorite = useToggleIdeaFavorite(requestId);
  const starter = useIdeationStarter();
  const [openIdeaId, setOpenIdeaId] = useState<string | null>(null);
  const request = requestQuery.data;
  useCompletionToast(request?.status);
  // The low-credit reminder waits until the ideas are in (or the request failed).
  useRunInProgress(requestQuery.isPending || (!!request && !isFinishedIdeationStatus(request.status)));

  if (requestQuery.isPending) return <PageSkeleton />;
  if (!request) {
    if (isNotFoundError(requestQuery.error)) {
      return <UnableToLoadCard onRestart={onRestart} restartLabel="New Ideation" />;
    }
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
        <p className="font-semibold">We could not load this request.</p>
        <Button variant="outline" onClick={() => void requestQuery.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const ideas = [...(ideasQuery.data ?? [])].sort((a, b) => a.order - b.order);
  const running = !isFinishedIdeationStatus(request.status);
  const missing = running ? Math.max(0, request.numberOfIdeas - ideas.length) : 0;
  const openIdea = ideas.find((idea) => idea._id === openIdeaId) ?? null;
  const originalImageUrl = request.originalImageUrl || request.imageUrl || fallbackImageUrl || '';

  const moreLikeThis = async (idea: Idea) => {
    const id = await starter.start(moreLikeThisRequest(request, idea), 'more');
    if (id) onOpenRequest(id);
  };

  return (
    <div className="flex flex-col gap-6">
      <ProgressCard
        title={
          running
            ? 'Generating your design ideas'
            : request.status === 'completed'
              ? 'Your design ideas are ready'
              : 'Ideation stopped'
        }
        phase={ideationPhase(request.status)}
        progress={request.progress}
        statusText={ideationStatusText(request)}
        steps={ideationSteps(request)}
        error={request.error}
        restartLabel="New Ideation"
        onRestart={onRestart}
      />
      {(ideas.length > 0 || missing > 0) && (
        <section aria-labelledby="ideas-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="ideas-title" className="text-title font-semibold">
              Your design ideas
            </h2>
            {request.status === 'completed' && ideas.some((idea) => idea.status === 'completed') && (
              <ShareButton
                target={{ kind: 'ideation', ideationRequestId: request._id }}
                label="Share ideas"
                what="set of ideas"
              />
            )}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {ideas.map((idea) => (
              <li key={idea._id} className="flex flex-col">
                <IdeaCard
                  idea={idea}
                  isStartingMore={starter.isStarting}
                  onToggleFavorite={(target) =>
                    favorite.mutate({ ideaId: target._id, isFavorite: !target.isFavorite })
                  }
                  onMoreLikeThis={(target) => void moreLikeThis(target)}
                  onOpenDetails={(target) => setOpenIdeaId(target._id)}
                />
              </li>
            ))}
            {Array.from({ length: missing }, (_, index) => (
              <li key={`pending-${index}`} className="flex flex-col">
                <IdeaCardSkeleton />
              </li>
            ))}
          </ul>
        </section>
      )}
      <IdeaDetailDialog
        idea={openIdea}
        originalImageUrl={originalImageUrl}
        onOpenChange={(open) => !open && setOpenIdeaId(null)}
      />
    </div>
  );
}

/** 'Image Generated!' once, when a request this tab watched becomes completed (not when opened completed). */
function useCompletionToast(status: IdeationStatus | undefined) {
  const previous = useRef<IdeationStatus | undefined>(undefined);
  useEffect(() => {
    if (!status) return;
    if (previous.current && previous.current !== 'completed' && status === 'completed') {
      toast.success(studioMessages.imageGenerated.title, {
        description: studioMessages.imageGenerated.description,
      });
    }
    previous.current = status;
  }, [status]);
}
