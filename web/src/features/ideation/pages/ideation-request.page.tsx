import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { ShareButton } from '@/features/sharing/components/share-dialog';
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
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Ideation</h1>
          <p className="mt-2 text-muted-foreground">The ideas of one request, as they arrive.</p>
        </div>
        {valid && request.data?.status === 'completed' && (
          <ShareButton
            target={{ kind: 'ideation', ideationRequestId: id }}
            label="Share ideas"
            what="set of ideas"
          />
        )}
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
