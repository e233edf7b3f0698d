import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CreditCard } from 'lucide-react';
import { formatPrice, type UserSubscription } from '@roomcraft/contracts/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelSubscription } from '../billing.checkout';
import { subscriptionQueryOptions } from '../billing.queries';
import { formatDate, periodSuffix } from '../pricing.models';

const statusLabels: Record<UserSubscription['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  canceled: 'Canceled',
};

type CancelMode = 'period-end' | 'now';

function CancelDialog({
  subscription,
  mode,
  onClose,
}: {
  subscription: UserSubscription;
  mode: CancelMode | null;
  onClose: () => void;
}) {
  const cancel = useCancelSubscription();
  const immediately = mode === 'now';
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{immediately ? 'Cancel immediately?' : 'Cancel at period end?'}</DialogTitle>
          <DialogDescription>
            {immediately
              ? `Your ${subscription.tierName} plan ends now and no more credits are added. Credits you already have never expire.`
              : `Your ${subscription.tierName} plan stays active until ${formatDate(subscription.currentPeriodEnd)}, then ends. Credits you already have never expire.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep subscription</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { subscriptionId: subscription.id, cancelImmediately: immediately },
                { onSettled: onClose },
              )
            }
          >
            {immediately ? 'Cancel now' : 'Cancel at period end'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The current subscription: tier, status, next billing date, and the two ways to cancel it. */
export function SubscriptionCard() {
  const { data: subscription, isPending } = useQuery(subscriptionQueryOptions);
  const [mode, setMode] = useState<CancelMode | null>(null);

  if (isPending) return <Skeleton className="h-44" />;
  if (!subscription) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>No subscription</CardTitle>
          <CardDescription>
            Subscribe for new credits every month, or buy a credit pack when you need it.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/credits">See plans</Link>
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const canCancel = subscription.status !== 'canceled';
  const ending = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{subscription.tierName}</CardTitle>
          <Badge variant={subscription.isActive ? 'soft' : 'outline'}>
            {statusLabels[subscription.status]}
          </Badge>
          {subscription.cancelAtPeriodEnd && subscription.status !== 'canceled' && (
            <Badge variant="outline">Cancels at period end</Badge>
          )}
        </div>
        <CardDescription>
          {formatPrice(subscription.price)}
          {periodSuffix[subscription.period]} · {subscription.credits} credits per period
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="flex items-center gap-2 text-sm">
          <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
          {ending ? 'Active until' : 'Next billing date'}:{' '}
          <span className="font-medium">{formatDate(subscription.currentPeriodEnd)}</span>
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/credits">
            <CreditCard aria-hidden="true" />
            Change plan
          </Link>
        </Button>
        {canCancel && !subscription.cancelAtPeriodEnd && (
          <Button variant="outline" onClick={() => setMode('period-end')}>
            Cancel at period end
          </Button>
        )}
        {canCancel && (
          <Button variant="ghost" className="text-destructive" onClick={() => setMode('now')}>
            Cancel immediately
          </Button>
        )}
      </CardFooter>
      <CancelDialog subscription={subscription} mode={mode} onClose={() => setMode(null)} />
    </Card>
  );
}
