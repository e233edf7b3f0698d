import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { studioMessages, type Idea } from '@roomcraft/contracts/studio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ResultComparison } from '@/features/studio/components/result-comparison';
import { engineLabel, formatStructureScore, IdeaBadges } from './idea-meta';

/**
 * The detail panel of an idea (docs/spec §2): before/after comparison, design elements, the generation
 * prompt, which engine made the image and how much of the room it kept, and a link to the design page.
 */
export function IdeaDetailDialog({
  idea,
  originalImageUrl,
  onOpenChange,
}: {
  idea: Idea | null;
  originalImageUrl: string;
  onOpenChange: (open: boolean) => void;
}) {
  const image = idea?.imageUrl ?? idea?.generatedImageUrl ?? null;
  return (
    <Dialog open={idea !== null} onOpenChange={onOpenChange}>
      {idea && (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{idea.title}</DialogTitle>
            <DialogDescription>{idea.description}</DialogDescription>
          </DialogHeader>
          {idea.status === 'completed' && image ? (
            <ResultComparison
              originalImageUrl={originalImageUrl}
              generatedImageUrl={image}
              prompt={idea.generatedPrompt}
              imageId={idea.roomImageId ?? undefined}
              mode="ideation"
            />
          ) : idea.status === 'failed' ? (
            <p role="status" className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
              {studioMessages.imageGenerationFailed}
              {idea.error ? `: ${idea.error}` : ''}
            </p>
          ) : null}
          <IdeaBadges idea={idea} />
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            {idea.designElements.length > 0 && (
              <div className="sm:col-span-2">
                <dt className="font-medium">Design elements</dt>
                <dd>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                    {idea.designElements.map((element) => (
                      <li key={element}>{element}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {idea.colorPalette.length > 0 && (
              <div className="sm:col-span-2">
                <dt className="font-medium">Colour palette</dt>
                <dd className="mt-1 flex flex-wrap gap-2">
                  {idea.colorPalette.map((colour) => (
                    <span
                      key={`${colour.hex}-${colour.name}`}
                      className="flex items-center gap-1.5 text-muted-foreground"
                    >
                      <span
                        className="size-4 rounded-full border border-black/10"
                        style={{ backgroundColor: colour.hex }}
                        aria-hidden="true"
                      />
                      {colour.name}
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {idea.targetAudience && (
              <div>
                <dt className="font-medium">Made for</dt>
                <dd className="text-muted-foreground">{idea.targetAudience}</dd>
              </div>
            )}
            {idea.engine && (
              <div>
                <dt className="font-medium">Image made by</dt>
                <dd className="text-muted-foreground">
                  {engineLabel(idea.engine)}
                  {idea.model ? ` (${idea.model})` : ''}
                  {idea.structureScore !== null && (
                    <> · structure kept {formatStructureScore(idea.structureScore)}</>
                  )}
                </dd>
                {idea.fallbackReason && (
                  <dd className="mt-1 text-caption text-muted-foreground">
                    The offline engine stood in: {idea.fallbackReason}
                  </dd>
                )}
              </div>
            )}
            {idea.generatedPrompt && (
              <div className="sm:col-span-2">
                <dt className="font-medium">Generation prompt</dt>
                <dd className="mt-1 rounded-lg bg-muted p-3 text-muted-foreground">{idea.generatedPrompt}</dd>
              </div>
            )}
          </dl>
          {idea.status === 'completed' && idea.roomImageId && (
            <div className="flex justify-end">
              <Button asChild>
                <Link to={`/design/${encodeURIComponent(idea.roomImageId)}`}>
                  <ExternalLink aria-hidden="true" />
                  View Image Details
                </Link>
              </Button>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
