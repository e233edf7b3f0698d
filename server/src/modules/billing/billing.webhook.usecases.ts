import { creditConstants } from '@roomcraft/contracts/credits';
import { billingTopics } from '@roomcraft/contracts/billing';
import type { Logger } from 'pino';
import type { Deps } from '../../kernel/deps';
import { isUuid } from '../../kernel/ids';
import {
  InvalidWebhookSignatureError,
  type PaymentEvent,
  type PaymentMetadata,
  type PaymentsPort,
} from '../../providers/payments/payments.port';
import { createInvalidSignatureError } from './billing.errors';
import { grantCredits, type CreditsDeps } from '../credits';
import { assumedPeriodEnd } from './billing.models';
import type { BillingRepository } from './billing.repository';
import type { PaymentRow, SubscriptionRow } from './billing.table';
import type { ActivityRepository } from '../accounts';

/**
 * Applies verified payment events (ADR 013). Each event id is applied once (`stripe_events`), and every
 * effect is idempotent on its own (credits by ledger reference, invoices by reference, subscriptions by
 * provider id, status changes ordered by event time), so duplicates, replays, concurrent deliveries and
 * any arrival order end in the same state.
 */
export interface WebhookDeps {
  billingRepository: BillingRepository;
  credits: CreditsDeps;
  events: Deps['events'];
  logger?: Logger;
  /** Records `credit_purchase` in the buyer's activity log (docs/spec §7). */
  activityRepository?: ActivityRepository;
}

type SubscriptionEvent = Extract<PaymentEvent, { kind: 'subscription.updated' | 'subscription.deleted' }>;
type InvoiceEvent = Extract<PaymentEvent, { kind: 'invoice.paid' | 'invoice.payment_failed' }>;
type CheckoutCompleted = Extract<PaymentEvent, { kind: 'checkout.completed' }>;

export const grantReferenceOf = {
  package: (paymentId: string) => `payment:${paymentId}`,
  /** The first period: shared by checkout.session.completed and the `subscription_create` invoice. */
  firstPeriod: (providerSubscriptionId: string) => `subscription:${providerSubscriptionId}:initial`,
  renewal: (providerInvoiceId: string) => `invoice:${providerInvoiceId}`,
  firstPurchaseBonus: (userId: string) => `first-purchase-bonus:${userId}`,
};

