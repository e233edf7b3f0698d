import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/features/session/session.queries';
import { claimAdminSetup, fetchAdminSetupStatus } from './admin-setup.api';

export const adminSetupQueryKey = ['admin-setup'] as const;

export const adminSetupQueryOptions = queryOptions({
  queryKey: adminSetupQueryKey,
  queryFn: fetchAdminSetupStatus,
  staleTime: 0,
});

/** Claims the setup; the session then says super admin, which opens the admin area. */
export function useClaimAdminSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAdminSetup,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
