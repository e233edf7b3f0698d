import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/session/session.queries';
import { fetchPlan, planIncludes, type PlanTier } from './plan.api';

export const planQueryOptions = queryOptions({
  queryKey: ['plan'],
  queryFn: fetchPlan,
  staleTime: 60_000,
  throwOnError: false,
});

/**
 * Whether the signed-in user's plan includes a tier. Super admins and reviewers get every feature; while the
 * plan is loading (or unknown) every gate denies (spec section 6).
 */
export function usePlanAccess(): (tier: PlanTier) => boolean {
  const state = useSession();
  const signedIn = state.status === 'signed-in';
  const { data } = useQuery({ ...planQueryOptions, enabled: signedIn });
  return (tier) => {
    if (state.status !== 'signed-in') return false;
    if (state.session.isSuperAdmin || state.session.isReviewer) return true;
    return planIncludes(data?.planType, tier);
  };
}
