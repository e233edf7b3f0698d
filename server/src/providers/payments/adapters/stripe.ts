import Stripe from 'stripe';
import {
  InvalidWebhookSignatureError,
  PaymentProviderError,
  type CheckoutInput,
  type PaymentEvent,
  type PaymentsPort,
} from '../payments.port';
import { toPaymentEvent } from '../stripe-events';

/** Signatures older than this are refused (Stripe's default tolerance): replayed captures do not pass. */
const signatureToleranceSeconds = 300;

/** A Stripe client; `apiUrl` points it at a local server that speaks Stripe's wire format (tests). */
export function createStripeClient({ secretKey, apiUrl }: { secretKey: string; apiUrl?: string }): Stripe {
  const url = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Verifies a `Stripe-Signature` header with the SDK and parses the event into our vocabulary. */
export function parseStripeWebhook({
  stripe,
  webhookSecret,
  payload,
  signature,
}: {
  stripe: Stripe;
  webhookSecret: string;
  payload: Buffer | string;
  signature: string | undefined;
}): PaymentEvent {
  if (!signature) throw new InvalidWebhookSignatureError();
  try {
    const event = stripe.webhooks.constructEvent(
      payload,
      signature,
      webhookSecret,
      signatureToleranceSeconds,
    );
    return toPaymentEvent(event);
  } catch (error) {
    throw new InvalidWebhookSignatureError(error);
  }
}

function checkoutParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    paymentId: input.paymentId,
    userId: input.userId,
    kind: input.kind ?? (input.mode === 'subscription' ? 'subscription' : 'package'),
    itemId: input.item.id,
  };
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = input.item.providerPriceId
    ? { price: input.item.providerPriceId, quantity: 1 }
    : {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: input.item.amount,
          product_data: { name: input.item.name, description: input.item.description || undefined },
          ...(input.mode === 'subscription'
            ? { recurring: { interval: input.item.interval ?? 'month' } }
            : {}),
        },
      };
  return {
    mode: input.mode,
    line_items: [lineItem],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    client_reference_id: input.paymentId,
    customer_email: input.email,
    metadata,
    // Copied onto the subscription, so its invoices and updates carry them even before (or without)
    // checkout.session.completed: events can then be applied in any order.
    ...(input.mode === 'subscription'
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata } }),
  };
}

/** Stripe Checkout Sessions for packages (mode payment) and subscriptions (mode subscription). */
export function createStripePayments({
  secretKey,
  webhookSecret,
  apiUrl,
}: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
}): PaymentsPort {
  const stripe = createStripeClient({ secretKey, apiUrl });
  return {
    kind: 'stripe',

    async createCheckout(input) {
      try {
        // One payment row, one session: a retried request (ours or the SDK's) returns the same session.
        const session = await stripe.checkout.sessions.create(checkoutParams(input), {
          idempotencyKey: `checkout:${input.paymentId}`,
        });
        if (!session.url) throw new Error('Stripe returned a session without a URL.');
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw new PaymentProviderError('Stripe could not create the checkout session.', error);
      }
    },

    parseWebhook: ({ payload, signature }) =>
      parseStripeWebhook({ stripe, webhookSecret, payload, signature }),

    async cancelSubscription({ providerSubscriptionId, atPeriodEnd }) {
      try {
        if (atPeriodEnd) {
          await stripe.subscriptions.update(
            providerSubscriptionId,
            { cancel_at_period_end: true },
            { idempotencyKey: `cancel-at-period-end:${providerSubscriptionId}` },
          );
        } else {
          await stripe.subscriptions.cancel(providerSubscriptionId, undefined, {
            idempotencyKey: `cancel-now:${providerSubscriptionId}`,
          });
        }
      } catch (error) {
        throw new PaymentProviderError('Stripe could not cancel the subscription.', error);
      }
    },
  };
}
