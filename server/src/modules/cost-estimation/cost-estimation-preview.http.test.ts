import type { CostEstimate } from '@roomcraft/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createBillingRepository } from '../billing';
import { getCreditBalance } from '../credits';

const project = {
  roomType: 'kitchen',
  floorArea: { value: 15, unit: 'm2' },
  finishTier: 'mid-range',
  region: { country: 'US', state: 'TX' },
  priceYear: 2025,
  scope: [{ kind: 'paint-walls' }, { kind: 'flooring', material: 'ceramic-tile' }],
};

describe('cost estimate preview (/budget-planning): gate, validation, no charge', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let user: { cookie: string; userId: string };

  const preview = (cookie: string | null, payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/cost-estimations/preview',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    testApp = await createAccountsTestApp();
    user = await signUpAndVerify(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('needs a session (401)', async () => {
    expect((await preview(null, project)).statusCode).toBe(401);
  });

  it('needs the Professional plan: 403 with the gate code', async () => {
    const response = await preview(user.cookie, project);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'cost_estimation.plan_required' } });
  });

  it('says what is wrong with a bad project (400)', async () => {
    const response = await preview(user.cookie, { ...project, scope: [] });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/scope/);
    expect((await preview(user.cookie, { ...project, finishTier: 'gold' })).statusCode).toBe(400);
  });

  it('prices the project: line items add up to the total, tiers order, no credit spent', async () => {
    await createBillingRepository({ db: testApp.deps.database.db }).ensureSubscription({
      userId: user.userId,
      tierId: 'professional-monthly',
      tierName: 'Professional',
      planType: 'professional',
      period: 'monthly',
      price: 14_900,
      credits: 0,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      providerSubscriptionId: `sub_test_${user.userId}`,
    });
    const before = await getCreditBalance({ ...testApp.deps, userId: user.userId });
    const response = await preview(user.cookie, project);
    expect(response.statusCode, response.body).toBe(200);
    const estimate = response.json() as CostEstimate;
    expect(estimate).toMatchObject({ currency: 'USD', roomType: 'kitchen', finishTier: 'mid-range' });
    expect(estimate.lineItems.length).toBeGreaterThanOrEqual(2);
    const sum = estimate.lineItems.reduce((total, line) => total + line.totalCents.typical, 0);
    expect(estimate.totalCents).toBe(sum);
    expect(estimate.rangeCents.low).toBeLessThanOrEqual(estimate.totalCents);
    expect(estimate.rangeCents.high).toBeGreaterThanOrEqual(estimate.totalCents);

    const budget = (await preview(user.cookie, { ...project, finishTier: 'budget' })).json() as CostEstimate;
    const luxury = (await preview(user.cookie, { ...project, finishTier: 'luxury' })).json() as CostEstimate;
    expect(budget.totalCents).toBeLessThan(estimate.totalCents);
    expect(luxury.totalCents).toBeGreaterThan(estimate.totalCents);

    expect(await getCreditBalance({ ...testApp.deps, userId: user.userId })).toEqual(before);
  });
});
