import {
  billingMarketing,
  perDesignPrice,
  type BillingPeriod,
  type CreditPackage,
  type PaymentStatus,
  type SubscriptionTier,
} from '@roomcraft/contracts/billing';

const bySortOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;

/** The first 3 tiers of a period, in the admin's order (docs/spec §9). */
export function visibleTiers(tiers: readonly SubscriptionTier[], period: BillingPeriod): SubscriptionTier[] {
  return tiers
    .filter((tier) => tier.period === period)
    .sort(bySortOrder)
    .slice(0, billingMarketing.tiersShownPerPeriod);
}

/** The first 3 credit packages, in the admin's order. */
export function visiblePackages(packages: readonly CreditPackage[]): CreditPackage[] {
  return [...packages].sort(bySortOrder).slice(0, billingMarketing.packagesShown);
}

/** Price per design (price / credits), always with cents: `$0.90 per design`. */
export function formatPerDesign(price: number, credits: number): string {
  // Round the cents first: 14900 / 200 = 74.5 must show $0.75, which toFixed alone gets wrong in binary.
  return `$${(Math.round(perDesignPrice(price, credits)) / 100).toFixed(2)} per design`;
}

export const periodSuffix: Record<BillingPeriod, string> = { monthly: '/month', annual: '/year' };

/** `2025-06-01T...` -> `June 1, 2025` (dates on billing pages are shown in the user's time zone). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** How a payment's status reads to people (the buyer's purchases, the admin's service orders). */
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
