import { Link } from 'react-router';
import { Coins } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CreditHistoryList } from '@/features/credits/components/credit-history-list';
import { useCredits } from '@/features/credits/credits.queries';
import { RequireAuth } from '@/features/session/components/require-auth';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { PurchasesList } from '../components/purchases-list';
import { SubscriptionCard } from '../components/subscription-card';

function BalanceCard() {
  const { data: credits } = useCredits();
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-5" aria-live="polite">
      <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
        <Coins className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-40 flex-1">
        <p className="text-sm text-muted-foreground">Credits</p>
        <p className="text-title font-semibold">{credits ? credits.totalCredits : '…'}</p>
        {credits && (
          <p className="text-sm text-muted-foreground">
            {credits.freeCredits} free · {credits.premiumCredits} premium · never expire
          </p>
        )}
      </div>
      <Button asChild className="w-full sm:w-auto">
        <Link to="/credits">Get Credits</Link>
      </Button>
    </div>
  );
}

/** /billing: subscription (with cancel), balance, purchases with invoices, and credit history. */
export function BillingPage() {
  const state = useSession();
  usePageTitle('Billing');
  return (
    <RequireAuth>
      {state.status === 'signed-in' && (
        <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-8">
          <header>
            <h1 className="text-[2rem] leading-tight font-semibold tracking-tight sm:text-display">
              Billing
            </h1>
            <p className="mt-2 text-muted-foreground">Your subscription, purchases, invoices and credits.</p>
          </header>
          <section aria-labelledby="subscription-title" className="flex flex-col gap-3">
            <h2 id="subscription-title" className="text-title font-semibold">
              Subscription
            </h2>
            <SubscriptionCard />
          </section>
          <BalanceCard />
          <section aria-labelledby="purchases-title" className="flex flex-col gap-3">
            <h2 id="purchases-title" className="text-title font-semibold">
              Purchases
            </h2>
            <PurchasesList />
          </section>
          <section aria-labelledby="history-title" className="flex flex-col gap-3">
            <h2 id="history-title" className="text-title font-semibold">
              Credit history
            </h2>
            <CreditHistoryList />
          </section>
        </div>
      )}
    </RequireAuth>
  );
}

export default BillingPage;
