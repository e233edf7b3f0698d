import type { ReactNode } from 'react';
import type { CostEstimation } from '@roomcraft/contracts/cost-estimation-api';
import { cn } from '@/lib/cn';
import { formatCents } from '../cost-estimation.models';

type Estimate = NonNullable<CostEstimation['estimate']>;

/**
 * An estimate's typical total and its range, the header the estimate page and the comparison share.
 * `large` on the estimate page, `compact` on each side of a comparison; `details` follow the range.
 */
export function EstimateSummary({
  estimate,
  size,
  details,
}: {
  estimate: Estimate;
  size: 'large' | 'compact';
  details?: ReactNode;
}) {
  const large = size === 'large';
  return (
    <>
      <p
        className={cn(
          'font-semibold tracking-tight',
          large ? 'mt-1 text-[2.25rem] leading-tight' : 'mt-2 text-2xl',
        )}
        data-testid={large ? 'estimate-total' : undefined}
      >
        {formatCents(estimate.totalCents)}
      </p>
      <p className={cn('text-muted-foreground', large ? 'mt-1' : 'text-sm')}>
        Range {formatCents(estimate.rangeCents.low)} – {formatCents(estimate.rangeCents.high)}
        {details && <> · {details}</>}
      </p>
    </>
  );
}
