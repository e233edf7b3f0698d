import { allFeatures, defaultFeatures } from '@roomcraft/contracts/billing';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { accountEventTypes, createAccountEventsRepository } from '../accounts';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createProfilesRepository } from '../accounts';
import { getCreditBalance, reserveCredits } from '../credits';

/** GET /api/plan, /api/paywall-status and /api/paywall/debug (docs/spec §§3, 4 and 6; ADR 013). */
describe.each([
  { paywallEnabled: false, env: {} },
  { paywallEnabled: true, env: { PAYWALL_ENABLED: 'true' } },
])('plan and paywall (paywall enabled: $paywallEnabled)', ({ paywallEnabled, env }) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createAccountsTestApp({ env });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie: string) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { cookie } });

  it('gives a new account the default plan: credits, hd only, watermark, no subscription', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    expect((await get(billingRoutes.plan.path, cookie)).json()).toEqual({
      planType: 'credits',
      features: defaultFeatures,
      subscriptionDetails: null,
      isPro: false,
      isBusiness: false,
      isEnterprise: false,
    });
    expect((await get(billingRoutes.paywallStatus.path, cookie)).json()).toEqual({
      accountType: 'free_trial',
      needsPayment: false,
      hasPaidAccount: false,
      paywallEnabled,
    });
    expect((await get(billingRoutes.paywallDebug.path, cookie)).json()).toEqual({
      shouldSeePaywall: paywallEnabled,
    });
  });

  it('needs payment once a free-trial account has spent its credits, only with the paywall on', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    const { totalCredits } = await getCreditBalance({ ...testApp.deps, userId });
    await reserveCredits({
      ...testApp.deps,
      userId,
      feature: 'ROOM_VISUALIZE_GEMINI',
      amount: totalCredits,
      reference: 'test:spend-all',
    });
    expect((await get(billingRoutes.paywallStatus.path, cookie)).json()).toMatchObject({
      accountType: 'free_trial',
      needsPayment: paywallEnabled,
    });
  });

  it('counts a paid account as paid, never needing payment', async () => {
    const { cookie } = await signUpAndVerify(testApp);
    const { paymentId } = (
      await post(billingRoutes.checkout.path, { packageId: 'pack-5' }, cookie)
    ).json() as {
      paymentId: string;
    };
    await post(pathOf(billingRoutes.paymentComplete, { id: paymentId }), {}, cookie);
    expect((await get(billingRoutes.paywallStatus.path, cookie)).json()).toEqual({
      accountType: 'paid',
      needsPayment: false,
      hasPaidAccount: true,
      paywallEnabled,
    });
    expect((await get(billingRoutes.paywallDebug.path, cookie)).json()).toEqual({ shouldSeePaywall: false });
  });

  it('sends upgraded legacy accounts that never paid to the paywall', async () => {
    const { cookie, userId } = await signUpAndVerify(testApp);
    await createAccountEventsRepository({ db: testApp.deps.database.db }).recordOnce({
      type: accountEventTypes.legacyMigrated,
      userId,
      payload: { credits: 0, rooms: [] },
    });
    expect((await get(billingRoutes.paywallStatus.path, cookie)).json()).toMatchObject({
      accountType: 'legacy_free',
      needsPayment: paywallEnabled,
      hasPaidAccount: false,
    });
  });

  it('gives reviewers and super admins every feature and every tier', async () => {
    for (const role of ['reviewer', 'super_admin'] as const) {
      const { cookie, userId } = await signUpAndVerify(testApp);
      await createProfilesRepository({ db: testApp.deps.database.db }).setRole({ userId, role });
      expect((await get(billingRoutes.plan.path, cookie)).json()).toMatchObject({
        planType: 'credits',
        features: allFeatures,
        isPro: true,
        isBusiness: true,
        isEnterprise: true,
      });
      expect((await get(billingRoutes.paywallStatus.path, cookie)).json()).toMatchObject({
        accountType: 'staff',
        needsPayment: false,
        hasPaidAccount: true,
      });
    }
  });

  it('answers 401 to visitors', async () => {
    for (const url of [
      billingRoutes.plan.path,
      billingRoutes.paywallStatus.path,
      billingRoutes.paywallDebug.path,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
