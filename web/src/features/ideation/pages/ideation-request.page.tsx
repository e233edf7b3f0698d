import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { usePageTitle } from '@/lib/use-page-title';
import { IdeationRun } from '../components/ideation-run';
import { UnableToLoadCard } from '../components/unable-to-load-card';
import { ideationRequestQueryOptions } from '../ideation.queries';

/** /ideations/:id: one request's progress and ideas, live. */
export function IdeationRequestPage() {
  usePageTitle('Ideation');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const valid = isValidStudioId(id);
  const request = useQuery({ ...ideationRequestQueryOptions(id), enabled: valid });
  const roomImageId = request.data?.roomImageId;
  const restart = () =>
    void navigate(roomImageId ? `/ideation?room=${encodeURIComponent(roomImageId)}` : '/ideation');

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-8">
      <header>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Ideation</h1>
        <p className="mt-2 text-muted-foreground">The ideas of one request, as they arrive.</p>
      </header>
      {valid ? (
        <IdeationRun
          requestId={id}
          onRestart={restart}
          onOpenRequest={(next) => void navigate(`/ideations/${encodeURIComponent(next)}`)}
        />
      ) : (
        <UnableToLoadCard onRestart={restart} restartLabel="New Ideation" />
      )}
    </div>
  );
}

export default IdeationRequestPage;
