import {
  billingMessages,
  billingPagePaths,
  defaultCreditPackages,
  defaultSubscriptionTiers,
  designServices,
  type BillingPeriod,
  type CheckoutResponse,
} from '@roomcraft/contracts/billing';
import type { Logger } from 'pino';
import { isUuid } from '../../kernel/ids';
import { PaymentProviderError, type PaymentsPort } from '../../providers/payments/payments.port';
import {
  createPackageNotFoundError,
  createPaymentNotFoundError,
  createProviderFailedError,
  createServiceNotFoundError,
  createSubscriptionNotFoundError,
  createTierNotFoundError,
} from './billing.errors';
import { isRowActive } from './billing.models';
import type { BillingRepository } from './billing.repository';
import type { PaymentRow } from './billing.table';

/** Seeds the default tiers and packages (idempotent: admin edits are kept). */
export async function seedBillingCatalogue({ billingRepository }: { billingRepository: BillingRepository }) {
  await billingRepository.seedCatalogue({ tiers: defaultSubscriptionTiers, packages: defaultCreditPackages });
}

interface CheckoutDeps {
  billingRepository: BillingRepository;
  payments: PaymentsPort;
  publicUrl: string;
  logger?: Logger;
}

/**
 * A checkout left unpaid this long is abandoned (Stripe's checkout sessions expire after 24 hours too), so
 * it stops showing as pending in the buyer's purchases: see expireAbandonedPayments.
 */
export const ABANDONED_PAYMENT_MS = 24 * 60 * 60 * 1000;

/**
 * Cancels the user's pending payments older than ABANDONED_PAYMENT_MS. Run when they start another checkout
 * and when they list their purchases, so no sweeper job is needed.
 */
export async function expireAbandonedPayments({
  billingRepository,
  userId,
  now = new Date(),
}: {
  billingRepository: BillingRepository;
  userId: string;
  now?: Date;
}): Promise<{ expired: number }> {
  return billingRepository.expireAbandonedPayments({
    userId,
    createdBefore: new Date(now.getTime() - ABANDONED_PAYMENT_MS),
  });
}

/** The user's purchases, newest first, abandoned checkouts expired first. */
export async function listPurchases({
  billingRepository,
  userId,
}: {
  billingRepository: BillingRepository;
  userId: string;
}): Promise<{ payments: PaymentRow[] }> {
  await expireAbandonedPayments({ billingRepository, userId });
  return billingRepository.listPaymentsForUser({ userId });
}

/** Checkout returns here; `payment` lets the success page follow the payment until the webhook lands. */
export const checkoutReturnUrls = (publicUrl: string, paymentId: string) => ({
  successUrl: `${publicUrl}${billingPagePaths.success}?payment=${paymentId}`,
  cancelUrl: `${publicUrl}${billingPagePaths.cancelled}?payment=${paymentId}`,
});

/** payments.createCheckoutSession: a pending payment at the package's current price, then a checkout. */
export async function startPackageCheckout({
  userId,
  email,
  packageId,
  ...deps
}: { userId: string; email: string; packageId: string } & CheckoutDeps): Promise<CheckoutResponse> {
  const { pkg } = await deps.billingRepository.findPackage({ id: packageId });
  if (!pkg || !pkg.isActive) throw createPackageNotFoundError();
  await expireAbandonedPayments({ billingRepository: deps.billingRepository, userId });
  const { payment } = await deps.billingRepository.insertPayment({
    userId,
    kind: 'package',
    itemId: pkg.id,
    itemName: pkg.name,
    period: null,
    amount: pkg.price,
    credits: pkg.credits,
    provider: deps.payments.kind,
  });
  return openCheckout(deps, {
    payment,
    email,
    item: {
      id: pkg.id,
      name: pkg.name,
      description: `${pkg.credits} credits that never expire`,
      amount: pkg.price,
      credits: pkg.credits,
      providerPriceId: pkg.stripePriceId,
    },
  });
}

/**
 * A design service (ADR 036): a pending `service` payment at the service's price, then the same checkout as
 * a credit pack. It grants no credits; the completed payment is the order the admin sees.
 */
export async function startServiceCheckout({
  userId,
  email,
  serviceId,
  ...deps
}: { userId: string; email: string; serviceId: string } & CheckoutDeps): Promise<CheckoutResponse> {
  const service = designServices.find((candidate) => candidate.id === serviceId);
  if (!service) throw createServiceNotFoundError();
  await expireAbandonedPayments({ billingRepository: deps.billingRepository, userId });
  const { payment } = await deps.billingRepository.insertPayment({
    userId,
    kind: 'service',
    itemId: service.id,
    itemName: service.name,
    period: null,
    amount: service.price,
    credits: 0,
    provider: deps.payments.kind,
  });
  return openCheckout(deps, {
    payment,
    email,
    item: {
      id: service.id,
      name: service.name,
      description: service.description,
      amount: service.price,
      credits: 0,
    },
  });
}

