import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Coins } from 'lucide-react';
import { creditMessages } from '@roomcraft/contracts/credits';
import { Button } from '@/components/ui/button';
import { useCredits } from '@/features/credits/credits.queries';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { paymentQueryOptions } from '../billing.queries';

/** The payment the checkout returned for (`?payment=<id>`), when signed in. */
function usePayment() {
  const [params] = useSearchParams();
  const id = params.get('payment');
  const signedIn = useSession().status === 'signed-in';
  return useQuery({ ...paymentQueryOptions(id ?? ''), enabled: signedIn && !!id }).data;
}

/** A design service bought (ADR 036): the order is confirmed, no credits. */
function ServiceSuccessView({ itemName }: { itemName: string }) {
  return (
    <>
      <CircleCheck className="size-14 text-primary-text" aria-hidden="true" />
      <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Order confirmed</h1>
      <p className="text-muted-foreground">
        Thank you! Your {itemName} is paid. One of our designers will email you to arrange the video call; you
        can bring photos of your rooms or your Roomcraft designs.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/ideation">Start designing</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/billing">View billing</Link>
        </Button>
      </div>
    </>
  );
}

function SuccessView() {
  const { data: credits } = useCredits();
  const payment = usePayment();
  if (payment?.kind === 'service') return <ServiceSuccessView itemName={payment.itemName} />;
  return (
    <>
      <CircleCheck className="size-14 text-primary-text" aria-hidden="true" />
      <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Payment successful</h1>
      <p className="text-muted-foreground">
        {payment
          ? `Thank you! ${payment.itemName} is yours: ${payment.credits} credits are added to your balance.`
          : 'Thank you! Your credits are added to your balance as soon as the payment is confirmed.'}
      </p>
      {credits && (
        <p
          className="flex items-center gap-2 rounded-xl border bg-card px-4 py-3 text-lg font-semibold"
          aria-live="polite"
        >
          <Coins className="size-5 text-primary-text" aria-hidden="true" />
          Your balance: {creditMessages.badge(credits.totalCredits)}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/ideation">Start designing</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/billing">View billing</Link>
        </Button>
      </div>
    </>
  );
}

function CancelledView() {
  const isService = usePayment()?.kind === 'service';
  return (
    <>
      <CircleX className="size-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-[2rem] leading-tight font-semibold tracking-tight">Checkout cancelled</h1>
      <p className="text-muted-foreground">
        {isService
          ? 'No payment was taken. You can book a consultation any time.'
          : 'No payment was taken. You can pick a plan or credit pack any time.'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          {isService ? (
            <Link to="/services">Back to design services</Link>
          ) : (
            <Link to="/credits">Back to pricing</Link>
          )}
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </>
  );
}

/** /services/success and /services/cancelled, where checkout returns; success shows the live balance. */
export function CheckoutResultPage() {
  const success = useLocation().pathname === '/services/success';
  usePageTitle(success ? 'Payment successful' : 'Checkout cancelled');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-12 text-center sm:py-20">
      {success ? <SuccessView /> : <CancelledView />}
    </div>
  );
}

export default CheckoutResultPage;
