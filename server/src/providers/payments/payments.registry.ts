import { createHmac } from 'node:crypto';
import type { Config } from '../../kernel/config';
import { createStripePayments } from './adapters/stripe';
import { createTestCheckoutPayments } from './adapters/test-checkout';
import type { PaymentsPort } from './payments.port';

type PaymentsConfig = Pick<
  Config,
  | 'stripeSecretKey'
  | 'stripeWebhookSecret'
  | 'stripeApiUrl'
  | 'publicUrl'
  | 'authSecret'
  | 'filesSigningSecret'
>;

/** The test checkout's webhook secret: STRIPE_WEBHOOK_SECRET, else derived from the app's own secrets. */
export function localWebhookSecret(config: PaymentsConfig): string {
  return (
    config.stripeWebhookSecret ??
    `whsec_${createHmac('sha256', config.authSecret ?? config.filesSigningSecret)
      .update('roomcraft:test-checkout-webhook')
      .digest('base64url')}`
  );
}

/** Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET is required), else the test checkout. */
export function createPayments({ config }: { config: PaymentsConfig }): PaymentsPort {
  if (config.stripeSecretKey) {
    if (!config.stripeWebhookSecret) {
      throw new Error(
        'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: webhooks cannot be verified.',
      );
    }
    return createStripePayments({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiUrl: config.stripeApiUrl,
    });
  }
  return createTestCheckoutPayments({
    publicUrl: config.publicUrl,
    webhookSecret: localWebhookSecret(config),
  });
}
