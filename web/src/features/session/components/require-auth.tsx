import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { loginPath } from '../session.api';
import { useSession } from '../session.queries';

/** Protected routes: signed-out visitors go to /login?redirect=<path>. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const state = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <PageSkeleton />;
  // Without an answer from the API we cannot tell; show the error screen rather than a wrong redirect.
  if (state.status === 'error') throw state.error;
  if (state.status === 'signed-out') {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPath(redirect)} replace />;
  }
  return children ?? <Outlet />;
}

export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4 sm:p-8" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <div className="grid gap-4 pt-4 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
