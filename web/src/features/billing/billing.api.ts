import {
  billingPaths,
  cancelSubscriptionResponseSchema,
  checkoutResponseSchema,
  creditPackagesResponseSchema,
  invoiceSchema,
  paymentActionResponseSchema,
  paymentSchema,
  paywallStatusSchema,
  purchasesResponseSchema,
  subscriptionResponseSchema,
  subscriptionTiersResponseSchema,
  type BillingPeriod,
  type CancelSubscriptionRequest,
  type PaywallStatus,
} from '@roomcraft/contracts/billing';
import { apiFetch, orNullOn4xx } from '@/lib/api-client';

export async function fetchTiers() {
  return subscriptionTiersResponseSchema.parse(await apiFetch(billingPaths.tiers)).tiers;
}

export async function fetchPackages() {
  return creditPackagesResponseSchema.parse(await apiFetch(billingPaths.packages)).packages;
}

/**
 * The paywall status, or `null` when the API has none for this visitor (signed out, or no such route):
 * the guard then lets the page through rather than locking a user out on a missing answer.
 */
export async function fetchPaywallStatus(): Promise<PaywallStatus | null> {
  return orNullOn4xx(apiFetch(billingPaths.paywallStatus).then((body) => paywallStatusSchema.parse(body)));
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export async function startServiceCheckout(serviceId: string) {
  return checkoutResponseSchema.parse(await apiFetch(billingPaths.serviceCheckout, post({ serviceId })));
}

export async function startPackageCheckout(packageId: string) {
  return checkoutResponseSchema.parse(await apiFetch(billingPaths.checkout, post({ packageId })));
}

export async function startSubscriptionCheckout({
  tierId,
  period,
}: {
  tierId: string;
  period: BillingPeriod;
}) {
  return checkoutResponseSchema.parse(await apiFetch(billingPaths.subscribe, post({ tierId, period })));
}

export async function fetchPayment(id: string) {
  return paymentSchema.parse(await apiFetch(billingPaths.payment(id)));
}

export async function completeTestPayment(id: string) {
  return paymentActionResponseSchema.parse(await apiFetch(billingPaths.paymentComplete(id), post({})));
}

export async function cancelTestPayment(id: string) {
  return paymentActionResponseSchema.parse(await apiFetch(billingPaths.paymentCancel(id), post({})));
}

export async function fetchSubscription() {
  return subscriptionResponseSchema.parse(await apiFetch(billingPaths.subscription)).subscription;
}

export async function fetchPurchases() {
  return purchasesResponseSchema.parse(await apiFetch(billingPaths.purchases)).purchases;
}

export async function cancelSubscription(request: CancelSubscriptionRequest) {
  return cancelSubscriptionResponseSchema.parse(
    await apiFetch(billingPaths.cancelSubscription, post(request)),
  );
}

export async function fetchInvoice(id: string) {
  return invoiceSchema.parse(await apiFetch(billingPaths.invoice(id)));
}
