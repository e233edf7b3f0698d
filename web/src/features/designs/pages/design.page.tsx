import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Calculator, Heart, SearchX, Trash2 } from 'lucide-react';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/features/session/components/require-auth';
import { DeleteDesignDialog } from '@/features/gallery/components/delete-design-dialog';
import { designTitle } from '@/features/gallery/design-title';
import { useDesignActions } from '@/features/gallery/use-design-actions';
import { useLiveQuery } from '@/features/live/live.queries';
import { ResultComparison } from '@/features/studio/components/result-comparison';
import { roomImageQueryOptions } from '@/features/studio/studio.queries';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';
import { DesignFacts } from '../components/design-facts';
import { AddToProjectButton } from '@/features/sharing/components/add-to-project-button';
import { ShareButton } from '@/features/sharing/components/share-dialog';
import { DesignIdea } from '../components/design-idea';

/**
 * /design/:imageId, /designs/:id and /image/:id: one design with its before/after comparison, what made
 * it, the idea behind it, favourite and delete. Missing or someone else's designs say so (API 404).
 */
export function DesignPage() {
  const params = useParams();
  const id = params.imageId ?? params.id ?? '';
  const valid = isValidStudioId(id);
  const navigate = useNavigate();
  const room = useLiveQuery(roomImageQueryOptions(id));
  const actions = useDesignActions();
  const [confirming, setConfirming] = useState(false);
  const roomImage = room.data;
  usePageTitle(roomImage?.title || 'Design');

  if (valid && room.isPending) return <PageSkeleton />;
  if (!roomImage) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-title font-semibold">Design not found</h1>
        <p className="text-muted-foreground">
          This design may not belong to your account, or it was removed.
        </p>
        <Button asChild variant="outline">
          <Link to="/gallery">Back to gallery</Link>
        </Button>
      </div>
    );
  }

  const { ideaId, ideationRequestId } = roomImage.metadata;
  const title = designTitle(roomImage);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/gallery">
          <ArrowLeft aria-hidden="true" />
          Gallery
        </Link>
      </Button>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight break-words">{title}</h1>
          {roomImage.description && <p className="mt-2 text-muted-foreground">{roomImage.description}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ShareButton target={{ kind: 'design', roomImageId: roomImage._id }} />
          <AddToProjectButton kind="room_image" itemId={roomImage._id} />
          <Button asChild variant="outline">
            <Link to={`/cost-analysis?room=${roomImage._id}`}>
              <Calculator aria-hidden="true" />
              Estimate cost
            </Link>
          </Button>
          <Button
            variant="outline"
            aria-pressed={roomImage.isFavorite}
            disabled={actions.isUpdating}
            onClick={() => void actions.toggleFavorite(roomImage)}
          >
            <Heart className={cn(roomImage.isFavorite && 'fill-red-500 text-red-500')} aria-hidden="true" />
            {roomImage.isFavorite ? 'Favorited' : 'Favorite'}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </header>
      <ResultComparison
        originalImageUrl={roomImage.originalImageUrl}
        generatedImageUrl={roomImage.generatedImageUrl}
        prompt={roomImage.prompt}
        imageId={roomImage._id}
        mode={roomImage.mode}
      />
      <DesignFacts roomImage={roomImage} />
      {ideaId && ideationRequestId && (
        <DesignIdea requestId={ideationRequestId} ideaId={ideaId} showDescription={!roomImage.description} />
      )}
      <DeleteDesignDialog
        title={title}
        open={confirming}
        isDeleting={actions.isDeleting}
        onOpenChange={setConfirming}
        onConfirm={() =>
          void actions.deleteDesign(roomImage).then((deleted) => {
            if (deleted) void navigate('/gallery', { replace: true });
          })
        }
      />
    </div>
  );
}

export default DesignPage;
