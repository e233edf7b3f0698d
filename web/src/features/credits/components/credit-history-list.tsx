import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { creditEntryLabel } from '../credit-labels';
import { creditHistoryQueryOptions } from '../credits.queries';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Recent changes of the balance (the ledger), newest first; live through the `credits` topic. */
export function CreditHistoryList() {
  const { data: entries } = useQuery(creditHistoryQueryOptions);
  if (!entries) return <Skeleton className="h-32" />;
  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        No credit activity yet.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {entries.map((entry) => {
        const { title, detail } = creditEntryLabel(entry);
        return (
          <li key={entry.id} className="flex items-center gap-4 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{title}</p>
              <p className="truncate text-sm text-muted-foreground">
                {dateTime(entry.createdAt)} · {entry.pool === 'premium' ? 'Premium' : 'Free'}
                {detail ? ` · ${detail}` : ''}
              </p>
            </div>
            <span className={cn('font-semibold tabular-nums', entry.delta > 0 && 'text-primary-text')}>
              {entry.delta > 0 ? `+${entry.delta}` : `−${Math.abs(entry.delta)}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
