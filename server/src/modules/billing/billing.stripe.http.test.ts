import { billingErrorCodes, billingMessages } from '@roomcraft/contracts/billing';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { startStripeTestServer, type StripeTestServer } from '../../../test/stripe-server';
import { createProfilesRepository } from '../accounts';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import {
  checkoutCompleted,
  deliver,
  invoiceEvent,
  nextCreated,
  signPayload,
  subscriptionEvent,
} from './billing.test-support';

const webhookSecret = 'whsec_test_roomcraft_webhooks';

/**
 * With STRIPE_SECRET_KEY: checkout through the real `stripe` SDK against a local server speaking Stripe's
 * wire format, and signed webhooks applied once each, in any order.
 */
describe('Stripe payments', () => {
  let testApp: TestApp;
  let stripe: StripeTestServer;
  beforeAll(async () => {
    stripe = await startStripeTestServer();
    testApp = await createAccountsTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_roomcraft',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stripe.close();
  });

  const get = (url: string, cookie: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, payload: object, cookie: string) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const premiumOf = async (cookie: string) =>
    ((await get('/api/credits', cookie)).json() as { premiumCredits: number }).premiumCredits;
  const send = (event: unknown) => deliver(testApp, event, { secret: webhookSecret });
  const subscriptionOf = async (cookie: string) =>
    (
      (await get(billingRoutes.subscription.path, cookie)).json() as {
        subscription: {
          id: string;
          status: string;
          isActive: boolean;
          cancelAtPeriodEnd: boolean;
          currentPeriodEnd: string;
        };
      }
    ).subscription;

  async function subscribe(tierId = 'hobby-monthly') {
    const user = await signUpAndVerify(testApp);
    const answer = await post(billingRoutes.subscribe.path, { tierId }, user.cookie);
    const { paymentId } = answer.json() as { paymentId: string };
    const metadata = { paymentId, userId: user.userId, kind: 'subscription' as const, itemId: tierId };
    return { ...user, paymentId, metadata, subscriptionId: `sub_${paymentId.slice(0, 8)}` };
  }

  it('creates a Checkout Session for a package through the SDK, with an idempotency key', async () => {
    const { cookie, userId, email } = await signUpAndVerify(testApp);
    // PUBLIC_URL is left at its default: Stripe returns the buyer to the origin they came from (issue 14).
    const answer = await testApp.app.inject({
      method: 'POST',
      url: billingRoutes.checkout.path,
      payload: { packageId: 'pack-5' },
      headers: { cookie, host: '127.0.0.1:3000' },
    });
    expect(answer.statusCode).toBe(200);
    const { checkoutUrl, paymentId } = answer.json() as { checkoutUrl: string; paymentId: string };
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const request = stripe.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_roomcraft');
    expect(request?.headers['idempotency-key']).toBe(`checkout:${paymentId}`);
    expect(request?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '499',
      'line_items[0][price_data][product_data][name]': 'DIY Pack',
      success_url: `http://127.0.0.1:3000/services/success?payment=${paymentId}`,
      cancel_url: `http://127.0.0.1:3000/services/cancelled?payment=${paymentId}`,
      client_reference_id: paymentId,
      customer_email: email,
      'metadata[paymentId]': paymentId,
      'metadata[userId]': userId,
      'metadata[kind]': 'package',
      'metadata[itemId]': 'pack-5',
      'payment_intent_data[metadata][paymentId]': paymentId,
    });
    expect(request?.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    // Payments complete only through Stripe here: the test checkout's routes do not exist.
    expect(
      (await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, cookie)).statusCode,
    ).toBe(404);
  });

  it('creates a subscription session with the recurring price and metadata copied to the subscription', async () => {
    const { paymentId } = await subscribe('professional-annual');
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '149000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[metadata][paymentId]': paymentId,
      'subscription_data[metadata][itemId]': 'professional-annual',
    });
  });

  it("answers the spec's retry message when Stripe fails, and marks the attempt failed", async () => {
    const { cookie } = await signUpAndVerify(testApp);
    stripe.failNext({ status: 400, type: 'invalid_request_error', message: 'No such price' });
    const answer = await post(billingRoutes.checkout.path, { packageId: 'pack-25' }, cookie);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().error).toEqual({
      code: billingErrorCodes.providerFailed,
      message: billingMessages.purchaseError.description,
    });
    const { purchases } = (await get(billingRoutes.purchases.path, cookie)).json() as {
      purchases: { status: string }[];
    };
    expect(purchases.map((purchase) => purchase.status)).toEqual(['failed']);
  });

  it('refuses missing, wrong and stale signatures with a 400', async () => {
    const event = checkoutCompleted({ metadata: {} });
    const missing = await testApp.app.inject({
      method: 'POST',
      url: billingRoutes.stripeWebhook.path,
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await deliver(testApp, event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const stale = await deliver(testApp, event, {
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe(billingErrorCodes.invalidSignature);
    // A body changed after signing does not pass either.
    const signed = JSON.stringify(event);
    const tampered = await deliver(testApp, signed.replace('"payment"', '"subscription"'), {
      secret: webhookSecret,
      signature: signPayload(signed, webhookSecret),
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('applies a completed package checkout once, however often it is delivered', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    const { paymentId } = (
      await post(billingRoutes.checkout.path, { packageId: 'pack-25' }, cookie)
    ).json() as {
      paymentId: string;
    };
    const before = await premiumOf(cookie);
    const event = checkoutCompleted({
      metadata: { paymentId, userId, kind: 'package', itemId: 'pack-25' },
      amountTotal: 1999,
    });
    const first = await send(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const replay = await send(event);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    // The same completion under another event id (Stripe may send duplicates) grants nothing more.
    await send({ ...event, id: `${event.id}_copy` });
    const concurrent = await Promise.all([
      send({ ...event, id: `${event.id}_a` }),
      send({ ...event, id: `${event.id}_b` }),
    ]);
    expect(concurrent.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await premiumOf(cookie)) - before).toBe(25 + 5);
    const { purchases } = (await get(billingRoutes.purchases.path, cookie)).json() as {
      purchases: { status: string; isTestCheckout: boolean }[];
    };
    expect(purchases).toMatchObject([{ status: 'completed', isTestCheckout: false }]);
  });

  it('design service: a $99 Stripe checkout, the order recorded once, no credits, visible to the admin', async () => {
    const { cookie, userId, email } = await signUpAndVerify(testApp);
    const answer = await post(
      billingRoutes.serviceCheckout.path,
      { serviceId: 'expert-consultation' },
      cookie,
    );
    expect(answer.statusCode).toBe(200);
    const { paymentId, checkoutUrl } = answer.json() as { paymentId: string; checkoutUrl: string };
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][product_data][name]': 'Expert consultation',
      'metadata[kind]': 'service',
      'metadata[itemId]': 'expert-consultation',
      'payment_intent_data[metadata][paymentId]': paymentId,
    });
    const unknown = await post(billingRoutes.serviceCheckout.path, { serviceId: 'house-visit' }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(billingErrorCodes.serviceNotFound);
    const visitor = await testApp.app.inject({
      method: 'POST',
      url: billingRoutes.serviceCheckout.path,
      payload: { serviceId: 'expert-consultation' },
    });
    expect(visitor.statusCode).toBe(401);

    const before = await premiumOf(cookie);
    const event = checkoutCompleted({
      metadata: { paymentId, userId, kind: 'service', itemId: 'expert-consultation' },
      amountTotal: 9900,
    });
    expect((await send(event)).json()).toEqual({ received: true, outcome: 'applied' });
    await send({ ...event, id: `${event.id}_copy` });
    // No credits, not even the first-purchase bonus: that comes with credits.
    expect(await premiumOf(cookie)).toBe(before);
    const payment = (await get(pathOf(billingRoutes.payment, { id: paymentId }), cookie)).json() as {
      kind: string;
      status: string;
      amount: number;
      credits: number;
      invoiceId: string;
    };
    expect(payment).toMatchObject({ kind: 'service', status: 'completed', amount: 9900, credits: 0 });
    const invoice = (await get(pathOf(billingRoutes.invoice, { id: payment.invoiceId }), cookie)).json() as {
      amount: number;
      lines: { description: string }[];
    };
    expect(invoice).toMatchObject({ amount: 9900, lines: [{ description: 'Expert consultation' }] });

    // The order list is for super admins only.
    expect((await get(billingRoutes.adminServiceOrders.path, cookie)).statusCode).toBe(404);
    const admin = await signUpAndVerify(testApp);
    await createProfilesRepository({ db: testApp.deps.database.db }).setRole({
      userId: admin.userId,
      role: 'super_admin',
    });
    const { orders } = (await get(billingRoutes.adminServiceOrders.path, admin.cookie)).json() as {
      orders: { id: string; status: string; buyerEmail: string; itemName: string }[];
    };
    expect(orders.find((order) => order.id === paymentId)).toMatchObject({
      status: 'completed',
      buyerEmail: email,
      itemName: 'Expert consultation',
    });
  });

  it('subscription: first period once, renewals once per invoice, failed payment, recovery', async () => {
    const { cookie, metadata, subscriptionId } = await subscribe('hobby-monthly');
    const before = await premiumOf(cookie);
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await send(checkoutCompleted({ metadata, subscription: subscriptionId, amountTotal: 3900 }));
    await send(
      invoiceEvent({
        subscription: subscriptionId,
        billingReason: 'subscription_create',
        amount: 3900,
        periodEnd,
        metadata,
      }),
    );
    expect((await premiumOf(cookie)) - before).toBe(50 + 5);
    expect(await subscriptionOf(cookie)).toMatchObject({ status: 'active', isActive: true });

    const nextEnd = new Date(periodEnd.getTime() + 30 * 86_400_000);
    const renewal = invoiceEvent({
      subscription: subscriptionId,
      billingReason: 'subscription_cycle',
      amount: 3900,
      periodEnd: nextEnd,
      metadata,
    });
    await send(renewal);
    await send({ ...renewal, id: `${renewal.id}_dup` });
    expect((await premiumOf(cookie)) - before).toBe(50 + 5 + 50);
    expect((await subscriptionOf(cookie)).currentPeriodEnd).toBe(
      new Date(Math.floor(nextEnd.getTime() / 1000) * 1000).toISOString(),
    );

    await send(
      invoiceEvent({
        type: 'invoice.payment_failed',
        subscription: subscriptionId,
        billingReason: 'subscription_cycle',
        amount: 3900,
        periodEnd: nextEnd,
        metadata,
      }),
    );
    expect(await subscriptionOf(cookie)).toMatchObject({ status: 'past_due', isActive: false });
    expect((await get(billingRoutes.plan.path, cookie)).json()).toMatchObject({
      subscriptionDetails: { status: 'past_due' },
    });

    await send(
      invoiceEvent({
        subscription: subscriptionId,
        billingReason: 'subscription_cycle',
        amount: 3900,
        periodEnd: nextEnd,
        metadata,
      }),
    );
    expect(await subscriptionOf(cookie)).toMatchObject({ status: 'active', isActive: true });
    expect((await premiumOf(cookie)) - before).toBe(50 + 5 + 50 + 50);
  });

  it('ends in the same state when events arrive out of order', async () => {
    const { cookie, metadata, subscriptionId } = await subscribe('professional-monthly');
    const before = await premiumOf(cookie);
    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    const completedAt = nextCreated();
    // The first invoice lands before the checkout completion.
    await send(
      invoiceEvent({
        subscription: subscriptionId,
        billingReason: 'subscription_create',
        amount: 14900,
        periodEnd,
        metadata,
      }),
    );
    expect((await premiumOf(cookie)) - before).toBe(200);
    expect(await subscriptionOf(cookie)).toMatchObject({ status: 'active' });
    await send(
      checkoutCompleted({ metadata, subscription: subscriptionId, amountTotal: 14900, created: completedAt }),
    );
    expect((await premiumOf(cookie)) - before).toBe(200 + 5);
    const { purchases } = (await get(billingRoutes.purchases.path, cookie)).json() as {
      purchases: { status: string }[];
    };
    expect(purchases[0]?.status).toBe('completed');

    // The deletion is newer than the update that arrives after it: the subscription stays canceled.
    const updatedAt = nextCreated();
    const deletedAt = nextCreated();
    await send(
      subscriptionEvent({
        type: 'customer.subscription.deleted',
        subscription: subscriptionId,
        status: 'canceled',
        periodEnd,
        endedAt: new Date(deletedAt * 1000),
        metadata,
        created: deletedAt,
      }),
    );
    await send(
      subscriptionEvent({
        type: 'customer.subscription.updated',
        subscription: subscriptionId,
        status: 'active',
        periodEnd,
        metadata,
        created: updatedAt,
      }),
    );
    expect(await subscriptionOf(cookie)).toMatchObject({ status: 'canceled', isActive: false });
    expect((await get(billingRoutes.plan.path, cookie)).json()).toMatchObject({ planType: 'credits' });
  });

  it('cancels at period end or at once through Stripe, and follows Stripe-side cancellations', async () => {
    const { cookie, metadata, subscriptionId } = await subscribe('business-max-monthly');
    await send(checkoutCompleted({ metadata, subscription: subscriptionId, amountTotal: 69900 }));
    const { id } = await subscriptionOf(cookie);

    const atEnd = await post(
      billingRoutes.cancelSubscription.path,
      { subscriptionId: id, cancelImmediately: false },
      cookie,
    );
    expect(atEnd.json()).toEqual({ success: true, message: billingMessages.cancelAtPeriodEnd });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscriptionId}`,
      form: { cancel_at_period_end: 'true' },
    });
    expect(await subscriptionOf(cookie)).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: true,
      isActive: true,
    });
    expect((await get(billingRoutes.plan.path, cookie)).json()).toMatchObject({
      planType: 'business-max',
      isBusiness: true,
    });

    const now = await post(
      billingRoutes.cancelSubscription.path,
      { subscriptionId: id, cancelImmediately: true },
      cookie,
    );
    expect(now.json()).toEqual({ success: true, message: billingMessages.canceledImmediately });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${subscriptionId}`,
    });
    expect(await subscriptionOf(cookie)).toMatchObject({ status: 'canceled', isActive: false });

    // Cancelled in Stripe's dashboard: the update event alone sets cancel at period end.
    const other = await subscribe('starter-monthly');
    const periodEnd = new Date(Date.now() + 20 * 86_400_000);
    await send(
      checkoutCompleted({ metadata: other.metadata, subscription: other.subscriptionId, amountTotal: 900 }),
    );
    await send(
      subscriptionEvent({
        type: 'customer.subscription.updated',
        subscription: other.subscriptionId,
        status: 'active',
        cancelAtPeriodEnd: true,
        periodEnd,
        metadata: other.metadata,
      }),
    );
    expect(await subscriptionOf(other.cookie)).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: true,
      isActive: true,
      currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString(),
    });
  });

  it('reports a Stripe failure to cancel as an unsuccessful answer', async () => {
    const { cookie, metadata, subscriptionId } = await subscribe('starter-monthly');
    await send(checkoutCompleted({ metadata, subscription: subscriptionId, amountTotal: 900 }));
    const { id } = await subscriptionOf(cookie);
    stripe.failNext({ status: 400, type: 'invalid_request_error', message: 'No such subscription' });
    const answer = await post(billingRoutes.cancelSubscription.path, { subscriptionId: id }, cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: false });
    expect(await subscriptionOf(cookie)).toMatchObject({ status: 'active' });
  });
});
