import { formatCents } from '@/features/cost-estimation/cost-estimation.models';
import { cn } from '@/lib/cn';

/**
 * Budget against total as one bar: the filled part is the total, the mark is the budget, both on the scale
 * of the larger, so going over shows as the fill running past the mark (in the destructive colour).
 */
export function BudgetBar({ budgetCents, totalCents }: { budgetCents: number; totalCents: number }) {
  const scale = Math.max(budgetCents, totalCents, 1);
  const over = totalCents > budgetCents;
  const percent = (cents: number) => `${Math.min(100, (cents / scale) * 100)}%`;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="img"
        aria-label={`Total ${formatCents(totalCents)} against a budget of ${formatCents(budgetCents)}`}
        className="relative h-4 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary')}
          style={{ width: percent(totalCents) }}
        />
        <div
          aria-hidden="true"
          className="absolute inset-y-0 w-0.5 bg-foreground"
          style={{ left: `calc(${percent(budgetCents)} - 1px)` }}
        />
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>Total {formatCents(totalCents)}</span>
        <span>Budget {formatCents(budgetCents)}</span>
      </div>
    </div>
  );
}
