import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Coins, Info, Infinity as InfinityIcon, Receipt } from 'lucide-react';
import { billingMarketing, type BillingPeriod } from '@roomcraft/contracts/billing';
import { creditMessages } from '@roomcraft/contracts/credits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCredits } from '@/features/credits/credits.queries';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { useCheckout } from '../billing.checkout';
import { packagesQueryOptions, subscriptionQueryOptions, tiersQueryOptions } from '../billing.queries';
import { OfferCard } from '../components/offer-card';
import type { PaywallRedirectState } from '../components/paywall-guard';
import { PeriodSwitch } from '../components/period-switch';
import { periodSuffix, visiblePackages, visibleTiers } from '../pricing.models';

function paywallMessageOf(state: unknown): string | null {
  const message = (state as Partial<PaywallRedirectState> | null)?.paywallMessage;
  return typeof message === 'string' ? message : null;
}

function CardsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
      <Skeleton className="h-80" />
    </div>
  );
}

/**
 * /credits and /pricing (one page): subscription tiers with a monthly/annual switch, credit packs, and the
 * signed-in user's balance. Buying opens the checkout (docs/spec §§7-9).
 */
export function PricingPage() {
  const { pathname, state } = useLocation();
  const isPricing = pathname === '/pricing';
  usePageTitle(isPricing ? 'Pricing' : 'Credits & plans');
  const session = useSession();
  const { data: credits } = useCredits();
  const signedIn = session.status === 'signed-in';
  // The tier the user subscribes to now: its card says 'Current plan' instead of offering it again. The
  // plan type alone cannot tell (Starter and Hobby share one), so the subscription's tier id decides.
  const subscription = useQuery({ ...subscriptionQueryOptions, enabled: signedIn, throwOnError: false });
  const current = signedIn && subscription.data?.isActive ? subscription.data : null;
  // Until the user picks a period, show the one they subscribe in, so their plan is on screen.
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const period = chosenPeriod ?? current?.period ?? 'monthly';
  const tiers = useQuery(tiersQueryOptions);
  const packages = useQuery(packagesQueryOptions);
  const { buy, pendingId } = useCheckout();
  const paywallMessage = paywallMessageOf(state);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight sm:text-display">
            {isPricing ? 'Pricing' : 'Credits & plans'}
          </h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Pay as you go with credit packs or subscribe for credits every month. {billingMarketing.diyFrom}.
          </p>
        </div>
        {session.status === 'signed-in' && credits && (
          <div className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3" aria-live="polite">
            <Coins className="size-5 text-primary-text" aria-hidden="true" />
            <div>
              <p className="text-caption text-muted-foreground">Your balance</p>
              <p className="font-semibold">{creditMessages.badge(credits.totalCredits)}</p>
            </div>
            <Button asChild variant="ghost" size="sm" className="ml-2">
              <Link to="/billing">
                <Receipt aria-hidden="true" />
                Billing
              </Link>
            </Button>
          </div>
        )}
      </header>

      {paywallMessage && (
        <Alert variant="warning" role="status">
          <Info aria-hidden="true" />
          <p>{paywallMessage}</p>
        </Alert>
      )}

      <section aria-labelledby="plans-title" className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="plans-title" className="text-title font-semibold">
              Subscriptions
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              New credits every period; annual plans cost 10 months and bring 12 months of credits.
            </p>
          </div>
          <PeriodSwitch value={period} onChange={setPeriod} />
        </div>
        {tiers.data ? (
          <div className="grid gap-4 md:grid-cols-3">
            {visibleTiers(tiers.data, period).map((tier) => (
              <OfferCard
                current={tier.id === current?.tierId}
                key={tier.id}
                name={tier.name}
                price={tier.price}
                credits={tier.credits}
                suffix={periodSuffix[tier.period]}
                perks={tier.perks}
                isMostPopular={tier.isMostPopular}
                badge={tier.badge}
                action="Subscribe"
                busy={pendingId === tier.id}
                disabled={pendingId !== null}
                onSelect={() => buy({ kind: 'subscription', tierId: tier.id, period: tier.period })}
              />
            ))}
          </div>
        ) : (
          <CardsSkeleton />
        )}
      </section>

      <section aria-labelledby="packs-title" className="flex flex-col gap-5">
        <div>
          <h2 id="packs-title" className="text-title font-semibold">
            Credit packs
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <InfinityIcon className="size-4" aria-hidden="true" />
            One-time purchase. {billingMarketing.creditsNeverExpire}.
          </p>
        </div>
        {packages.data ? (
          <div className="grid gap-4 md:grid-cols-3">
            {visiblePackages(packages.data).map((pack) => (
              <OfferCard
                key={pack.id}
                name={pack.name}
                price={pack.price}
                credits={pack.credits}
                description={pack.description}
                isMostPopular={pack.isMostPopular}
                action="Buy"
                busy={pendingId === pack.id}
                disabled={pendingId !== null}
                onSelect={() => buy({ kind: 'package', packageId: pack.id })}
                accent={
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-full"
                    style={{
                      backgroundImage: `linear-gradient(135deg, ${pack.colors.from}, ${pack.colors.to})`,
                    }}
                  />
                }
              />
            ))}
          </div>
        ) : (
          <CardsSkeleton />
        )}
      </section>

      <p className="text-center text-sm text-muted-foreground">
        Each design idea or transformation uses 1 credit. {billingMarketing.creditsNeverExpire}. Prices in
        USD.
      </p>
    </div>
  );
}

export default PricingPage;
