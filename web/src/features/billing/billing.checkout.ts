import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  billingErrorCodes,
  billingMessages,
  type BillingPeriod,
  type CancelSubscriptionRequest,
  type CheckoutResponse,
} from '@roomcraft/contracts/billing';
import { loginPath } from '@/features/session/session.api';
import { planQueryOptions } from '@/features/plan/plan.queries';
import { useSession } from '@/features/session/session.queries';
import { isApiError } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import {
  cancelSubscription,
  startPackageCheckout,
  startServiceCheckout,
  startSubscriptionCheckout,
} from './billing.api';
import { billingKeys } from './billing.queries';

type Purchase =
  | { kind: 'package'; packageId: string }
  | { kind: 'subscription'; tierId: string; period: BillingPeriod }
  | { kind: 'service'; serviceId: string };

/** The section 8 texts of each kind of purchase. */
const texts = {
  package: {
    login: billingMessages.loginRequired.purchase,
    expired: billingMessages.purchaseLoginRequired,
    error: {
      title: billingMessages.purchaseError.title,
      fallback: billingMessages.purchaseError.description,
    },
    unexpected: {
      title: billingMessages.purchaseError.title,
      description: billingMessages.purchaseError.unexpected,
    },
    noUrl: billingMessages.purchaseFailed,
  },
  // A design service is a one-time purchase: the purchase texts.
  service: {
    login: billingMessages.loginRequired.purchase,
    expired: billingMessages.purchaseLoginRequired,
    error: {
      title: billingMessages.purchaseError.title,
      fallback: billingMessages.purchaseError.description,
    },
    unexpected: {
      title: billingMessages.purchaseError.title,
      description: billingMessages.purchaseError.unexpected,
    },
    noUrl: billingMessages.purchaseFailed,
  },
  subscription: {
    login: billingMessages.loginRequired.subscribe,
    expired: billingMessages.subscribeLoginRequired,
    error: {
      title: billingMessages.subscriptionError.title,
      fallback: billingMessages.subscriptionError.description,
    },
    unexpected: billingMessages.subscriptionFailed,
    noUrl: billingMessages.subscriptionFailed,
  },
} as const;

function start(purchase: Purchase): Promise<CheckoutResponse> {
  switch (purchase.kind) {
    case 'package':
      return startPackageCheckout(purchase.packageId);
    case 'service':
      return startServiceCheckout(purchase.serviceId);
    case 'subscription':
      return startSubscriptionCheckout({ tierId: purchase.tierId, period: purchase.period });
  }
}

const idOf = (purchase: Purchase) =>
  purchase.kind === 'package'
    ? purchase.packageId
    : purchase.kind === 'service'
      ? purchase.serviceId
      : purchase.tierId;

/**
 * Buying a package, a design service or subscribing (docs/spec §§5, 7 and 8): visitors are told to log in and sent to
 * /login; otherwise the server opens a checkout and the browser goes to its URL (Stripe, or the built-in
 * test checkout). Every failure shows the spec's toast for its case.
 */
export function useCheckout() {
  const state = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const loginTo = loginPath(`${location.pathname}${location.search}`);

  const mutation = useMutation({
    mutationFn: start,
    onSuccess: (response, purchase) => {
      const t = texts[purchase.kind];
      if (!response.success) {
        toast.error(t.error.title, { description: response.error || t.error.fallback });
      } else if (!response.checkoutUrl) {
        toast.error(t.noUrl.title, { description: t.noUrl.description });
      } else {
        browser.assign(response.checkoutUrl);
      }
    },
    onError: (error, purchase) => {
      const t = texts[purchase.kind];
      if (isApiError(error) && error.kind === 'http') {
        if (error.status === 401 || error.code === billingErrorCodes.loginRequired) {
          toast.error(t.expired.title, { description: t.expired.description });
          void navigate(loginTo);
          return;
        }
        toast.error(t.error.title, { description: error.message || t.error.fallback });
        return;
      }
      toast.error(t.unexpected.title, { description: t.unexpected.description });
    },
  });

  const buy = (purchase: Purchase) => {
    if (state.status !== 'signed-in') {
      toast.error(billingMessages.loginRequired.title, { description: texts[purchase.kind].login });
      void navigate(loginTo);
      return;
    }
    mutation.mutate(purchase);
  };

  /** Which item is being opened, to show its button busy. */
  const pendingId = mutation.isPending ? idOf(mutation.variables) : null;

  return { buy, pendingId };
}

/** Cancels at period end or at once, with the spec's toasts ('Subscription Updated' / 'Cancellation ...'). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelSubscriptionRequest) => cancelSubscription(request),
    onSuccess: (response) => {
      if (response.success) {
        toast.success(billingMessages.cancellation.updatedTitle, { description: response.message });
      } else {
        toast.error(billingMessages.cancellation.failedTitle, { description: response.message });
      }
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      void queryClient.invalidateQueries({ queryKey: planQueryOptions.queryKey });
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'http') {
        toast.error(billingMessages.cancellation.failedTitle, { description: error.message });
        return;
      }
      toast.error(billingMessages.cancellation.errorTitle, {
        description: billingMessages.purchaseError.unexpected,
      });
    },
  });
}
