import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Calculator } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/lib/use-page-title';
import { costEstimationsQueryOptions } from '../cost-estimation.queries';
import { formatCents } from '../cost-estimation.models';

/** /cost-estimations: every estimate the user asked for, newest first. */
export function CostEstimationsPage() {
  usePageTitle('Cost estimations');
  const list = useQuery(costEstimationsQueryOptions);
  const estimations = list.data ?? [];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Cost estimations</h1>
          <p className="mt-2 text-muted-foreground">
            Every estimate you asked for, with its total and range.
          </p>
        </div>
        <Button asChild className="self-start">
          <Link to="/cost-analysis">
            <Calculator aria-hidden="true" />
            New estimate
          </Link>
        </Button>
      </header>
      {list.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : estimations.length === 0 ? (
        <div className="rounded-xl border p-8 text-center">
          <p className="font-medium">No estimates yet</p>
          <p className="mt-1 text-muted-foreground">
            Price a room photo or a design from the cost analysis page.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {estimations.map((estimation) => (
            <li key={estimation.id}>
              <Link
                to={`/cost-estimations/${estimation.id}`}
                className="flex items-center gap-4 rounded-xl border p-3 hover:bg-muted/40"
              >
                {estimation.roomThumbnailUrl ? (
                  <img
                    src={estimation.roomThumbnailUrl}
                    alt=""
                    className="size-16 shrink-0 rounded-lg object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="size-16 shrink-0 rounded-lg bg-muted" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium capitalize">
                    {estimation.project.roomType.replaceAll('-', ' ')} · {estimation.project.finishTier}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {new Date(estimation.createdAt).toLocaleString()} ·{' '}
                    {estimation.version === 'v2' ? 'Advanced' : 'Basic'}
                  </p>
                </div>
                <div className="text-right">
                  {estimation.status === 'completed' && estimation.estimate ? (
                    <>
                      <p className="font-semibold">{formatCents(estimation.estimate.totalCents)}</p>
                      <p className="text-xs text-muted-foreground">
                        {formatCents(estimation.estimate.rangeCents.low)}–
                        {formatCents(estimation.estimate.rangeCents.high)}
                      </p>
                    </>
                  ) : (
                    <p className="text-sm capitalize text-muted-foreground">{estimation.status}</p>
                  )}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default CostEstimationsPage;
