import { randomUUID } from 'node:crypto';
import type { PaymentEvent, PaymentMetadata } from './payments.port';

/**
 * Stripe events (JSON as sent) -> our PaymentEvent. Read leniently: API versions moved fields
 * (`invoice.subscription` became `invoice.parent.subscription_details.subscription`, and
 * `current_period_end` moved from the subscription to its items), so both shapes are accepted.
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const obj = (value: unknown): Json => (isObject(value) ? value : {});
/** An expandable field: an id, or the object with its id. */
const idOf = (value: unknown): string | null => str(value) ?? (isObject(value) ? str(value.id) : null);
const date = (seconds: number | null): Date | null => (seconds === null ? null : new Date(seconds * 1000));

function readMetadata(value: unknown): PaymentMetadata {
  const metadata = obj(value);
  const kind = str(metadata.kind);
  return {
    paymentId: str(metadata.paymentId) ?? undefined,
    userId: str(metadata.userId) ?? undefined,
    kind: kind === 'package' || kind === 'subscription' || kind === 'service' ? kind : undefined,
    itemId: str(metadata.itemId) ?? undefined,
  };
}

function periodEndOfSubscription(subscription: Json): Date | null {
  const top = num(subscription.current_period_end);
  if (top !== null) return date(top);
  const items = obj(subscription.items).data;
  const ends = Array.isArray(items) ? items.map((item) => num(obj(item).current_period_end) ?? 0) : [];
  return ends.length > 0 ? date(Math.max(...ends)) : null;
}

function periodEndOfInvoice(invoice: Json): Date | null {
  const lines = obj(invoice.lines).data;
  const ends = Array.isArray(lines) ? lines.map((line) => num(obj(obj(line).period).end) ?? 0) : [];
  const lineEnd = ends.length > 0 ? Math.max(...ends) : 0;
  return lineEnd > 0 ? date(lineEnd) : date(num(invoice.period_end));
}

export function toPaymentEvent(event: unknown): PaymentEvent {
  const raw = obj(event);
  const base = {
    id: str(raw.id) ?? '',
    type: str(raw.type) ?? '',
    createdAt: date(num(raw.created)) ?? new Date(),
  };
  const object = obj(obj(raw.data).object);
  switch (base.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // An async method (bank debit) completes the session unpaid; its own success event follows.
      if (str(object.payment_status) === 'unpaid') return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'checkout.completed',
        sessionId: str(object.id) ?? '',
        mode: object.mode === 'subscription' ? 'subscription' : 'payment',
        metadata: readMetadata(object.metadata),
        providerSubscriptionId: idOf(object.subscription),
        providerCustomerId: idOf(object.customer),
        amountTotal: num(object.amount_total),
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        kind: 'checkout.expired',
        sessionId: str(object.id) ?? '',
        metadata: readMetadata(object.metadata),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const details = obj(obj(object.parent).subscription_details);
      return {
        ...base,
        kind: base.type,
        invoiceId: str(object.id) ?? '',
        providerSubscriptionId: idOf(details.subscription) ?? idOf(object.subscription),
        billingReason: str(object.billing_reason),
        amount: num(object.amount_paid) ?? num(object.amount_due) ?? 0,
        periodEnd: periodEndOfInvoice(object),
        metadata: readMetadata(isObject(details.metadata) ? details.metadata : object.subscription_details),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        kind: base.type === 'customer.subscription.deleted' ? 'subscription.deleted' : 'subscription.updated',
        providerSubscriptionId: str(object.id) ?? '',
        status: str(object.status) ?? 'active',
        cancelAtPeriodEnd: object.cancel_at_period_end === true,
        currentPeriodEnd: periodEndOfSubscription(object),
        endedAt: date(num(object.ended_at)),
        metadata: readMetadata(object.metadata),
      };
    default:
      return { ...base, kind: 'ignored' };
  }
}

/**
 * A Stripe-shaped `checkout.session.completed` / `checkout.session.expired` event for the test checkout,
 * with the same fields Stripe sends that we read.
 */
export function buildCheckoutSessionEvent({
  type,
  sessionId,
  mode,
  amountTotal,
  metadata,
  providerSubscriptionId = null,
  customerId = null,
  now = new Date(),
}: {
  type: 'checkout.session.completed' | 'checkout.session.expired';
  sessionId: string;
  mode: 'payment' | 'subscription';
  amountTotal: number;
  metadata: PaymentMetadata;
  providerSubscriptionId?: string | null;
  customerId?: string | null;
  now?: Date;
}): string {
  const completed = type === 'checkout.session.completed';
  return JSON.stringify({
    id: `evt_local_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode,
        status: completed ? 'complete' : 'expired',
        payment_status: completed ? 'paid' : 'unpaid',
        amount_total: amountTotal,
        currency: 'usd',
        client_reference_id: metadata.paymentId ?? null,
        customer: customerId,
        subscription: providerSubscriptionId,
        metadata,
      },
    },
  });
}
