import { PaymentProviderError, type PaymentsPort } from '../payments.port';
import { createStripeClient, parseStripeWebhook } from './stripe';

/**
 * The built-in test checkout (no Stripe account): the checkout URL is our own page
 * `/billing/pay/{paymentId}`, which completes or cancels through routes that build Stripe-shaped events,
 * sign them with `webhookSecret` and feed them to the same webhook handler as Stripe's (ADR 013).
 * The Stripe SDK is used only offline, for signing and verifying.
 */
export function createTestCheckoutPayments({
  publicUrl,
  webhookSecret,
}: {
  publicUrl: string;
  webhookSecret: string;
}): PaymentsPort {
  // Never sends a request: only `webhooks` is used.
  const stripe = createStripeClient({ secretKey: 'sk_test_local_checkout' });
  return {
    kind: 'test-checkout',

    async createCheckout({ paymentId, item, successUrl }) {
      if (item.amount < 0) throw new PaymentProviderError('A price cannot be negative.');
      // The pay page lives beside the return pages, on the origin the buyer is using (issue 14: opened at
      // 127.0.0.1, a page on localhost has no session and asks them to sign in).
      const origin = URL.canParse(successUrl) ? new URL(successUrl).origin : publicUrl;
      return {
        sessionId: `cs_local_${paymentId.replaceAll('-', '')}`,
        url: `${origin}/billing/pay/${encodeURIComponent(paymentId)}`,
      };
    },

    parseWebhook: ({ payload, signature }) =>
      parseStripeWebhook({ stripe, webhookSecret, payload, signature }),

    // Nothing is billed again locally, so there is nothing to stop at the provider.
    async cancelSubscription() {},

    signTestEvent: (payload) => stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  };
}
