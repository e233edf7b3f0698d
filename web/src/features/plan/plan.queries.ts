import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/session/session.queries';
import { fetchPlan, hasActiveSubscription, planIncludes, type PlanTier } from './plan.api';

/** Key of the `plan` live topic: a purchase, renewal or cancellation refreshes it. */
export const planQueryOptions = queryOptions({
  queryKey: ['plan'],
  queryFn: fetchPlan,
  staleTime: 60_000,
  throwOnError: false,
});

/** The signed-in user's plan (no request while signed out). */
export function usePlan() {
  const state = useSession();
  return useQuery({ ...planQueryOptions, enabled: state.status === 'signed-in' });
}

/**
 * Whether the signed-in user's plan includes a tier. Super admins and reviewers get every feature; while the
 * plan is loading (or unknown) every gate denies (docs/spec §6).
 */
export function usePlanAccess(): (tier: PlanTier) => boolean {
  const state = useSession();
  const { data } = usePlan();
  return (tier) => {
    if (state.status !== 'signed-in') return false;
    if (state.session.isSuperAdmin || state.session.isReviewer) return true;
    return planIncludes(data?.planType, tier);
  };
}

/** Whether the signed-in user is a subscriber right now (false while loading). */
export function useSubscriptionActive(): boolean {
  const { data } = usePlan();
  return hasActiveSubscription(data);
}
