import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingTopics } from '@roomcraft/contracts/billing';
import { useSession } from '@/features/session/session.queries';
import {
  fetchInvoice,
  fetchPackages,
  fetchPayment,
  fetchPaywallStatus,
  fetchPurchases,
  fetchSubscription,
  fetchTiers,
} from './billing.api';

/**
 * Keys follow the live topics of contracts/billing.ts: `billing` refreshes everything under ['billing'],
 * `paywall-status` the paywall status. Tiers and packages are public and change rarely.
 */
export const billingKeys = {
  all: [billingTopics.billing] as const,
  tiers: [billingTopics.billing, 'tiers'] as const,
  packages: [billingTopics.billing, 'packages'] as const,
  subscription: [billingTopics.billing, 'subscription'] as const,
  purchases: [billingTopics.billing, 'purchases'] as const,
  payment: (id: string) => [billingTopics.billing, 'payment', id] as const,
  invoice: (id: string) => [billingTopics.billing, 'invoice', id] as const,
  paywallStatus: [billingTopics.paywallStatus] as const,
};

export const tiersQueryOptions = queryOptions({
  queryKey: billingKeys.tiers,
  queryFn: fetchTiers,
  staleTime: 5 * 60_000,
});

export const packagesQueryOptions = queryOptions({
  queryKey: billingKeys.packages,
  queryFn: fetchPackages,
  staleTime: 5 * 60_000,
});

export const subscriptionQueryOptions = queryOptions({
  queryKey: billingKeys.subscription,
  queryFn: fetchSubscription,
});

export const purchasesQueryOptions = queryOptions({
  queryKey: billingKeys.purchases,
  queryFn: fetchPurchases,
});

export const paymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.payment(id), queryFn: () => fetchPayment(id), throwOnError: false });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.invoice(id), queryFn: () => fetchInvoice(id), throwOnError: false });

export const paywallStatusQueryOptions = queryOptions({
  queryKey: billingKeys.paywallStatus,
  queryFn: fetchPaywallStatus,
  staleTime: 60_000,
  throwOnError: false,
});

/**
 * The signed-in user's paywall status: `undefined` while loading, `null` when there is none or it could not
 * be read (the guard then lets pages through: a server hiccup must not lock anyone out).
 */
export function usePaywallStatus() {
  const state = useSession();
  const query = useQuery({ ...paywallStatusQueryOptions, enabled: state.status === 'signed-in' });
  return query.isError && query.data === undefined ? null : query.data;
}