/** payments.createSubscriptionCheckoutSession. */
export async function startSubscriptionCheckout({
  userId,
  email,
  tierId,
  period,
  ...deps
}: {
  userId: string;
  email: string;
  tierId: string;
  period?: BillingPeriod;
} & CheckoutDeps): Promise<CheckoutResponse> {
  const { tier } = await deps.billingRepository.findTier({ id: tierId });
  if (!tier || !tier.isActive || (period && tier.period !== period)) throw createTierNotFoundError();
  await expireAbandonedPayments({ billingRepository: deps.billingRepository, userId });
  const { payment } = await deps.billingRepository.insertPayment({
    userId,
    kind: 'subscription',
    itemId: tier.id,
    itemName: tier.name,
    period: tier.period,
    amount: tier.price,
    credits: tier.credits,
    provider: deps.payments.kind,
  });
  return openCheckout(deps, {
    payment,
    email,
    item: {
      id: tier.id,
      name: `${tier.name} (${tier.period})`,
      description: `${tier.credits} credits every ${tier.period === 'annual' ? 'year' : 'month'}`,
      amount: tier.price,
      credits: tier.credits,
      interval: tier.period === 'annual' ? 'year' : 'month',
      providerPriceId: tier.stripePriceId,
    },
  });
}

async function openCheckout(
  deps: CheckoutDeps,
  {
    payment,
    email,
    item,
  }: {
    payment: PaymentRow;
    email: string;
    item: Parameters<PaymentsPort['createCheckout']>[0]['item'];
  },
): Promise<CheckoutResponse> {
  const isSubscription = payment.kind === 'subscription';
  try {
    const session = await deps.payments.createCheckout({
      paymentId: payment.id,
      userId: payment.userId,
      email,
      mode: isSubscription ? 'subscription' : 'payment',
      kind: payment.kind,
      item,
      ...checkoutReturnUrls(deps.publicUrl, payment.id),
    });
    await deps.billingRepository.updatePayment({
      id: payment.id,
      change: { providerSessionId: session.sessionId },
    });
    return { success: true, checkoutUrl: session.url, paymentId: payment.id };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger?.error({ err: error, paymentId: payment.id }, 'checkout could not be created');
    await deps.billingRepository.updatePayment({ id: payment.id, change: { status: 'failed' } });
    throw createProviderFailedError({ isSubscription, cause: error });
  }
}

/** The owner's payment; anyone else's (or an unknown id) is a 404. */
export async function getOwnPayment({
  billingRepository,
  userId,
  paymentId,
}: {
  billingRepository: BillingRepository;
  userId: string;
  paymentId: string;
}): Promise<PaymentRow> {
  const { payment } = isUuid(paymentId)
    ? await billingRepository.findPayment({ id: paymentId })
    : { payment: undefined };
  if (!payment || payment.userId !== userId) throw createPaymentNotFoundError();
  return payment;
}

/**
 * payments.cancelSubscription: at the end of the paid period (the default) or at once. The local row
 * changes now, stamped with this moment, so the provider's older events cannot undo it.
 */
export async function cancelSubscription({
  userId,
  subscriptionId,
  cancelImmediately,
  now = new Date(),
  ...deps
}: { userId: string; subscriptionId: string; cancelImmediately: boolean; now?: Date } & {
  billingRepository: BillingRepository;
  payments: PaymentsPort;
  logger?: Logger;
}): Promise<{ success: boolean; message: string }> {
  const { subscription } = isUuid(subscriptionId)
    ? await deps.billingRepository.findSubscription({ id: subscriptionId })
    : { subscription: undefined };
  if (!subscription || subscription.userId !== userId) throw createSubscriptionNotFoundError();
  const isEnded = !isRowActive(subscription, now);
  const isAlreadyScheduled = subscription.cancelAtPeriodEnd && subscription.status === 'canceled';
  if (isEnded || (isAlreadyScheduled && !cancelImmediately)) {
    return { success: false, message: billingMessages.alreadyCanceled };
  }
  try {
    await deps.payments.cancelSubscription({
      providerSubscriptionId: subscription.providerSubscriptionId,
      atPeriodEnd: !cancelImmediately,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger?.error({ err: error, subscriptionId }, 'subscription could not be canceled');
    return { success: false, message: 'We could not cancel your subscription. Please try again.' };
  }
  await deps.billingRepository.changeSubscription({
    id: subscription.id,
    change: cancelImmediately
      ? { status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: now }
      : { status: 'canceled', cancelAtPeriodEnd: true },
    eventAt: now,
  });
  return {
    success: true,
    message: cancelImmediately ? billingMessages.canceledImmediately : billingMessages.cancelAtPeriodEnd,
  };
}
