import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail } from 'lucide-react';
import { formatPrice } from '@roomcraft/contracts/billing';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, paymentStatusLabels } from '@/features/billing/pricing.models';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { usePageTitle } from '@/lib/use-page-title';
import { serviceOrdersQueryOptions } from '../admin.queries';
import { AdminListState } from '../components/admin-list-state';

/** /admin/services/{serviceOrderId}: one expert-service order, its buyer and its payment. */
export function ServiceOrderPage() {
  usePageTitle('Service order');
  const { serviceOrderId } = useParams();
  const list = useQuery(serviceOrdersQueryOptions);
  if (list.isPending) return <Skeleton className="mx-auto h-64 w-full max-w-3xl" />;
  const order = list.data?.find((candidate) => candidate.id === serviceOrderId);
  if (!list.isError && !order) return <NotFoundPage variant="admin" />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-8">
      <Link
        to="/admin/services"
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary-text underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to service orders
      </Link>
      <AdminListState
        isPending={false}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        isEmpty={false}
        emptyTitle=""
        emptyText=""
      >
        {order && (
          <article className="rounded-xl border bg-card p-4 sm:p-6">
            <header className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h1 className="text-2xl font-semibold tracking-tight">{order.itemName}</h1>
                <p className="mt-1 text-muted-foreground">Service order · {formatPrice(order.amount)}</p>
              </div>
              <Badge variant={order.status === 'completed' ? 'soft' : 'outline'}>
                {paymentStatusLabels[order.status]}
              </Badge>
            </header>
            <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted-foreground">Buyer</dt>
              <dd>{order.buyerName}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">
                <a
                  href={`mailto:${encodeURIComponent(order.buyerEmail)}?subject=${encodeURIComponent(`Your ${order.itemName} order`)}`}
                  className="inline-flex items-center gap-1.5 font-medium text-primary-text underline-offset-4 hover:underline"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {order.buyerEmail}
                </a>
              </dd>
              <dt className="text-muted-foreground">Ordered</dt>
              <dd>{formatDate(order.createdAt)}</dd>
              <dt className="text-muted-foreground">Paid</dt>
              <dd>{order.completedAt ? formatDate(order.completedAt) : 'Not paid'}</dd>
              <dt className="text-muted-foreground">Checkout</dt>
              <dd>{order.isTestCheckout ? 'Built-in test checkout' : 'Stripe'}</dd>
              <dt className="text-muted-foreground">Payment id</dt>
              <dd className="font-mono text-xs break-all">{order.id}</dd>
              <dt className="text-muted-foreground">Invoice</dt>
              <dd className="font-mono text-xs break-all">{order.invoiceId ?? 'None yet'}</dd>
            </dl>
          </article>
        )}
      </AdminListState>
    </div>
  );
}

export default ServiceOrderPage;
