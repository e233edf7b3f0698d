import { errorCodes } from '@roomcraft/contracts';
import {
  billingErrorCodes,
  billingTopics,
  type AdminCreditPackage,
  type AdminSubscriptionTier,
  type CreditPackage,
  type Payment,
  type SubscriptionTier,
} from '@roomcraft/contracts/billing';
import { pathOf } from '@roomcraft/contracts/api-routes';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { createAccountsTestApp, signUpAndVerify } from '../accounts/accounts.test-support';
import { createProfilesRepository } from '../accounts';
import type { LiveEvent } from '../events';

/** Super admins edit subscription tiers and credit packages (ADR 013); everyone else sees no such routes. */
describe('admin billing catalogue', () => {
  let testDb: TestDb;
  let testApp: TestApp;
  /** Another server process started later on the same database. */
  let restarted: TestApp | undefined;
  let admin: string;
  let user: string;
  let reviewer: string;
  const published: LiveEvent[] = [];

  beforeAll(async () => {
    testDb = await createTestDb();
    testApp = await createAccountsTestApp({ testDb });
    testApp.deps.events.subscribe((event) => published.push(event));
    const profiles = createProfilesRepository({ db: testApp.deps.database.db });
    const signUpAs = async (role: 'user' | 'reviewer' | 'super_admin') => {
      const account = await signUpAndVerify(testApp);
      if (role !== 'user') await profiles.setRole({ userId: account.userId, role });
      return account.cookie;
    };
    admin = await signUpAs('super_admin');
    user = await signUpAs('user');
    reviewer = await signUpAs('reviewer');
  });
  afterAll(async () => {
    // Each app closes the shared database on shutdown: the one with the running queue goes first.
    await testApp.close();
    await restarted?.close();
    await testDb.close();
  });

  const request = (
    app: TestApp,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    { cookie, payload }: { cookie?: string; payload?: unknown } = {},
  ) =>
    app.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const get = (url: string, cookie?: string) => request(testApp, 'GET', url, { cookie });
  /** As the super admin unless `as` says otherwise (`{ cookie: undefined }`: a visitor). */
  const patch = (url: string, payload: unknown, as: { cookie?: string } = { cookie: admin }) =>
    request(testApp, 'PATCH', url, { ...as, payload });
  const publicPackages = async (app = testApp) =>
    ((await request(app, 'GET', billingRoutes.packages.path)).json() as { packages: CreditPackage[] })
      .packages;
  const publicTiers = async () =>
    ((await get(billingRoutes.tiers.path)).json() as { tiers: SubscriptionTier[] }).tiers;
  const buyPackage = async (packageId: string, cookie: string) => {
    const response = await request(testApp, 'POST', billingRoutes.checkout.path, {
      cookie,
      payload: { packageId },
    });
    expect(response.statusCode).toBe(200);
    const { paymentId } = response.json() as { paymentId: string };
    return (await get(pathOf(billingRoutes.payment, { id: paymentId }), cookie)).json() as Payment;
  };

  it('answers 404 to visitors, users and reviewers, whatever they send, and changes nothing', async () => {
    const before = await publicPackages();
    for (const cookie of [undefined, user, reviewer]) {
      const answers = [
        await get(billingRoutes.adminTiers.path, cookie),
        await get(billingRoutes.adminPackages.path, cookie),
        await patch(pathOf(billingRoutes.adminTier, { id: 'starter-monthly' }), { price: 1 }, { cookie }),
        await patch(pathOf(billingRoutes.adminPackage, { id: 'pack-5' }), { price: 1 }, { cookie }),
        // Invalid bodies too: a 400 with field details would give the route away.
        await patch(
          pathOf(billingRoutes.adminPackage, { id: 'pack-5' }),
          { price: -1, bogus: true },
          { cookie },
        ),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({ error: { code: errorCodes.notFound } });
      }
    }
    expect(await publicPackages()).toEqual(before);
  });

  it('lists every tier and package to a super admin, hidden ones included', async () => {
    const tiers = await get(billingRoutes.adminTiers.path, admin);
    expect(tiers.statusCode).toBe(200);
    const tierList = (tiers.json() as { tiers: AdminSubscriptionTier[] }).tiers;
    expect(tierList).toHaveLength(8);
    expect(tierList.find((tier) => tier.id === 'hobby-monthly')).toMatchObject({
      name: 'Hobby',
      price: 3900,
      credits: 50,
      isMostPopular: true,
      isActive: true,
      stripePriceId: null,
    });
    const packages = (await get(billingRoutes.adminPackages.path, admin)).json() as {
      packages: AdminCreditPackage[];
    };
    expect(packages.packages.map((pkg) => [pkg.id, pkg.price, pkg.isActive])).toEqual([
      ['pack-5', 499, true],
      ['pack-25', 1999, true],
      ['pack-75', 4999, true],
    ]);
  });

  it('changes a package at once for the public list and new checkouts; earlier payments keep their price', async () => {
    const earlier = await buyPackage('pack-25', user);
    expect(earlier).toMatchObject({ amount: 1999, credits: 25, itemName: 'Popular Pack' });

    published.length = 0;
    const edited = await patch(pathOf(billingRoutes.adminPackage, { id: 'pack-25' }), {
      name: 'Home Pack',
      price: 2499,
      credits: 30,
      description: 'Thirty designs for the whole home.',
      isMostPopular: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: 'pack-25', name: 'Home Pack', price: 2499, credits: 30 });
    // Every open tab refetches the public list.
    expect(published).toContainEqual({ topics: [billingTopics.packages] });

    expect((await publicPackages()).find((pkg) => pkg.id === 'pack-25')).toMatchObject({
      name: 'Home Pack',
      price: 2499,
      credits: 30,
      description: 'Thirty designs for the whole home.',
      isMostPopular: false,
    });
    expect(await buyPackage('pack-25', user)).toMatchObject({
      amount: 2499,
      credits: 30,
      itemName: 'Home Pack',
    });
    const again = (await get(pathOf(billingRoutes.payment, { id: earlier.id }), user)).json() as Payment;
    expect(again).toMatchObject({ amount: 1999, credits: 25, itemName: 'Popular Pack' });
  });

  it('edits and hides a tier: gone from the public list and refused at checkout, still listed to admins', async () => {
    published.length = 0;
    const edited = await patch(pathOf(billingRoutes.adminTier, { id: 'starter-monthly' }), {
      price: 1200,
      perks: ['12 premium credits every month', 'HD downloads'],
      badge: 'New price',
    });
    expect(edited.statusCode).toBe(200);
    expect(published).toContainEqual({ topics: [billingTopics.tiers] });
    expect((await publicTiers()).find((tier) => tier.id === 'starter-monthly')).toMatchObject({
      price: 1200,
      perks: ['12 premium credits every month', 'HD downloads'],
      badge: 'New price',
    });

    expect(
      (await patch(pathOf(billingRoutes.adminTier, { id: 'starter-monthly' }), { isActive: false }))
        .statusCode,
    ).toBe(200);
    expect((await publicTiers()).map((tier) => tier.id)).not.toContain('starter-monthly');
    const subscribe = await request(testApp, 'POST', billingRoutes.subscribe.path, {
      cookie: user,
      payload: { tierId: 'starter-monthly' },
    });
    expect(subscribe.statusCode).toBe(404);
    expect(subscribe.json()).toMatchObject({ error: { code: billingErrorCodes.tierNotFound } });
    const adminTiers = (await get(billingRoutes.adminTiers.path, admin)).json() as {
      tiers: AdminSubscriptionTier[];
    };
    expect(adminTiers.tiers.find((tier) => tier.id === 'starter-monthly')).toMatchObject({
      isActive: false,
      price: 1200,
    });
  });

  it('unlinks a Stripe Price when the price changes, so checkout never charges the old amount', async () => {
    const linked = await patch(pathOf(billingRoutes.adminPackage, { id: 'pack-75' }), {
      stripePriceId: 'price_123abc',
    });
    expect(linked.json()).toMatchObject({ stripePriceId: 'price_123abc', price: 4999 });
    const renamed = await patch(pathOf(billingRoutes.adminPackage, { id: 'pack-75' }), { name: 'Big Pack' });
    expect(renamed.json()).toMatchObject({ stripePriceId: 'price_123abc' });
    const repriced = await patch(pathOf(billingRoutes.adminPackage, { id: 'pack-75' }), { price: 5999 });
    expect(repriced.json()).toMatchObject({ stripePriceId: null, price: 5999 });
    const relinked = await patch(pathOf(billingRoutes.adminPackage, { id: 'pack-75' }), {
      price: 6999,
      stripePriceId: 'price_456def',
    });
    expect(relinked.json()).toMatchObject({ stripePriceId: 'price_456def', price: 6999 });
  });

  it('refuses invalid input with 400 and a message per field', async () => {
    const invalid = await patch(pathOf(billingRoutes.adminPackage, { id: 'pack-5' }), {
      name: '  ',
      price: 4.99,
      credits: 0,
      isMostPopular: 'yes',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: {
        code: errorCodes.validation,
        message: 'Some fields are invalid.',
        details: {
          name: 'Enter a name.',
          price: 'Enter the price in cents as a whole number, e.g. 999 for $9.99.',
          credits: 'The credits must be more than 0.',
          isMostPopular: 'Most popular must be true or false.',
        },
      },
    });

    const cases: [string, unknown, Record<string, string>][] = [
      [
        pathOf(billingRoutes.adminPackage, { id: 'pack-5' }),
        { price: 0 },
        { price: 'The price must be more than 0 cents.' },
      ],
      [
        pathOf(billingRoutes.adminPackage, { id: 'pack-5' }),
        { price: '499' },
        { price: expect.stringContaining('cents') },
      ],
      [
        pathOf(billingRoutes.adminTier, { id: 'hobby-monthly' }),
        { credits: -5 },
        { credits: 'The credits must be more than 0.' },
      ],
      [
        pathOf(billingRoutes.adminTier, { id: 'hobby-monthly' }),
        { perks: ['Fine', ''] },
        { 'perks.1': 'A perk cannot be empty.' },
      ],
      [
        pathOf(billingRoutes.adminTier, { id: 'hobby-monthly' }),
        {},
        { body: 'Send at least one field to change.' },
      ],
      [
        pathOf(billingRoutes.adminTier, { id: 'hobby-monthly' }),
        { planType: 'enterprise' },
        { body: expect.stringContaining('planType') },
      ],
    ];
    for (const [url, payload, details] of cases) {
      const response = await patch(url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        error: { code: errorCodes.validation, details },
      });
    }
    // Nothing was saved by the refused edits.
    expect((await publicPackages()).find((pkg) => pkg.id === 'pack-5')).toMatchObject({
      name: 'DIY Pack',
      price: 499,
      credits: 5,
    });
  });

  it('answers 404 for an unknown tier or package id', async () => {
    const tier = await patch(pathOf(billingRoutes.adminTier, { id: 'no-such-tier' }), { price: 100 });
    expect(tier.statusCode).toBe(404);
    expect(tier.json()).toMatchObject({ error: { code: billingErrorCodes.tierNotFound } });
    const pkg = await patch(pathOf(billingRoutes.adminPackage, { id: 'no-such-pack' }), { price: 100 });
    expect(pkg.statusCode).toBe(404);
    expect(pkg.json()).toMatchObject({ error: { code: billingErrorCodes.packageNotFound } });
  });

  it('keeps the edits through a restart: the start-up seeding only adds missing rows', async () => {
    // A second app on the same database runs the billing start-up (and its seeding) again.
    restarted = await createAccountsTestApp({ testDb, startQueue: false });
    const packages = await publicPackages(restarted);
    expect(packages.find((pkg) => pkg.id === 'pack-25')).toMatchObject({
      name: 'Home Pack',
      price: 2499,
      credits: 30,
    });
    expect(packages.find((pkg) => pkg.id === 'pack-5')).toMatchObject({ price: 499 });
    const tiers = (await request(restarted, 'GET', billingRoutes.tiers.path)).json() as {
      tiers: SubscriptionTier[];
    };
    expect(tiers.tiers.map((tier) => tier.id)).not.toContain('starter-monthly');
  });
});
