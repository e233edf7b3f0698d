import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { floorPlanMessages, type FloorPlanStatus } from '@roomcraft/contracts/floor-plans';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { AddToProjectButton } from '@/features/sharing/components/add-to-project-button';
import { ProgressCard, type ProgressStep } from '@/features/ideation/components/progress-card';
import { UnableToLoadCard } from '@/features/ideation/components/unable-to-load-card';
import { usePageTitle } from '@/lib/use-page-title';
import { FloorPlanWorkspace } from '../components/floor-plan-workspace';
import {
  floorPlanIdeasQueryOptions,
  floorPlanQueryOptions,
  useToggleFloorPlanFavorite,
} from '../floor-plans.queries';

function stepsFor(status: FloorPlanStatus): ProgressStep[] {
  const order: FloorPlanStatus[] = ['extracting', 'generating_ideas', 'completed'];
  const at = status === 'pending' ? 0 : status === 'failed' ? -1 : order.indexOf(status);
  const labels = ['Find walls, doors and rooms', 'Furnish the rooms', 'Build the 3D model'];
  return labels.map((label, i) => ({
    label,
    state: at < 0 ? 'pending' : i < at || status === 'completed' ? 'done' : i === at ? 'active' : 'pending',
  }));
}

/** /floor-plans/:id: progress (live), then the 3D model, the 2D plan and the room ideas. */
export function FloorPlanPage() {
  usePageTitle('Floor plan');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = isValidStudioId(id);
  const request = useQuery({ ...floorPlanQueryOptions(id), enabled: valid });
  const completed = request.data?.status === 'completed';
  const ideas = useQuery({ ...floorPlanIdeasQueryOptions(id), enabled: valid && completed });
  const toggleFavorite = useToggleFloorPlanFavorite(id);
  const restart = () => void navigate('/floor-plans');
  const data = request.data;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight break-words">
            {data?.title || 'Floor plan'}
          </h1>
          <p className="mt-2 text-muted-foreground">Your plan in 3D: orbit it, walk through it, export it.</p>
        </div>
        {data && (
          <div className="flex shrink-0 flex-wrap gap-2">
            <AddToProjectButton kind="floor_plan" itemId={data._id} />
          </div>
        )}
      </header>
      {!valid || request.isError ? (
        <UnableToLoadCard onRestart={restart} restartLabel={floorPlanMessages.restart} />
      ) : !data ? (
        <div className="h-40 animate-pulse rounded-xl bg-muted" aria-label="Loading the floor plan" />
      ) : (
        <>
          <ProgressCard
            title="Turning your plan into 3D"
            phase={
              data.status === 'completed' ? 'completed' : data.status === 'failed' ? 'failed' : 'running'
            }
            progress={data.progress}
            statusText={data.message}
            steps={stepsFor(data.status)}
            error={data.error}
            restartLabel={floorPlanMessages.restart}
            onRestart={restart}
          />
          {completed && data.model && (
            <>
              <FloorPlanWorkspace
                request={data}
                model={data.model}
                ideas={ideas.data ?? []}
                onToggleFavorite={(idea) =>
                  toggleFavorite.mutate({ ideaId: idea._id, isFavorite: !idea.isFavorite })
                }
              />
              {data.notes.length > 0 && (
                <details className="rounded-xl border bg-card p-4 text-sm">
                  <summary className="cursor-pointer font-medium">What the extraction assumed</summary>
                  <ul className="mt-2 list-disc pl-5 text-muted-foreground">
                    {data.notes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                </details>
              )}
            </>
          )}
        </>
      )}
    </div>
  );
}

export default FloorPlanPage;
