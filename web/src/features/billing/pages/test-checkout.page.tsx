import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import { billingMessages, formatPrice } from '@roomcraft/contracts/billing';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSkeleton, RequireAuth } from '@/features/session/components/require-auth';
import { browser } from '@/lib/browser';
import { usePageTitle } from '@/lib/use-page-title';
import { cancelTestPayment, completeTestPayment } from '../billing.api';
import { billingKeys, paymentQueryOptions } from '../billing.queries';

/** Same-app paths stay in the single-page app; anything else is a full load. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => (url.startsWith('/') ? void navigate(url) : browser.assign(url));
}

function TestCheckout({ paymentId }: { paymentId: string }) {
  const queryClient = useQueryClient();
  const goTo = useGoTo();
  const { data: payment, isPending } = useQuery(paymentQueryOptions(paymentId));
  const action = useMutation({
    mutationFn: (kind: 'pay' | 'cancel') =>
      kind === 'pay' ? completeTestPayment(paymentId) : cancelTestPayment(paymentId),
    onSuccess: (result) => {
      queryClient.setQueryData(billingKeys.payment(paymentId), result.payment);
      goTo(result.redirectUrl);
    },
    onError: (error) => toast.error('Payment Error', { description: error.message }),
  });

  if (isPending) return <PageSkeleton />;
  if (!payment) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-title font-semibold">Payment not found</h1>
        <p className="text-muted-foreground">This payment does not exist or belongs to another account.</p>
        <Button asChild>
          <Link to="/credits">Back to credits</Link>
        </Button>
      </div>
    );
  }

  const pending = payment.status === 'pending';
  return (
    <div className="flex flex-col gap-6">
      <Alert variant="warning" role="note">
        <FlaskConical aria-hidden="true" />
        <div>
          <p className="font-semibold">Test payment - no real card is charged</p>
          <p>
            {billingMessages.testPaymentNotice} This checkout is built in because no card processor is set up.
          </p>
        </div>
      </Alert>
      <div className="rounded-xl border bg-card p-5 sm:p-6">
        <h1 className="text-title font-semibold">Checkout</h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Item</dt>
          <dd className="font-medium">
            {payment.itemName}
            {payment.period && ` (${payment.period})`}
          </dd>
          {payment.kind !== 'service' && (
            <>
              <dt className="text-muted-foreground">Credits</dt>
              <dd>{payment.credits}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="text-lg font-semibold">{formatPrice(payment.amount)}</dd>
        </dl>
        {pending ? (
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={action.isPending} onClick={() => action.mutate('cancel')}>
              Cancel
            </Button>
            <Button disabled={action.isPending} onClick={() => action.mutate('pay')}>
              {action.isPending && action.variables === 'pay' && (
                <Loader2 className="animate-spin" aria-hidden="true" />
              )}
              Pay {formatPrice(payment.amount)}
            </Button>
          </div>
        ) : (
          <div className="mt-6 flex flex-col gap-3">
            <p className="text-sm">
              This payment is already {payment.status === 'completed' ? 'paid' : payment.status}.
            </p>
            <Button asChild variant="outline" className="self-start">
              <Link to="/billing">Go to Billing</Link>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** /billing/pay/:paymentId: the built-in test checkout used when no Stripe account is configured. */
export function TestCheckoutPage() {
  const { paymentId = '' } = useParams();
  usePageTitle('Payment');
  return (
    <RequireAuth>
      <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-8">
        <TestCheckout paymentId={paymentId} />
      </div>
    </RequireAuth>
  );
}

export default TestCheckoutPage;