export async function applyPaymentEvent({
  event,
  ...deps
}: { event: PaymentEvent } & WebhookDeps): Promise<{ outcome: 'applied' | 'duplicate' | 'ignored' }> {
  const { billingRepository } = deps;
  if (await billingRepository.isEventProcessed({ eventId: event.id })) return { outcome: 'duplicate' };
  const touched = new Set<string>();
  switch (event.kind) {
    case 'checkout.completed':
      await applyCheckoutCompleted(deps, event, touched);
      break;
    case 'checkout.expired': {
      const paymentId = event.metadata.paymentId;
      if (paymentId && isUuid(paymentId)) {
        const { payment } = await billingRepository.findPayment({ id: paymentId });
        const { wasCancelled } = await billingRepository.cancelPendingPayment({ id: paymentId });
        if (payment && wasCancelled) touched.add(payment.userId);
      }
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      await applyInvoice(deps, event, touched);
      break;
    case 'subscription.updated':
    case 'subscription.deleted':
      await applySubscriptionChange(deps, event, touched);
      break;
    case 'ignored':
      break;
  }
  // Marked after the effects: a crash in between means the provider retries, and the effects are idempotent.
  await billingRepository.markEventProcessed({ eventId: event.id, type: event.type });
  for (const userId of touched) {
    await deps.events.publish({
      topics: ['credits', billingTopics.billing, billingTopics.plan, billingTopics.paywallStatus],
      userId,
    });
  }
  return { outcome: event.kind === 'ignored' ? 'ignored' : 'applied' };
}

async function applyCheckoutCompleted(deps: WebhookDeps, event: CheckoutCompleted, touched: Set<string>) {
  const { billingRepository } = deps;
  const paymentId = event.metadata.paymentId;
  if (!paymentId || !isUuid(paymentId)) {
    deps.logger?.warn({ eventId: event.id }, 'checkout.session.completed without our payment id: ignored');
    return;
  }
  const { payment } = await billingRepository.completePayment({
    id: paymentId,
    providerSubscriptionId: event.providerSubscriptionId,
    now: event.createdAt,
  });
  if (!payment) {
    deps.logger?.warn({ eventId: event.id, paymentId }, 'checkout for an unknown payment: ignored');
    return;
  }
  touched.add(payment.userId);
  const isTestPayment = payment.provider === 'test-checkout';
  if (payment.kind === 'service') {
    // A design service (ADR 036): the completed payment is the order, with its invoice; no credits and no
    // first-purchase bonus (that bonus comes with credits).
    const { invoice } = await billingRepository.insertInvoice({
      userId: payment.userId,
      reference: grantReferenceOf.package(payment.id),
      amount: payment.amount,
      description: payment.itemName,
      lines: [{ description: payment.itemName, quantity: 1, amount: payment.amount }],
      paymentId: payment.id,
      isTestPayment,
      paidAt: event.createdAt,
    });
    if (invoice) await billingRepository.updatePayment({ id: payment.id, change: { invoiceId: invoice.id } });
    return;
  }
  if (payment.kind === 'package') {
    const { granted } = await grantCredits({
      database: deps.credits.database,
      events: deps.credits.events,
      logger: deps.credits.logger,
      userId: payment.userId,
      kind: 'purchase',
      pool: 'premium',
      amount: payment.credits,
      reference: grantReferenceOf.package(payment.id),
      note: `Purchased ${payment.itemName}`,
    });
    if (granted)
      await deps.activityRepository?.insert({
        userId: payment.userId,
        action: 'credit_purchase',
        description: `Purchased ${payment.itemName}: ${payment.credits} credits`,
        metadata: { paymentId: payment.id, amount: payment.amount, credits: payment.credits },
      });
    const { invoice } = await billingRepository.insertInvoice({
      userId: payment.userId,
      reference: grantReferenceOf.package(payment.id),
      amount: payment.amount,
      description: `${payment.itemName}: ${payment.credits} credits`,
      lines: [
        {
          description: `${payment.itemName} (${payment.credits} credits)`,
          quantity: 1,
          amount: payment.amount,
        },
      ],
      paymentId: payment.id,
      isTestPayment,
      paidAt: event.createdAt,
    });
    if (invoice) await billingRepository.updatePayment({ id: payment.id, change: { invoiceId: invoice.id } });
  } else {
    if (!event.providerSubscriptionId) {
      deps.logger?.warn({ eventId: event.id }, 'subscription checkout without a subscription id: ignored');
      return;
    }
    const subscription = await ensureSubscriptionFromPayment(deps, {
      payment,
      providerSubscriptionId: event.providerSubscriptionId,
      providerCustomerId: event.providerCustomerId,
      startedAt: event.createdAt,
    });
    const invoiceId = await grantPeriod(deps, {
      subscription,
      reference: grantReferenceOf.firstPeriod(subscription.providerSubscriptionId),
      amount: payment.amount,
      paidAt: event.createdAt,
      isTestPayment,
      paymentId: payment.id,
    });
    if (invoiceId) await billingRepository.updatePayment({ id: payment.id, change: { invoiceId } });
  }
  await grantCredits({
    database: deps.credits.database,
    events: deps.credits.events,
    logger: deps.credits.logger,
    userId: payment.userId,
    kind: 'bonus',
    pool: 'premium',
    amount: creditConstants.firstPurchaseBonusCredits,
    reference: grantReferenceOf.firstPurchaseBonus(payment.userId),
    note: 'First purchase bonus',
  });
}

async function applyInvoice(deps: WebhookDeps, event: InvoiceEvent, touched: Set<string>) {
  if (!event.providerSubscriptionId) return; // one-off invoices are not ours
  const subscription = await findOrCreateSubscription(deps, {
    providerSubscriptionId: event.providerSubscriptionId,
    metadata: event.metadata,
    eventAt: event.createdAt,
    periodEnd: event.periodEnd,
  });
  if (!subscription) return;
  touched.add(subscription.userId);
  const { billingRepository } = deps;
  if (event.kind === 'invoice.payment_failed') {
    await billingRepository.changeSubscription({
      id: subscription.id,
      change: { status: 'past_due' },
      eventAt: event.createdAt,
    });
    return;
  }
  await grantPeriod(deps, {
    subscription,
    reference:
      event.billingReason === 'subscription_create'
        ? grantReferenceOf.firstPeriod(subscription.providerSubscriptionId)
        : grantReferenceOf.renewal(event.invoiceId),
    amount: event.amount,
    paidAt: event.createdAt,
    isTestPayment: false,
    paymentId: subscription.paymentId,
  });
  if (event.periodEnd) {
    await billingRepository.fillSubscriptionGaps({
      id: subscription.id,
      change: { currentPeriodEnd: event.periodEnd },
    });
  }
  // A paid invoice ends a past_due spell; it never revives a canceled subscription.
  if (subscription.status === 'past_due') {
    await billingRepository.changeSubscription({
      id: subscription.id,
      change: { status: 'active' },
      eventAt: event.createdAt,
    });
  }
}

async function applySubscriptionChange(deps: WebhookDeps, event: SubscriptionEvent, touched: Set<string>) {
  const subscription = await findOrCreateSubscription(deps, {
    providerSubscriptionId: event.providerSubscriptionId,
    metadata: event.metadata,
    eventAt: event.createdAt,
    periodEnd: event.currentPeriodEnd,
  });
  if (!subscription) return;
  touched.add(subscription.userId);
  const change =
    event.kind === 'subscription.deleted'
      ? {
          status: 'canceled' as const,
          cancelAtPeriodEnd: false,
          // Deleted means ended: never a period end in the future (which would still count as active).
          currentPeriodEnd: earliest(event.endedAt ?? event.createdAt, new Date()),
        }
      : {
          status: toLocalStatus(event.status, event.cancelAtPeriodEnd),
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          ...(event.currentPeriodEnd ? { currentPeriodEnd: event.currentPeriodEnd } : {}),
        };
  await deps.billingRepository.changeSubscription({ id: subscription.id, change, eventAt: event.createdAt });
}

/**
 * Stripe status -> ours. Cancel-at-period-end is stored as `canceled` with the period end kept: the spec's
 * rule keeps it active until then (section 4).
 */
export function toLocalStatus(status: string, cancelAtPeriodEnd: boolean): SubscriptionRow['status'] {
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete' || status === 'paused') {
    return 'past_due';
  }
  if (cancelAtPeriodEnd) return 'canceled';
  return status === 'trialing' ? 'trialing' : 'active';
}

