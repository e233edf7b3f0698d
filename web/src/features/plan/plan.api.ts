import { z } from 'zod';
import {
  featuresSchema,
  isSubscriptionActive,
  subscriptionStatusSchema,
  type Features,
} from '@roomcraft/contracts/billing';
import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { apiFetch, orNullOn4xx } from '@/lib/api-client';

const subscriptionDetailsSchema = z.object({
  status: subscriptionStatusSchema,
  nextBillingDate: z.string().nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** The part of `GET /api/plan` (api.md) the shell and the credit reminders read. */
export interface PlanSummary {
  planType: string | null;
  subscriptionDetails: SubscriptionDetails | null;
  /** The plan's perks (download sizes, watermark, priority); null when unreadable. */
  features?: Features | null;
}

/**
 * The user's plan (`billingRoutes.plan`), or `null` when the API has none to give (not signed in, or the
 * route is not there yet). Not parsed whole with the route's schema on purpose: see below.
 */
export async function fetchPlan(): Promise<PlanSummary | null> {
  return orNullOn4xx(
    apiFetch<{ planType?: unknown; subscriptionDetails?: unknown; features?: unknown }>(
      billingRoutes.plan.path,
    ).then((body) => {
      // Read field by field: a newer server may add fields, and a gate must not fail on one it cannot read.
      const details = subscriptionDetailsSchema.safeParse(body?.subscriptionDetails);
      const features = featuresSchema.safeParse(body?.features);
      return {
        features: features.success ? features.data : null,
        planType: typeof body?.planType === 'string' ? body.planType : null,
        subscriptionDetails: details.success ? details.data : null,
      };
    }),
  );
}

/** Whether the plan carries a subscription that is active now (docs/spec §4). */
export function hasActiveSubscription(plan: PlanSummary | null | undefined, now = new Date()): boolean {
  return !!plan?.subscriptionDetails && isSubscriptionActive(plan.subscriptionDetails, now);
}

export type PlanTier = 'pro' | 'business' | 'enterprise';

const tiers: Record<PlanTier, string[]> = {
  pro: ['professional', 'business', 'business-max', 'enterprise'],
  business: ['business', 'business-max', 'enterprise'],
  enterprise: ['enterprise'],
};

/**
 * Plan gating of docs/spec §6: professional or higher counts as pro; business, business-max or
 * enterprise as business; enterprise alone as enterprise. Unknown plans deny.
 */
export function planIncludes(planType: string | null | undefined, tier: PlanTier): boolean {
  return !!planType && tiers[tier].includes(planType.toLowerCase().replace(/_/g, '-'));
}
