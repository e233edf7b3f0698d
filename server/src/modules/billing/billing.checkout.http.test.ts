import { billingErrorCodes, billingMessages } from '@roomcraft/contracts/billing';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createActivityRepository } from '../accounts';
import { payments } from './billing.table';
import { ABANDONED_PAYMENT_MS } from './billing.usecases';

/** The whole purchase flow with no Stripe account: the built-in test checkout (ADR 013). */
describe('test checkout', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const creditsOf = async (cookie: string) =>
    (await get('/api/credits', cookie)).json() as {
      freeCredits: number;
      premiumCredits: number;
      totalCredits: number;
    };

  it('lists the default packages and tiers to everyone', async () => {
    const packages = (await get(billingRoutes.packages.path)).json() as {
      packages: { id: string; price: number }[];
    };
    expect(packages.packages.map((pkg) => [pkg.id, pkg.price])).toEqual([
      ['pack-5', 499],
      ['pack-25', 1999],
      ['pack-75', 4999],
    ]);
    const { tiers } = (await get(billingRoutes.tiers.path)).json() as {
      tiers: { id: string; price: number; credits: number; planType: string; badge: string | null }[];
    };
    expect(tiers.find((tier) => tier.id === 'starter-monthly')).toMatchObject({
      price: 900,
      credits: 10,
      planType: 'credits',
    });
    expect(tiers.find((tier) => tier.id === 'business-max-annual')).toMatchObject({
      price: 699_000,
      credits: 12_000,
      planType: 'business-max',
      badge: 'Save 2 months',
    });
  });

  it('asks visitors to log in with the spec messages', async () => {
    const buy = await post(billingRoutes.checkout.path, { packageId: 'pack-5' });
    expect(buy.statusCode).toBe(401);
    expect(buy.json()).toEqual({
      error: { code: billingErrorCodes.loginRequired, message: 'Please log in to purchase credits.' },
    });
    const subscribe = await post(billingRoutes.subscribe.path, {
      tierId: 'starter-monthly',
      period: 'monthly',
    });
    expect(subscribe.statusCode).toBe(401);
    expect(subscribe.json().error.message).toBe(billingMessages.subscribeLoginRequired.description);
  });

  it('buys a package: checkout, pay, credits up by the package plus the first-purchase bonus, once', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    const before = await creditsOf(cookie);

    const checkout = await post(billingRoutes.checkout.path, { packageId: 'pack-25' }, cookie);
    expect(checkout.statusCode).toBe(200);
    const { checkoutUrl, paymentId, success } = checkout.json() as {
      success: boolean;
      checkoutUrl: string;
      paymentId: string;
    };
    expect(success).toBe(true);
    // Its origin is the request's (PUBLIC_URL is left at its default): see 'checkout origin' below.
    expect(new URL(checkoutUrl).pathname).toBe(`/billing/pay/${paymentId}`);

    const pending = (await get(pathOf(billingRoutes.payment, { id: paymentId }), cookie)).json();
    expect(pending).toMatchObject({ status: 'pending', amount: 1999, credits: 25, isTestCheckout: true });

    const paid = await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      redirectUrl: `/services/success?payment=${paymentId}`,
      payment: { status: 'completed' },
    });
    const after = await creditsOf(cookie);
    expect(after.premiumCredits - before.premiumCredits).toBe(25 + 5);
    expect(after.freeCredits).toBe(before.freeCredits);

    // Paying the same payment again is refused and grants nothing.
    expect(
      (await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, cookie)).statusCode,
    ).toBe(409);
    expect(await creditsOf(cookie)).toEqual(after);

    // A second purchase gets its credits, but no second bonus.
    const second = (await post(billingRoutes.checkout.path, { packageId: 'pack-5' }, cookie)).json() as {
      paymentId: string;
    };
    await post(pathOf(billingRoutes.paymentComplete, { id: second.paymentId }), {}, cookie);
    expect((await creditsOf(cookie)).premiumCredits).toBe(after.premiumCredits + 5);

    const { purchases } = (await get(billingRoutes.purchases.path, cookie)).json() as {
      purchases: { id: string; status: string; itemName: string; invoiceId: string | null }[];
    };
    expect(purchases.map((purchase) => [purchase.id, purchase.status])).toEqual([
      [second.paymentId, 'completed'],
      [paymentId, 'completed'],
    ]);
    expect((await get(billingRoutes.freeTrialUsed.path, cookie)).json()).toEqual({ hasUsedFreeTrial: true });
    // Each purchase once in the buyer's activity log (docs/spec §7), the refused replay not at all.
    const { logs } = await createActivityRepository({ db: testApp.deps.database.db }).listForUser({ userId });
    expect(logs.filter((log) => log.action === 'credit_purchase').map((log) => log.metadata)).toEqual([
      expect.objectContaining({ paymentId: second.paymentId, credits: 5 }),
      expect.objectContaining({ paymentId, credits: 25 }),
    ]);

    const invoiceId = purchases[1]?.invoiceId ?? '';
    const invoice = await get(pathOf(billingRoutes.invoice, { id: invoiceId }), cookie);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json()).toMatchObject({
      id: invoiceId,
      amount: 1999,
      currency: 'usd',
      isTestPayment: true,
      lines: [{ quantity: 1, amount: 1999 }],
    });
  });

  it("hides another user's payment and invoice behind a 404", async () => {
    const owner = await signUpAndVerify(testApp);
    const stranger = await signUpAndVerify(testApp);
    const { paymentId } = (
      await post(billingRoutes.checkout.path, { packageId: 'pack-5' }, owner.cookie)
    ).json() as {
      paymentId: string;
    };
    expect((await get(pathOf(billingRoutes.payment, { id: paymentId }), stranger.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, stranger.cookie)).statusCode,
    ).toBe(404);
    const { payment } = (
      await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, owner.cookie)
    ).json() as {
      payment: { invoiceId: string };
    };
    expect(
      (await get(pathOf(billingRoutes.invoice, { id: payment.invoiceId }), stranger.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await get(pathOf(billingRoutes.invoice, { id: payment.invoiceId }), owner.cookie)).statusCode,
    ).toBe(200);
    expect((await get(pathOf(billingRoutes.invoice, { id: 'not-a-uuid' }), owner.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(billingRoutes.freeTrialUsed.path, stranger.cookie)).json()).toEqual({
      hasUsedFreeTrial: false,
    });
  });

  it('cancels a checkout without granting anything', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const before = await creditsOf(cookie);
    const { paymentId } = (
      await post(billingRoutes.checkout.path, { packageId: 'pack-75' }, cookie)
    ).json() as {
      paymentId: string;
    };
    const cancelled = await post(pathOf(billingRoutes.paymentCancel, { id: paymentId }), {}, cookie);
    expect(cancelled.json()).toMatchObject({
      success: true,
      redirectUrl: `/services/cancelled?payment=${paymentId}`,
      payment: { status: 'cancelled' },
    });
    expect(await creditsOf(cookie)).toEqual(before);
    expect(
      (await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, cookie)).statusCode,
    ).toBe(409);
  });

  it('subscribes to Professional: 200 credits, a subscription, the plan; cancel keeps it until the period ends', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const before = await creditsOf(cookie);
    const subscribe = await post(
      billingRoutes.subscribe.path,
      { tierId: 'professional-monthly', period: 'monthly' },
      cookie,
    );
    const { paymentId } = subscribe.json() as { paymentId: string };
    await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, cookie);
    expect((await creditsOf(cookie)).premiumCredits - before.premiumCredits).toBe(200 + 5);

    const { subscription } = (await get(billingRoutes.subscription.path, cookie)).json() as {
      subscription: {
        id: string;
        status: string;
        isActive: boolean;
        currentPeriodEnd: string;
        planType: string;
      };
    };
    expect(subscription).toMatchObject({ status: 'active', isActive: true, planType: 'professional' });
    const plan = (await get(billingRoutes.plan.path, cookie)).json();
    expect(plan).toMatchObject({
      planType: 'professional',
      isPro: true,
      isBusiness: false,
      features: { hasRoomieAI: true, canShareDesigns: true, watermark: false, hasTeamCollaboration: false },
      subscriptionDetails: { status: 'active', nextBillingDate: subscription.currentPeriodEnd },
    });

    const cancel = await post(
      billingRoutes.cancelSubscription.path,
      { subscriptionId: subscription.id, cancelImmediately: false },
      cookie,
    );
    expect(cancel.json()).toEqual({ success: true, message: billingMessages.cancelAtPeriodEnd });
    expect((await get(billingRoutes.plan.path, cookie)).json()).toMatchObject({
      planType: 'professional',
      subscriptionDetails: { status: 'canceled' },
    });

    const now = await post(
      billingRoutes.cancelSubscription.path,
      { subscriptionId: subscription.id, cancelImmediately: true },
      cookie,
    );
    expect(now.json()).toEqual({ success: true, message: billingMessages.canceledImmediately });
    expect((await get(billingRoutes.plan.path, cookie)).json()).toMatchObject({
      planType: 'credits',
      isPro: false,
    });
    const again = await post(
      billingRoutes.cancelSubscription.path,
      { subscriptionId: subscription.id },
      cookie,
    );
    expect(again.json()).toEqual({ success: false, message: billingMessages.alreadyCanceled });
  });

  it('refuses unknown items and mismatched periods', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const unknown = await post(billingRoutes.checkout.path, { packageId: 'pack-999' }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(billingErrorCodes.packageNotFound);
    const mismatch = await post(
      billingRoutes.subscribe.path,
      { tierId: 'starter-monthly', period: 'annual' },
      cookie,
    );
    expect(mismatch.statusCode).toBe(404);
    expect(mismatch.json().error.code).toBe(billingErrorCodes.tierNotFound);
    const otherSubscription = await post(
      billingRoutes.cancelSubscription.path,
      { subscriptionId: '00000000-0000-4000-8000-000000000000' },
      cookie,
    );
    expect(otherSubscription.statusCode).toBe(404);
  });

  it('refuses a webhook the test checkout did not sign', async () => {
    const forged = await testApp.app.inject({
      method: 'POST',
      url: billingRoutes.stripeWebhook.path,
      payload: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe(billingErrorCodes.invalidSignature);
  });
});

