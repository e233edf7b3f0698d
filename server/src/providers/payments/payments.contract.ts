import Stripe from 'stripe';
import { expect, it } from 'vitest';
import { InvalidWebhookSignatureError, type PaymentsPort } from './payments.port';
import { buildCheckoutSessionEvent } from './stripe-events';

/**
 * The behaviour every payments adapter shares (run it from each adapter's test): a checkout URL per
 * payment, signed events parsed into our vocabulary, anything unsigned or forged refused.
 */
export function runPaymentsContractTests(setup: () => { payments: PaymentsPort; webhookSecret: string }) {
  const signer = new Stripe('sk_test_contract_signer');
  const paymentId = '2b7c1f0e-8f3a-4c59-9a53-0c6f4a1f2d11';
  const checkoutInput = {
    paymentId,
    userId: 'user-1',
    email: 'ana@example.com',
    mode: 'payment' as const,
    item: { id: 'pack-5', name: 'DIY Pack', description: '5 credits', amount: 499, credits: 5 },
    successUrl: 'http://localhost:3000/services/success',
    cancelUrl: 'http://localhost:3000/services/cancelled',
  };

  it('creates a checkout with a session id and a URL to send the browser to', async () => {
    const { payments } = setup();
    const session = await payments.createCheckout(checkoutInput);
    expect(session.sessionId).toMatch(/^cs_/);
    expect(() => new URL(session.url)).not.toThrow();
  });

  it('parses a correctly signed checkout.session.completed into our event', () => {
    const { payments, webhookSecret } = setup();
    const payload = buildCheckoutSessionEvent({
      type: 'checkout.session.completed',
      sessionId: 'cs_contract',
      mode: 'payment',
      amountTotal: 499,
      metadata: { paymentId, userId: 'user-1', kind: 'package', itemId: 'pack-5' },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(payments.parseWebhook({ payload, signature })).toMatchObject({
      kind: 'checkout.completed',
      sessionId: 'cs_contract',
      mode: 'payment',
      amountTotal: 499,
      metadata: { paymentId, kind: 'package', itemId: 'pack-5' },
    });
  });

  it('refuses missing, forged and stale signatures', () => {
    const { payments, webhookSecret } = setup();
    const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', created: 1, data: { object: {} } });
    expect(() => payments.parseWebhook({ payload, signature: undefined })).toThrow(
      InvalidWebhookSignatureError,
    );
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    expect(() => payments.parseWebhook({ payload, signature: forged })).toThrow(InvalidWebhookSignatureError);
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => payments.parseWebhook({ payload, signature: stale })).toThrow(InvalidWebhookSignatureError);
  });
}
