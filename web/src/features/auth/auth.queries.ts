import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useRefreshSession } from '@/features/session/session.queries';

/**
 * After a successful sign-in or verification: read the new session, then go to the `redirect` target.
 * Navigation starts before the shell re-renders with the session, so the login page shows "Signing you
 * in…" (not "Welcome back!") for the moment it takes.
 */
export function useCompleteSignIn(redirectTo: string) {
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await refreshSession();
    void navigate(redirectTo, { replace: true });
  }, [refreshSession, navigate, redirectTo]);
}
