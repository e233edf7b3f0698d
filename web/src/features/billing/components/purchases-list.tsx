import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { billingPagePaths, formatPrice } from '@roomcraft/contracts/billing';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { purchasesQueryOptions } from '../billing.queries';
import { formatDate, paymentStatusLabels } from '../pricing.models';

/** Purchases, newest first, each with its invoice once paid. */
export function PurchasesList() {
  const { data: purchases } = useQuery(purchasesQueryOptions);
  if (!purchases) return <Skeleton className="h-32" />;
  if (purchases.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        No purchases yet.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
          <div className="min-w-0 flex-1">
            <p className="font-medium">
              {purchase.itemName}
              {purchase.period && <span className="text-muted-foreground"> ({purchase.period})</span>}
            </p>
            <p className="text-sm text-muted-foreground">
              {formatDate(purchase.completedAt ?? purchase.createdAt)} ·{' '}
              {purchase.kind === 'service' ? 'Design service' : `${purchase.credits} credits`}
            </p>
          </div>
          <span className="font-semibold">{formatPrice(purchase.amount)}</span>
          <Badge variant={purchase.status === 'completed' ? 'soft' : 'outline'}>
            {paymentStatusLabels[purchase.status]}
          </Badge>
          {purchase.invoiceId && (
            <Link
              to={billingPagePaths.invoice(purchase.invoiceId)}
              aria-label={`Invoice for ${purchase.itemName}`}
              className="inline-flex min-h-11 items-center text-sm font-medium text-primary-text underline-offset-4 hover:underline"
            >
              Invoice
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
