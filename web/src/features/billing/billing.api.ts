import { pathOf } from '@roomcraft/contracts/api-routes';
import type { BillingPeriod, CancelSubscriptionRequest, PaywallStatus } from '@roomcraft/contracts/billing';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { apiFetch, orNullOn4xx } from '@/lib/api-client';

/** The active subscription tiers (`billingRoutes.tiers`). */
export async function fetchTiers() {
  return billingRoutes.tiers.response.parse(await apiFetch(billingRoutes.tiers.path)).tiers;
}

/** The active credit packages (`billingRoutes.packages`). */
export async function fetchPackages() {
  return billingRoutes.packages.response.parse(await apiFetch(billingRoutes.packages.path)).packages;
}

/**
 * The paywall status, or `null` when the API has none for this visitor (signed out, or no such route):
 * the guard then lets the page through rather than locking a user out on a missing answer.
 */
export async function fetchPaywallStatus(): Promise<PaywallStatus | null> {
  const route = billingRoutes.paywallStatus;
  return orNullOn4xx(apiFetch(route.path).then((body) => route.response.parse(body)));
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export async function startServiceCheckout(serviceId: string) {
  const route = billingRoutes.serviceCheckout;
  return route.response.parse(await apiFetch(route.path, post({ serviceId })));
}

export async function startPackageCheckout(packageId: string) {
  const route = billingRoutes.checkout;
  return route.response.parse(await apiFetch(route.path, post({ packageId })));
}

export async function startSubscriptionCheckout({
  tierId,
  period,
}: {
  tierId: string;
  period: BillingPeriod;
}) {
  const route = billingRoutes.subscribe;
  return route.response.parse(await apiFetch(route.path, post({ tierId, period })));
}

export async function fetchPayment(id: string) {
  const route = billingRoutes.payment;
  return route.response.parse(await apiFetch(pathOf(route, { id })));
}

export async function completeTestPayment(id: string) {
  const route = billingRoutes.paymentComplete;
  return route.response.parse(await apiFetch(pathOf(route, { id }), post({})));
}

export async function cancelTestPayment(id: string) {
  const route = billingRoutes.paymentCancel;
  return route.response.parse(await apiFetch(pathOf(route, { id }), post({})));
}

export async function fetchSubscription() {
  const route = billingRoutes.subscription;
  return route.response.parse(await apiFetch(route.path)).subscription;
}

export async function fetchPurchases() {
  const route = billingRoutes.purchases;
  return route.response.parse(await apiFetch(route.path)).purchases;
}

export async function cancelSubscription(request: CancelSubscriptionRequest) {
  const route = billingRoutes.cancelSubscription;
  return route.response.parse(await apiFetch(route.path, post(request)));
}

export async function fetchInvoice(id: string) {
  const route = billingRoutes.invoice;
  return route.response.parse(await apiFetch(pathOf(route, { id })));
}