/** Grants one period's credits and records its invoice, both once per reference. Returns the invoice id. */
async function grantPeriod(
  deps: WebhookDeps,
  {
    subscription,
    reference,
    amount,
    paidAt,
    isTestPayment,
    paymentId,
  }: {
    subscription: SubscriptionRow;
    reference: string;
    amount: number;
    paidAt: Date;
    isTestPayment: boolean;
    paymentId: string | null;
  },
): Promise<string | undefined> {
  if (subscription.credits > 0) {
    await grantCredits({
      database: deps.credits.database,
      events: deps.credits.events,
      logger: deps.credits.logger,
      userId: subscription.userId,
      kind: 'subscription_grant',
      pool: 'premium',
      amount: subscription.credits,
      reference,
      note: `${subscription.tierName} subscription credits`,
    });
  }
  const periodLabel = subscription.period === 'annual' ? 'annual' : 'monthly';
  const { invoice } = await deps.billingRepository.insertInvoice({
    userId: subscription.userId,
    reference,
    amount,
    description: `${subscription.tierName} subscription (${periodLabel})`,
    lines: [
      {
        description: `${subscription.tierName} ${periodLabel} subscription: ${subscription.credits} credits`,
        quantity: 1,
        amount,
      },
    ],
    paymentId,
    isTestPayment,
    paidAt,
  });
  return invoice?.id;
}

