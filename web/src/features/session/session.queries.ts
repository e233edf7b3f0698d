import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { logoutMessages } from '@roomcraft/contracts/messages';
import { isRetryableError } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { setFlash } from '@/lib/flash';
import { fetchSession, signOut, type Session } from './session.api';

/** Query key of the session; the live topic `me` invalidates it. */
export const sessionQueryKey = ['me'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: () => fetchSession(),
  staleTime: 60_000,
  retry: (failureCount, error) => isRetryableError(error) && failureCount < 1,
  // The shell decides what a failed session means (signed-out look, or an error on protected pages).
  throwOnError: false,
});

export type SessionState =
  | { status: 'loading'; session: null; error: null }
  | { status: 'signed-out'; session: null; error: null }
  | { status: 'signed-in'; session: Session; error: null }
  | { status: 'error'; session: null; error: Error };

/**
 * The current session from `GET /api/me`. A 401 or 404 answer means signed out, so the shell works before
 * accounts exist and switches on its own once the route is there. `error` means the API could not be asked.
 */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  if (query.data) return { status: 'signed-in', session: query.data, error: null };
  if (query.isPending) return { status: 'loading', session: null, error: null };
  if (query.isError) return { status: 'error', session: null, error: query.error };
  return { status: 'signed-out', session: null, error: null };
}

/**
 * Signs out, then loads / afresh with the 'Logged out' toast (docs/spec §2, user menu). A full load drops
 * every cached private query and the session's live stream at once, and no protected page is left on screen
 * to send the now signed-out user to /login.
 */
export function useLogout() {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      setFlash(logoutMessages);
      browser.assign('/');
    },
    onError: () => {
      toast.error('Logout failed', { description: 'We could not sign you out. Please try again.' });
    },
  });
}

/**
 * Reads `/api/me` afresh after signing in or verifying an email, so the shell switches to the signed-in
 * layout. Queries read while signed out (plan, announcements) are marked stale and read again for the user.
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<Session | null> => {
    const session = await queryClient.fetchQuery({
      ...sessionQueryOptions,
      queryFn: () => fetchSession({ force: true }),
      staleTime: 0,
    });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    return session;
  }, [queryClient]);
}
