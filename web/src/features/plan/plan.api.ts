import { apiFetch, isApiError } from '@/lib/api-client';

/** The part of `GET /api/plan` (api.md) the shell reads. */
export interface PlanSummary {
  planType: string | null;
}

/** The user's plan, or `null` when the API has none to give (not signed in, or the route is not there yet). */
export async function fetchPlan(): Promise<PlanSummary | null> {
  try {
    const body = await apiFetch<{ planType?: unknown }>('/api/plan');
    return { planType: typeof body?.planType === 'string' ? body.planType : null };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

export type PlanTier = 'pro' | 'business' | 'enterprise';

const tiers: Record<PlanTier, string[]> = {
  pro: ['professional', 'business', 'business-max', 'enterprise'],
  business: ['business', 'business-max', 'enterprise'],
  enterprise: ['enterprise'],
};

/**
 * Plan gating of spec section 6: professional or higher counts as pro; business, business-max or
 * enterprise as business; enterprise alone as enterprise. Unknown plans deny.
 */
export function planIncludes(planType: string | null | undefined, tier: PlanTier): boolean {
  return !!planType && tiers[tier].includes(planType.toLowerCase().replace(/_/g, '-'));
}
