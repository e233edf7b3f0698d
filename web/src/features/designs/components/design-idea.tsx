import { useQuery } from '@tanstack/react-query';
import { PaletteSwatches, IdeaBadges } from '@/features/ideation/components/idea-meta';
import { ideationIdeasQueryOptions } from '@/features/ideation/ideation.queries';

/**
 * The idea a design came from (its room image's `metadata.ideaId`), read from its request's ideas. Its
 * description is left out when the design has its own: that one is the idea's text as rendered, so showing
 * both repeats the same sentences on one page.
 */
export function DesignIdea({
  requestId,
  ideaId,
  showDescription = true,
}: {
  requestId: string;
  ideaId: string;
  showDescription?: boolean;
}) {
  const ideas = useQuery(ideationIdeasQueryOptions(requestId));
  const idea = ideas.data?.find((candidate) => candidate._id === ideaId);
  if (!idea) return null;
  return (
    <section
      aria-labelledby="design-idea-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <h2 id="design-idea-title" className="font-semibold">
        The idea: {idea.title}
      </h2>
      {showDescription && <p className="text-sm text-muted-foreground">{idea.description}</p>}
      <IdeaBadges idea={idea} />
      <PaletteSwatches colours={idea.colorPalette} />
      {idea.designElements.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium">Design elements</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
            {idea.designElements.map((element) => (
              <li key={element}>{element}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
