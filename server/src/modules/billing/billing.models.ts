import {
  allFeatures,
  isSubscriptionActive,
  planFeatures,
  planTierFlags,
  type AccountType,
  type AdminCreditPackage,
  type AdminSubscriptionTier,
  type CreditPackage,
  type Invoice,
  type Payment,
  type PlanResponse,
  type PlanType,
  type SubscriptionTier,
  type UserSubscription,
} from '@roomcraft/contracts/billing';
import type {
  BillingPackageRow,
  BillingTierRow,
  InvoiceRow,
  PaymentRow,
  SubscriptionRow,
} from './billing.table';

/** Pure rules and DTO mappers of billing (no IO). */

export const nextBillingDateOf = (subscription: Pick<SubscriptionRow, 'currentPeriodEnd'>) =>
  subscription.currentPeriodEnd?.toISOString() ?? null;

export const isRowActive = (subscription: SubscriptionRow, now: Date) =>
  isSubscriptionActive(
    { status: subscription.status, nextBillingDate: nextBillingDateOf(subscription) },
    now,
  );

/** The subscription that decides the plan: the newest active one, else the newest one (or none). */
export function currentSubscription(rows: SubscriptionRow[], now: Date): SubscriptionRow | undefined {
  const newestFirst = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return newestFirst.find((row) => isRowActive(row, now)) ?? newestFirst[0];
}

/**
 * docs/spec §§3, 4 and 6: the plan type of the active subscription (else `credits`), its features,
 * every feature for reviewers and super admins.
 */
export function computePlan({
  subscriptions,
  isPrivileged,
  now,
}: {
  subscriptions: SubscriptionRow[];
  isPrivileged: boolean;
  now: Date;
}): PlanResponse {
  const current = currentSubscription(subscriptions, now);
  const planType: PlanType = current && isRowActive(current, now) ? current.planType : 'credits';
  return {
    planType,
    features: isPrivileged ? allFeatures : planFeatures[planType],
    subscriptionDetails: current
      ? { status: current.status, nextBillingDate: nextBillingDateOf(current) }
      : null,
    ...planTierFlags(planType, isPrivileged),
  };
}

/**
 * ADR 013: staff (reviewers, super admins) never pay; a completed purchase or an active subscription is
 * `paid`; an upgraded legacy account that never paid is `legacy_free`; everyone else is `free_trial`.
 * Payment is needed only with the paywall on: legacy free accounts at once, free-trial accounts once
 * their credits are gone.
 */
export function computePaywallStatus({
  isPrivileged,
  hasCompletedPayment,
  hasActiveSubscription,
  isLegacyAccount,
  totalCredits,
  paywallEnabled,
}: {
  isPrivileged: boolean;
  hasCompletedPayment: boolean;
  hasActiveSubscription: boolean;
  isLegacyAccount: boolean;
  totalCredits: number;
  paywallEnabled: boolean;
}): { accountType: AccountType; needsPayment: boolean; hasPaidAccount: boolean; paywallEnabled: boolean } {
  const hasPaidAccount = isPrivileged || hasCompletedPayment || hasActiveSubscription;
  const accountType: AccountType = isPrivileged
    ? 'staff'
    : hasPaidAccount
      ? 'paid'
      : isLegacyAccount
        ? 'legacy_free'
        : 'free_trial';
  const needsPayment =
    paywallEnabled && (accountType === 'legacy_free' || (accountType === 'free_trial' && totalCredits <= 0));
  return { accountType, needsPayment, hasPaidAccount, paywallEnabled };
}

export const toTierDto = (row: BillingTierRow): SubscriptionTier => ({
  id: row.id,
  name: row.name,
  period: row.period,
  price: row.price,
  credits: row.credits,
  planType: row.planType,
  perks: row.perks,
  isMostPopular: row.isMostPopular,
  badge: row.badge,
  sortOrder: row.sortOrder,
});

export const toPackageDto = (row: BillingPackageRow): CreditPackage => ({
  id: row.id,
  name: row.name,
  price: row.price,
  credits: row.credits,
  description: row.description,
  isMostPopular: row.isMostPopular,
  icon: row.icon,
  colors: row.colors,
  sortOrder: row.sortOrder,
});

/** The admin view adds what the public one leaves out: visibility, the Stripe link, the last change. */
export const toAdminTierDto = (row: BillingTierRow): AdminSubscriptionTier => ({
  ...toTierDto(row),
  isActive: row.isActive,
  stripePriceId: row.stripePriceId,
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminPackageDto = (row: BillingPackageRow): AdminCreditPackage => ({
  ...toPackageDto(row),
  isActive: row.isActive,
  stripePriceId: row.stripePriceId,
  updatedAt: row.updatedAt.toISOString(),
});

export const toPaymentDto = (row: PaymentRow): Payment => ({
  id: row.id,
  kind: row.kind,
  itemId: row.itemId,
  itemName: row.itemName,
  period: row.period,
  amount: row.amount,
  credits: row.credits,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  invoiceId: row.invoiceId,
  isTestCheckout: row.provider === 'test-checkout',
});

export const toSubscriptionDto = (row: SubscriptionRow, now: Date): UserSubscription => ({
  id: row.id,
  tierId: row.tierId,
  tierName: row.tierName,
  planType: row.planType,
  period: row.period,
  status: row.status,
  price: row.price,
  credits: row.credits,
  currentPeriodEnd: nextBillingDateOf(row),
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  isActive: isRowActive(row, now),
  createdAt: row.createdAt.toISOString(),
});

/** `RC-20250101-1A2B3C4D`: readable, stable, derived from the row. */
export const invoiceNumberOf = (row: Pick<InvoiceRow, 'id' | 'paidAt'>) =>
  `RC-${row.paidAt.toISOString().slice(0, 10).replaceAll('-', '')}-${row.id.slice(0, 8).toUpperCase()}`;

export const toInvoiceDto = (row: InvoiceRow, customer: { name: string; email: string }): Invoice => ({
  id: row.id,
  number: invoiceNumberOf(row),
  amount: row.amount,
  currency: row.currency,
  description: row.description,
  paidAt: row.paidAt.toISOString(),
  lines: row.lines,
  customer,
  isTestPayment: row.isTestPayment,
});

/** A period end we can assume until the provider tells us the real one (an invoice or subscription event). */
export function assumedPeriodEnd(start: Date, period: 'monthly' | 'annual'): Date {
  const end = new Date(start);
  if (period === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