async function ensureSubscriptionFromPayment(
  deps: WebhookDeps,
  {
    payment,
    providerSubscriptionId,
    providerCustomerId,
    startedAt,
  }: {
    payment: PaymentRow;
    providerSubscriptionId: string;
    providerCustomerId: string | null;
    startedAt: Date;
  },
): Promise<SubscriptionRow> {
  const { tier } = await deps.billingRepository.findTier({ id: payment.itemId });
  const period = payment.period ?? tier?.period ?? 'monthly';
  const { subscription } = await deps.billingRepository.ensureSubscription({
    userId: payment.userId,
    tierId: payment.itemId,
    tierName: payment.itemName,
    planType: tier?.planType ?? 'credits',
    period,
    price: payment.amount,
    credits: payment.credits,
    status: 'active',
    currentPeriodEnd: assumedPeriodEnd(startedAt, period),
    providerSubscriptionId,
    providerCustomerId,
    paymentId: payment.id,
  });
  // Created earlier by an invoice or subscription event: add what only the checkout knows.
  await deps.billingRepository.fillSubscriptionGaps({
    id: subscription.id,
    change: { providerCustomerId, paymentId: payment.id },
  });
  return subscription;
}

/**
 * The subscription an invoice or subscription event is about. When it arrives before
 * checkout.session.completed, the row is created from the metadata copied onto the subscription.
 */
async function findOrCreateSubscription(
  deps: WebhookDeps,
  {
    providerSubscriptionId,
    metadata,
    eventAt,
    periodEnd,
  }: {
    providerSubscriptionId: string;
    metadata: PaymentMetadata;
    eventAt: Date;
    periodEnd: Date | null;
  },
): Promise<SubscriptionRow | undefined> {
  const { billingRepository } = deps;
  const found = await billingRepository.findSubscriptionByProviderId({ providerSubscriptionId });
  if (found.subscription) return found.subscription;
  const { payment } =
    metadata.paymentId && isUuid(metadata.paymentId)
      ? await billingRepository.findPayment({ id: metadata.paymentId })
      : { payment: undefined };
  const { tier } = metadata.itemId
    ? await billingRepository.findTier({ id: metadata.itemId })
    : { tier: undefined };
  const userId = payment?.userId ?? metadata.userId;
  if (!userId || !tier) {
    deps.logger?.warn(
      { providerSubscriptionId },
      'event about an unknown subscription without our metadata: ignored',
    );
    return undefined;
  }
  const { subscription } = await billingRepository.ensureSubscription({
    userId,
    tierId: tier.id,
    tierName: payment?.itemName ?? tier.name,
    planType: tier.planType,
    period: payment?.period ?? tier.period,
    price: payment?.amount ?? tier.price,
    credits: payment?.credits ?? tier.credits,
    status: 'active',
    currentPeriodEnd: periodEnd ?? assumedPeriodEnd(eventAt, tier.period),
    providerSubscriptionId,
    paymentId: payment?.id ?? null,
  });
  return subscription;
}

const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * POST /api/webhooks/stripe and the test checkout: verify the signature with the payments port, then
 * apply. A bad signature is a 400 (the provider stops retrying only on 2xx, so it will try again).
 */
export async function receivePaymentWebhook({
  payload,
  signature,
  ...deps
}: { payload: Buffer | string; signature: string | undefined } & WebhookDeps & { payments: PaymentsPort }) {
  let event: PaymentEvent;
  try {
    event = deps.payments.parseWebhook({ payload, signature });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) throw createInvalidSignatureError();
    throw error;
  }
  return applyPaymentEvent({ ...deps, event });
}