/**
 * Issue 14: opened at 127.0.0.1 with PUBLIC_URL unset, the test checkout sent the buyer to localhost (no
 * session there, so a sign-in page) and left the payment pending for ever.
 */
describe('checkout origin and abandoned payments', () => {
  let defaultUrlApp: TestApp;
  let setUrlApp: TestApp;
  beforeAll(async () => {
    // PUBLIC_URL equal to its default (`http://localhost:<PORT>`) counts as unset.
    defaultUrlApp = await createAccountsTestApp({
      env: { PORT: '3000', PUBLIC_URL: 'http://localhost:3000' },
    });
    setUrlApp = await createAccountsTestApp({ env: { PUBLIC_URL: 'https://rooms.example.com' } });
  });
  afterAll(async () => {
    await defaultUrlApp.close();
    await setUrlApp.close();
  });

  const checkout = async (testApp: TestApp, cookie: string, host?: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: billingRoutes.checkout.path,
      payload: { packageId: 'pack-5' },
      headers: { cookie, ...(host === undefined ? {} : { host }) },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { checkoutUrl: string; paymentId: string };
  };
  const subscribe = async (testApp: TestApp, cookie: string, host: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: billingRoutes.subscribe.path,
      payload: { tierId: 'starter-monthly', period: 'monthly' },
      headers: { cookie, host },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { checkoutUrl: string; paymentId: string };
  };

  it('uses the origin the request came in at when PUBLIC_URL is unset', async () => {
    const { cookie } = await signUpAndVerify(defaultUrlApp);
    const bought = await checkout(defaultUrlApp, cookie, '127.0.0.1:3000');
    expect(bought.checkoutUrl).toBe(`http://127.0.0.1:3000/billing/pay/${bought.paymentId}`);
    const subscribed = await subscribe(defaultUrlApp, cookie, '127.0.0.1:3000');
    expect(subscribed.checkoutUrl).toBe(`http://127.0.0.1:3000/billing/pay/${subscribed.paymentId}`);
  });

  it('falls back to PUBLIC_URL for a Host header that is not a plain host', async () => {
    const { cookie } = await signUpAndVerify(defaultUrlApp);
    for (const host of ['evil.example.com/phish?x=', 'evil.example.com @127.0.0.1', 'a"b']) {
      const { checkoutUrl, paymentId } = await checkout(defaultUrlApp, cookie, host);
      expect(checkoutUrl).toBe(`http://localhost:3000/billing/pay/${paymentId}`);
    }
  });

  it('keeps an explicitly set PUBLIC_URL whatever the Host', async () => {
    const { cookie } = await signUpAndVerify(setUrlApp);
    const { checkoutUrl, paymentId } = await checkout(setUrlApp, cookie, '127.0.0.1:3000');
    expect(checkoutUrl).toBe(`https://rooms.example.com/billing/pay/${paymentId}`);
  });

  it("cancels the buyer's own payments pending for over 24 hours at their next checkout", async () => {
    const testApp = defaultUrlApp;
    const db = testApp.deps.database.db;
    const buyer = await signUpAndVerify(testApp);
    const other = await signUpAndVerify(testApp);
    const age = async (paymentId: string, ms: number) =>
      db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(payments.id, paymentId));
    const statusOf = async (paymentId: string) =>
      (await db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status;

    const abandoned = await checkout(testApp, buyer.cookie);
    await age(abandoned.paymentId, ABANDONED_PAYMENT_MS + 60_000);
    const recent = await checkout(testApp, buyer.cookie);
    await age(recent.paymentId, ABANDONED_PAYMENT_MS - 60 * 60_000);
    const othersAbandoned = await checkout(testApp, other.cookie);
    await age(othersAbandoned.paymentId, ABANDONED_PAYMENT_MS + 60_000);

    const next = await subscribe(testApp, buyer.cookie, 'localhost:3000');
    expect(await statusOf(abandoned.paymentId)).toBe('cancelled');
    expect(await statusOf(recent.paymentId)).toBe('pending');
    expect(await statusOf(next.paymentId)).toBe('pending');
    expect(await statusOf(othersAbandoned.paymentId)).toBe('pending');

    // The purchases page shows it cancelled, not pending; the other user's expires when they look.
    const purchases = async (cookie: string) =>
      (
        (
          await testApp.app.inject({ method: 'GET', url: billingRoutes.purchases.path, headers: { cookie } })
        ).json() as { purchases: { id: string; status: string }[] }
      ).purchases.map((purchase) => [purchase.id, purchase.status]);
    expect(await purchases(buyer.cookie)).toEqual(
      expect.arrayContaining([
        [abandoned.paymentId, 'cancelled'],
        [recent.paymentId, 'pending'],
      ]),
    );
    expect(await purchases(other.cookie)).toEqual([[othersAbandoned.paymentId, 'cancelled']]);
  });
});
