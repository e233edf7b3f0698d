import {
  isSubscriptionActive,
  perDesignPrice,
  planFeatures,
  planTierFlags,
  defaultSubscriptionTiers,
} from '@roomcraft/contracts/billing';
import { describe, expect, it } from 'vitest';
import { computePlan } from './billing.models';
import type { SubscriptionRow } from './billing.table';
import { toLocalStatus } from './billing.webhook.usecases';

const now = new Date('2026-03-01T00:00:00Z');
const row = (overrides: Partial<SubscriptionRow>): SubscriptionRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'user-1',
  tierId: 'professional-monthly',
  tierName: 'Professional',
  planType: 'professional',
  period: 'monthly',
  price: 14900,
  credits: 200,
  status: 'active',
  currentPeriodEnd: new Date('2026-03-15T00:00:00Z'),
  cancelAtPeriodEnd: false,
  providerSubscriptionId: 'sub_1',
  providerCustomerId: null,
  paymentId: null,
  lastEventAt: null,
  createdAt: new Date('2026-02-15T00:00:00Z'),
  updatedAt: new Date('2026-02-15T00:00:00Z'),
  ...overrides,
});

describe('plan rules', () => {
  it('treats active, trialing, and canceled-with-a-future-billing-date as active (docs/spec §4)', () => {
    expect(isSubscriptionActive({ status: 'active', nextBillingDate: null }, now)).toBe(true);
    expect(isSubscriptionActive({ status: 'trialing', nextBillingDate: null }, now)).toBe(true);
    expect(isSubscriptionActive({ status: 'canceled', nextBillingDate: '2026-03-02T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(isSubscriptionActive({ status: 'canceled', nextBillingDate: '2026-02-28T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isSubscriptionActive({ status: 'past_due', nextBillingDate: '2026-03-02T00:00:00Z' }, now)).toBe(
      false,
    );
  });

  it('counts professional and up as pro, business tiers as business, enterprise alone as enterprise', () => {
    expect(planTierFlags('credits')).toEqual({ isPro: false, isBusiness: false, isEnterprise: false });
    expect(planTierFlags('professional')).toEqual({ isPro: true, isBusiness: false, isEnterprise: false });
    expect(planTierFlags('business-max')).toEqual({ isPro: true, isBusiness: true, isEnterprise: false });
    expect(planTierFlags('enterprise')).toEqual({ isPro: true, isBusiness: true, isEnterprise: true });
    expect(planTierFlags('credits', true)).toEqual({ isPro: true, isBusiness: true, isEnterprise: true });
  });

  it('gates features as docs/spec §6 says: pro for sharing and Roomie AI, business for teams, enterprise for the API', () => {
    expect(planFeatures.credits).toMatchObject({
      canShareDesigns: false,
      hasRoomieAI: false,
      maxProjectCount: 0,
    });
    expect(planFeatures.professional).toMatchObject({
      canShareDesigns: true,
      hasRoomieAI: true,
      hasTeamCollaboration: false,
    });
    expect(planFeatures.business).toMatchObject({ hasTeamCollaboration: true, hasAPIAccess: false });
    expect(planFeatures.enterprise).toMatchObject({ hasAPIAccess: true, maxProjectCount: -1 });
  });

  it('takes the plan from the active subscription, else credits, keeping the details of the latest', () => {
    expect(computePlan({ subscriptions: [row({})], isPrivileged: false, now }).planType).toBe('professional');
    const ended = row({ status: 'canceled', currentPeriodEnd: new Date('2026-02-20T00:00:00Z') });
    expect(computePlan({ subscriptions: [ended], isPrivileged: false, now })).toMatchObject({
      planType: 'credits',
      subscriptionDetails: { status: 'canceled', nextBillingDate: '2026-02-20T00:00:00.000Z' },
    });
  });

  it('maps Stripe statuses, cancel at period end included, onto ours', () => {
    expect(toLocalStatus('active', false)).toBe('active');
    expect(toLocalStatus('active', true)).toBe('canceled');
    expect(toLocalStatus('trialing', false)).toBe('trialing');
    expect(toLocalStatus('unpaid', false)).toBe('past_due');
    expect(toLocalStatus('incomplete_expired', false)).toBe('canceled');
  });

  it('prices tiers as the spec says: annual is 10 months for 12 months of credits', () => {
    const byId = Object.fromEntries(defaultSubscriptionTiers.map((tier) => [tier.id, tier]));
    expect(byId['starter-monthly']).toMatchObject({ price: 900, credits: 10, planType: 'credits' });
    expect(byId['hobby-monthly']).toMatchObject({ price: 3900, credits: 50, isMostPopular: true });
    expect(byId['professional-annual']).toMatchObject({
      price: 149_000,
      credits: 2400,
      badge: 'Save 2 months',
    });
    expect(perDesignPrice(900, 10)).toBe(90);
    expect(perDesignPrice(499, 0)).toBe(0);
  });
});
