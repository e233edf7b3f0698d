import { queryOptions } from '@tanstack/react-query';
import { creditTopic } from '@roomcraft/contracts/credits';
import { useLiveQuery } from '@/features/live/live.queries';
import { useSession } from '@/features/session/session.queries';
import { fetchCreditHistory, fetchCredits } from './credits.api';

/**
 * The balance, under the key of the `credits` live topic: every change of the user's ledger (purchase,
 * spend, refund, grant) invalidates it, so badges and pages update without a reload. The one definition
 * of the app (the studio re-exports it).
 */
export const creditsQueryOptions = queryOptions({
  queryKey: [creditTopic],
  queryFn: fetchCredits,
  // A missing balance only hides the badge; it must never take a page down.
  throwOnError: false,
});

/** Under ['credits', ...] so the same `credits` topic refreshes the history too. */
export const creditHistoryQueryOptions = queryOptions({
  queryKey: [creditTopic, 'history'],
  queryFn: () => fetchCreditHistory(50),
});

/** The balance of the signed-in user; no request while signed out (docs/spec §6). */
export function useCredits() {
  const state = useSession();
  return useLiveQuery({ ...creditsQueryOptions, enabled: state.status === 'signed-in' });
}
