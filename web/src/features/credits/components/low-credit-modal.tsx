import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Tabs } from 'radix-ui';
import { Coins, Gift, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { usePaywallStatus } from '@/features/billing/billing.queries';
import { useSubscriptionActive } from '@/features/plan/plan.queries';
import { cn } from '@/lib/cn';
import { useCredits } from '../credits.queries';
import { useAnyRunInProgress } from '../run-in-progress';
import {
  defaultCreditCheckConfig,
  readDismissedAt,
  rememberDismissal,
  shouldShowLowCreditModal,
} from '../low-credit.rules';

/** Pages about buying credits need no reminder to buy credits. */
const quietPaths = [/^\/credits$/, /^\/pricing$/, /^\/billing(\/|$)/, /^\/services\/(success|cancelled)$/];

const tabClass = cn(
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

/**
 * The low-credit reminder (docs/spec §4), mounted once in the signed-in layout. It opens while the
 * balance is below the threshold, closes by itself when credits recover, and a dismissal is remembered for
 * an hour, except for free-trial accounts that must pay: they see it again on the next page. It never
 * opens while an ideation or a generation is running; it opens once the run has ended.
 */
export function LowCreditModal() {
  const { data: credits } = useCredits();
  const paywall = usePaywallStatus();
  const isSubscriber = useSubscriptionActive();
  const { pathname } = useLocation();
  // A dismissal in this page view; for accounts that must pay it lasts only until the next page.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  // The clock the rule reads; it moves when a remembered dismissal runs out (see the effect below).
  const [now, setNow] = useState(() => Date.now());
  const mustPay = paywall?.accountType === 'free_trial' && paywall.needsPayment;
  // Starting a run spends the credits that take the balance under the threshold: the reminder waits
  // until the run is over instead of covering the progress the user is watching.
  const runInProgress = useAnyRunInProgress();

  const total = credits?.totalCredits;
  const low = total !== undefined && total < defaultCreditCheckConfig.creditThreshold;
  // Credits recovered: forget this page's dismissal, so a must-pay account that drops again is reminded.
  const [wasLow, setWasLow] = useState(low);
  if (wasLow !== low) {
    setWasLow(low);
    if (!low) setDismissedOn(null);
  }

  useEffect(() => {
    if (dismissedAt === null) return;
    const remaining = dismissedAt + defaultCreditCheckConfig.dismissalDurationMs - Date.now();
    if (remaining <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), remaining);
    return () => clearTimeout(timer);
  }, [dismissedAt]);

  const open =
    total !== undefined &&
    !runInProgress &&
    !quietPaths.some((path) => path.test(pathname)) &&
    (!mustPay || dismissedOn !== pathname) &&
    shouldShowLowCreditModal({ totalCredits: total, mustPay, dismissedAt, now });

  const dismiss = () => {
    const at = Date.now();
    setDismissedOn(pathname);
    setNow(at);
    if (!mustPay) {
      rememberDismissal(at);
      setDismissedAt(at);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && dismiss()}>
      <DialogContent aria-describedby="low-credit-description">
        <DialogHeader>
          <DialogTitle>
            {total === 0
              ? "You're out of credits"
              : `Only ${total} ${total === 1 ? 'credit' : 'credits'} left`}
          </DialogTitle>
          <DialogDescription id="low-credit-description">
            Each design idea or transformation uses credits. Top up to keep designing; credits never expire.
          </DialogDescription>
        </DialogHeader>
        <Tabs.Root defaultValue="get" className="flex flex-col gap-4">
          {isSubscriber && (
            <Tabs.List aria-label="Ways to get credits" className="flex gap-1 rounded-lg bg-muted p-1">
              <Tabs.Trigger value="get" className={tabClass}>
                <Coins className="size-4" aria-hidden="true" />
                Get Credits
              </Tabs.Trigger>
              <Tabs.Trigger value="earn" className={tabClass}>
                <Gift className="size-4" aria-hidden="true" />
                Earn Credits
              </Tabs.Trigger>
            </Tabs.List>
          )}
          {/* Not a tab stop itself: its buttons are, so opening the modal focuses the first of them. */}
          <Tabs.Content value="get" tabIndex={-1} className="flex flex-col gap-3 text-sm outline-none">
            <p className="flex items-start gap-2">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden="true" />
              <span>Credit packs start at $4.99 (DIY from $4.99), or subscribe for credits every month.</span>
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={dismiss}>
                Maybe later
              </Button>
              <Button asChild>
                <Link to="/credits" onClick={dismiss}>
                  Get Credits
                </Link>
              </Button>
            </DialogFooter>
          </Tabs.Content>
          {isSubscriber && (
            <Tabs.Content value="earn" tabIndex={-1} className="flex flex-col gap-3 text-sm outline-none">
              <p>
                As a subscriber you can earn bonus credits by sharing how Roomcraft worked for you: leave a
                review from the review prompt on your dashboard and we add credits to your balance.
              </p>
              <DialogFooter>
                <Button variant="outline" onClick={dismiss}>
                  Maybe later
                </Button>
                <Button asChild>
                  <Link to="/dashboard" onClick={dismiss}>
                    Go to Dashboard
                  </Link>
                </Button>
              </DialogFooter>
            </Tabs.Content>
          )}
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
