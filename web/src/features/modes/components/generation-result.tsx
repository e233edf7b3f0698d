import { Clock, Info } from 'lucide-react';
import { generationMessages, type GenerationMode } from '@roomcraft/contracts/generations';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ProgressCard } from '@/features/ideation/components/progress-card';
import { ResultComparison } from '@/features/studio/components/result-comparison';
import { useGenerationResult } from '../use-generation';
import { PlanDownload, PriorityNote, WatermarkNote } from './plan-download';

/**
 * A generation as it runs and once made: the progress card (restart button 'New Decluttering', ... once
 * over; 'This is taking longer than usual' after 60 s), then the before/after comparison with Download,
 * Remix, Try Again and Edit Design, and what the generation did.
 */
export function GenerationResult({
  roomImageId,
  mode,
  beforeUrl,
  onRestart,
  onTryAgain,
  onEditDesign,
}: {
  roomImageId: string;
  mode: GenerationMode;
  /** The image to compare against (default: the image the generation started from). */
  beforeUrl?: string;
  onRestart: () => void;
  onTryAgain?: () => void;
  onEditDesign?: () => void;
}) {
  const { roomImage, progress, phase, slow, loading } = useGenerationResult(roomImageId);
  if (loading) return <Skeleton className="h-40 w-full" />;
  if (!roomImage) return null;
  const outcome = roomImage.metadata.generation;
  const statusText =
    phase === 'completed'
      ? generationMessages.imageGenerated.title
      : phase === 'failed'
        ? generationMessages.imageGenerationFailed
        : progress < 40
          ? generationMessages.processing
          : `Creating your ${generationMessages.modeTitles[mode].toLowerCase()} image...`;
  return (
    <div className="flex flex-col gap-4" data-testid="generation-result">
      <ProgressCard
        title={generationMessages.modeTitles[mode]}
        phase={phase}
        progress={progress}
        statusText={statusText}
        steps={[
          { label: 'Queued', state: progress > 0 || phase !== 'running' ? 'done' : 'active' },
          {
            label: 'Generating',
            state: phase !== 'running' ? 'done' : progress >= 10 ? 'active' : 'pending',
          },
          { label: 'Image ready', state: phase === 'completed' ? 'done' : 'pending' },
        ]}
        error={roomImage.error}
        restartLabel={generationMessages.restart[mode]}
        onRestart={onRestart}
      >
        <PriorityNote />
        {slow && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Clock className="size-4" aria-hidden="true" />
            {generationMessages.takingLonger}
          </p>
        )}
      </ProgressCard>
      {phase === 'completed' && roomImage.generatedImageUrl && (
        <>
          <ResultComparison
            originalImageUrl={beforeUrl ?? roomImage.originalImageUrl}
            generatedImageUrl={roomImage.generatedImageUrl}
            prompt={roomImage.prompt}
            imageId={roomImage._id}
            mode={roomImage.mode}
            {...(onTryAgain ? { onTryAgain } : {})}
            {...(onEditDesign ? { onEditDesign } : {})}
            download={<PlanDownload roomImageId={roomImage._id} />}
          />
          <WatermarkNote />
          {outcome?.feedback && (
            <Alert role="status" data-testid="edit-feedback">
              <Info aria-hidden="true" />
              <div className="text-sm">
                {outcome.feedback.understood.length > 0 && (
                  <p>I changed {outcome.feedback.understood.map((each) => each.applied).join('; ')}.</p>
                )}
                {outcome.feedback.notUnderstood.length > 0 && (
                  <p>
                    I did not understand{' '}
                    {outcome.feedback.notUnderstood.map((each) => `'${each.phrase}'`).join(', ')}.
                  </p>
                )}
              </div>
            </Alert>
          )}
          {outcome?.removed && (
            <p className="text-sm text-muted-foreground">
              Removed: {outcome.removed.map((each) => each.objectName).join(', ') || 'nothing'}
            </p>
          )}
          {outcome?.placements && (
            <p className="text-sm text-muted-foreground">
              Placed: {outcome.placements.map((each) => each.name).join(', ') || 'nothing'}
            </p>
          )}
        </>
      )}
    </div>
  );
}
