import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import type { TestApp } from '../../../test/app';
import type { PaymentMetadata } from '../../providers/payments/payments.port';

/** Stripe-shaped events (API 2025+ field layout) and signed deliveries for webhook tests. */

const offlineStripe = new Stripe('sk_test_offline_signer');
// Starts in the past so synthetic times never run ahead of the real clock.
let clock = Math.floor(Date.now() / 1000) - 3600;
/** Event creation times that only go forward, one second apart, unless a test gives its own. */
export const nextCreated = () => (clock += 1);

export function stripeEvent(type: string, object: Record<string, unknown>, created = nextCreated()) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

export const checkoutCompleted = ({
  metadata,
  subscription = null,
  mode = subscription ? 'subscription' : 'payment',
  amountTotal = 0,
  created,
}: {
  metadata: PaymentMetadata;
  subscription?: string | null;
  mode?: 'payment' | 'subscription';
  amountTotal?: number;
  created?: number;
}) =>
  stripeEvent(
    'checkout.session.completed',
    {
      id: `cs_test_${randomUUID().slice(0, 8)}`,
      object: 'checkout.session',
      mode,
      status: 'complete',
      payment_status: 'paid',
      amount_total: amountTotal,
      customer: 'cus_test_1',
      subscription,
      metadata,
    },
    created,
  );

export const invoiceEvent = ({
  type = 'invoice.paid',
  invoiceId = `in_${randomUUID().slice(0, 8)}`,
  subscription,
  billingReason,
  amount,
  periodEnd,
  metadata,
  created,
}: {
  type?: 'invoice.paid' | 'invoice.payment_failed';
  invoiceId?: string;
  subscription: string;
  billingReason: 'subscription_create' | 'subscription_cycle';
  amount: number;
  periodEnd: Date;
  metadata: PaymentMetadata;
  created?: number;
}) =>
  stripeEvent(
    type,
    {
      id: invoiceId,
      object: 'invoice',
      billing_reason: billingReason,
      amount_paid: type === 'invoice.paid' ? amount : 0,
      amount_due: amount,
      parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
      lines: {
        object: 'list',
        data: [{ id: 'il_1', period: { start: 0, end: Math.floor(periodEnd.getTime() / 1000) } }],
      },
    },
    created,
  );

export const subscriptionEvent = ({
  type,
  subscription,
  status,
  cancelAtPeriodEnd = false,
  periodEnd,
  endedAt,
  metadata,
  created,
}: {
  type: 'customer.subscription.updated' | 'customer.subscription.deleted';
  subscription: string;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd: Date;
  endedAt?: Date;
  metadata: PaymentMetadata;
  created?: number;
}) =>
  stripeEvent(
    type,
    {
      id: subscription,
      object: 'subscription',
      status,
      cancel_at_period_end: cancelAtPeriodEnd,
      ended_at: endedAt ? Math.floor(endedAt.getTime() / 1000) : null,
      items: { object: 'list', data: [{ current_period_end: Math.floor(periodEnd.getTime() / 1000) }] },
      metadata,
    },
    created,
  );

/** The `Stripe-Signature` header Stripe would send for these bytes. */
export const signPayload = (payload: string, secret: string, timestamp?: number) =>
  offlineStripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

/** Delivers an event as Stripe would: the exact bytes, signed with `secret` (optionally at another time). */
export function deliver(
  testApp: TestApp,
  event: unknown,
  { secret, timestamp, signature }: { secret: string; timestamp?: number; signature?: string },
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const header = signature ?? signPayload(payload, secret, timestamp);
  return testApp.app.inject({
    method: billingRoutes.stripeWebhook.method,
    url: billingRoutes.stripeWebhook.path,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
  });
}
