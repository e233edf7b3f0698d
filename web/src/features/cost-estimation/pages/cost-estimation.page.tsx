import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, PiggyBank, SearchX } from 'lucide-react';
import { costEstimationMessages } from '@roomcraft/contracts/cost-estimation-api';
import { isValidStudioId } from '@roomcraft/contracts/studio';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/features/session/components/require-auth';
import { useLiveQuery } from '@/features/live/live.queries';
import { AddToProjectButton } from '@/features/sharing/components/add-to-project-button';
import { usePageTitle } from '@/lib/use-page-title';
import { EstimateCompare, estimationLabel } from '../components/estimate-compare';
import { EstimateView } from '../components/estimate-view';
import { costEstimationQueryOptions, costEstimationsQueryOptions } from '../cost-estimation.queries';
import { formatCents } from '../cost-estimation.models';
import type { CostEstimation } from '@roomcraft/contracts/cost-estimation-api';

/** Pick another finished estimate (same photo first, then same room type) and show both side by side. */
function CompareSection({ estimation }: { estimation: CostEstimation }) {
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const compareId = params.get('compare') ?? '';
  const list = useQuery(costEstimationsQueryOptions);
  const other = useQuery(costEstimationQueryOptions(compareId));
  const rank = (candidate: CostEstimation) =>
    candidate.roomImageId && candidate.roomImageId === estimation.roomImageId
      ? 0
      : candidate.project.roomType === estimation.project.roomType
        ? 1
        : 2;
  const candidates = (list.data ?? [])
    .filter((c) => c.id !== estimation.id && c.status === 'completed' && c.estimate)
    .sort((a, b) => rank(a) - rank(b));
  if (candidates.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 print:hidden">
        <label htmlFor={selectId} className="text-sm font-medium">
          Compare with another estimate
        </label>
        <select
          id={selectId}
          value={compareId}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('compare', event.target.value);
            else next.delete('compare');
            setParams(next, { replace: true });
          }}
          className="h-10 w-full max-w-md rounded-md border bg-background px-3 text-sm capitalize"
        >
          <option value="">Choose an estimate…</option>
          {candidates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {rank(candidate) === 0 ? 'Same room: ' : ''}
              {estimationLabel(candidate)}
              {candidate.estimate ? ` · ${formatCents(candidate.estimate.totalCents)}` : ''}
            </option>
          ))}
        </select>
      </div>
      {compareId && other.data && <EstimateCompare base={estimation} other={other.data} />}
    </div>
  );
}

/** /cost-estimations/:id: progress while it runs (live), then the itemised estimate. */
export function CostEstimationPage() {
  const id = useParams().id ?? '';
  const query = useLiveQuery(costEstimationQueryOptions(id));
  const estimation = query.data;
  usePageTitle('Cost estimation');
  if (isValidStudioId(id) && query.isPending) return <PageSkeleton />;
  if (!estimation) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-title font-semibold">Cost estimation not found</h1>
        <p className="text-muted-foreground">This estimate may not belong to your account.</p>
        <Button asChild variant="outline">
          <Link to="/cost-estimations">Your estimates</Link>
        </Button>
      </div>
    );
  }
  const running = estimation.status === 'pending' || estimation.status === 'processing';
  const roomType = estimation.project.roomType.replaceAll('-', ' ');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8">
      <Button asChild variant="ghost" size="sm" className="self-start print:hidden">
        <Link to="/cost-estimations">
          <ArrowLeft aria-hidden="true" />
          Your estimates
        </Link>
      </Button>
      <header className="flex items-start gap-4">
        {estimation.roomThumbnailUrl && (
          <img
            src={estimation.roomThumbnailUrl}
            alt={`The ${roomType} this estimate is for`}
            className="size-20 shrink-0 rounded-lg border object-cover sm:size-28"
          />
        )}
        <div className="min-w-0 grow">
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight capitalize">
            {roomType} estimate
          </h1>
          <p className="mt-1 text-muted-foreground">
            {estimation.version === 'v2' ? 'Advanced' : 'Basic'} analysis ·{' '}
            {new Date(estimation.createdAt).toLocaleDateString()}
          </p>
        </div>
        <div className="shrink-0 print:hidden">
          <AddToProjectButton kind="cost_estimation" itemId={estimation.id} />
        </div>
      </header>
      {running && (
        <div role="status" className="flex flex-col gap-2 rounded-xl border p-4">
          <p className="font-medium">{estimation.message}</p>
          <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${estimation.progress}%` }}
            />
          </div>
        </div>
      )}
      {estimation.status === 'failed' && (
        <Alert variant="destructive" role="alert">
          <div>
            <p className="font-semibold">{estimation.error ?? costEstimationMessages.failed}</p>
            <p>Your credits were given back. Try again from the room.</p>
            {estimation.roomImageId && (
              <Link to={`/cost-analysis?room=${estimation.roomImageId}`} className="font-semibold underline">
                Back to the scope
              </Link>
            )}
          </div>
        </Alert>
      )}
      {estimation.status === 'completed' && (
        <Button asChild variant="outline" className="self-start print:hidden">
          {/* /budget-planning starts from this estimate's project (free, re-priced live). */}
          <Link to={`/budget-planning?from=${estimation.id}`}>
            <PiggyBank aria-hidden="true" />
            Plan a budget
          </Link>
        </Button>
      )}
      {estimation.status === 'completed' && <CompareSection estimation={estimation} />}
      {estimation.status === 'completed' && <EstimateView estimation={estimation} />}
    </div>
  );
}

export default CostEstimationPage;
