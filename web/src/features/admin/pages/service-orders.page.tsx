import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { formatPrice, type PaymentStatus } from '@roomcraft/contracts/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, paymentStatusLabels } from '@/features/billing/pricing.models';
import { usePageTitle } from '@/lib/use-page-title';
import { serviceOrdersQueryOptions } from '../admin.queries';
import { AdminListState, AdminPageHeader } from '../components/admin-list-state';

const statusFilters: (PaymentStatus | 'all')[] = ['all', 'completed', 'pending', 'cancelled', 'failed'];

/** /admin/services: every expert-service order, newest first, with totals and a status filter. */
export function ServiceOrdersPage() {
  usePageTitle('Service orders');
  const list = useQuery(serviceOrdersQueryOptions);
  const [status, setStatus] = useState<PaymentStatus | 'all'>('all');
  const orders = list.data ?? [];
  const paid = orders.filter((order) => order.status === 'completed');
  const shown = status === 'all' ? orders : orders.filter((order) => order.status === status);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-8">
      <AdminPageHeader title="Service orders" summary="Expert service orders and their status." />
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        onRetry={() => void list.refetch()}
        isEmpty={orders.length === 0}
        emptyTitle="No service orders yet"
        emptyText="Orders for expert services (from /services) appear here once a buyer starts a checkout."
      >
        <dl className="grid grid-cols-3 gap-3">
          <Figure label="Orders" value={String(orders.length)} />
          <Figure label="Paid" value={String(paid.length)} />
          <Figure label="Revenue" value={formatPrice(paid.reduce((sum, order) => sum + order.amount, 0))} />
        </dl>
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
          {statusFilters.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={status === filter ? 'default' : 'outline'}
              aria-pressed={status === filter}
              onClick={() => setStatus(filter)}
            >
              {filter === 'all' ? 'All' : paymentStatusLabels[filter]}
            </Button>
          ))}
        </div>
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            {status === 'all' ? 'No orders.' : `No ${paymentStatusLabels[status].toLowerCase()} orders.`}
          </p>
        ) : (
          <ul className="divide-y rounded-xl border bg-card">
            {shown.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/admin/services/${encodeURIComponent(order.id)}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4 hover:bg-muted/40"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{order.itemName}</p>
                    <p className="text-sm break-all text-muted-foreground">
                      {order.buyerName} · {order.buyerEmail}
                    </p>
                    <p className="text-sm text-muted-foreground">{formatDate(order.createdAt)}</p>
                  </div>
                  <span className="font-semibold">{formatPrice(order.amount)}</span>
                  <Badge variant={order.status === 'completed' ? 'soft' : 'outline'}>
                    {paymentStatusLabels[order.status]}
                  </Badge>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border bg-card p-3 sm:p-4">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="mt-1 text-lg font-semibold sm:text-2xl">{value}</dd>
    </div>
  );
}

export default ServiceOrdersPage;
