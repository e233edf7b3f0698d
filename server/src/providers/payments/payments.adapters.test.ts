import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeTestServer, type StripeTestServer } from '../../../test/stripe-server';
import { createStripePayments } from './adapters/stripe';
import { createTestCheckoutPayments } from './adapters/test-checkout';
import { runPaymentsContractTests } from './payments.contract';
import { PaymentProviderError } from './payments.port';
import { createPayments, localWebhookSecret } from './payments.registry';

describe('payments adapter: stripe (SDK against a local Stripe wire-format server)', () => {
  let server: StripeTestServer;
  beforeAll(async () => {
    server = await startStripeTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const webhookSecret = 'whsec_contract_stripe';
  runPaymentsContractTests(() => ({
    payments: createStripePayments({ secretKey: 'sk_test_contract', webhookSecret, apiUrl: server.url }),
    webhookSecret,
  }));

  it('returns the same session when the same payment is checked out twice (idempotency key)', async () => {
    const payments = createStripePayments({
      secretKey: 'sk_test_contract',
      webhookSecret,
      apiUrl: server.url,
    });
    const input = {
      paymentId: '5f1d8c3e-0a47-4f6e-b1c2-7d9e8f0a1b2c',
      userId: 'user-2',
      email: 'bo@example.com',
      mode: 'subscription' as const,
      item: {
        id: 'starter-monthly',
        name: 'Starter',
        description: '',
        amount: 900,
        credits: 10,
        interval: 'month' as const,
      },
      successUrl: 'http://localhost:3000/services/success',
      cancelUrl: 'http://localhost:3000/services/cancelled',
    };
    const first = await payments.createCheckout(input);
    const second = await payments.createCheckout(input);
    expect(second).toEqual(first);
    expect(server.requests.at(-1)?.headers['idempotency-key']).toBe(`checkout:${input.paymentId}`);
  });

  it('translates Stripe errors into PaymentProviderError', async () => {
    const payments = createStripePayments({
      secretKey: 'sk_test_contract',
      webhookSecret,
      apiUrl: server.url,
    });
    server.failNext({ status: 402, type: 'card_error', message: 'declined' });
    await expect(
      payments.cancelSubscription({ providerSubscriptionId: 'sub_missing', atPeriodEnd: true }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('payments adapter: test checkout', () => {
  const webhookSecret = 'whsec_contract_local';
  runPaymentsContractTests(() => ({
    payments: createTestCheckoutPayments({ publicUrl: 'http://localhost:3000', webhookSecret }),
    webhookSecret,
  }));

  it('sends the browser to our own /billing/pay page and signs its own events', async () => {
    const payments = createTestCheckoutPayments({ publicUrl: 'http://localhost:3000', webhookSecret });
    const { url } = await payments.createCheckout({
      paymentId: 'abc',
      userId: 'u',
      email: 'u@example.com',
      mode: 'payment',
      item: { id: 'pack-5', name: 'DIY Pack', description: '', amount: 499, credits: 5 },
      successUrl: '',
      cancelUrl: '',
    });
    expect(url).toBe('http://localhost:3000/billing/pay/abc');
    // On the origin of the return pages, which is the buyer's when PUBLIC_URL is unset (issue 14).
    const beside = await payments.createCheckout({
      paymentId: 'abc',
      userId: 'u',
      email: 'u@example.com',
      mode: 'payment',
      item: { id: 'pack-5', name: 'DIY Pack', description: '', amount: 499, credits: 5 },
      successUrl: 'http://127.0.0.1:3000/services/success?payment=abc',
      cancelUrl: 'http://127.0.0.1:3000/services/cancelled?payment=abc',
    });
    expect(beside.url).toBe('http://127.0.0.1:3000/billing/pay/abc');
    const payload = JSON.stringify({ id: 'evt_x', type: 'something.else', created: 1, data: { object: {} } });
    expect(payments.parseWebhook({ payload, signature: payments.signTestEvent?.(payload) })).toMatchObject({
      kind: 'ignored',
    });
  });
});

describe('payments registry', () => {
  const base = {
    stripeApiUrl: undefined,
    publicUrl: 'http://localhost:3000',
    authSecret: undefined,
    filesSigningSecret: 'files-secret-files-secret-files-secret',
  };
  it('picks the test checkout without a Stripe key, with a stable derived webhook secret', () => {
    const config = { ...base, stripeSecretKey: undefined, stripeWebhookSecret: undefined };
    expect(createPayments({ config }).kind).toBe('test-checkout');
    expect(localWebhookSecret(config)).toBe(localWebhookSecret(config));
    expect(localWebhookSecret(config)).toMatch(/^whsec_/);
  });
  it('picks Stripe with a key, and refuses to start without its webhook secret', () => {
    const config = { ...base, stripeSecretKey: 'sk_test_x1234567', stripeWebhookSecret: 'whsec_12345678' };
    expect(createPayments({ config }).kind).toBe('stripe');
    expect(() => createPayments({ config: { ...config, stripeWebhookSecret: undefined } })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });
});
