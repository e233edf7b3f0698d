import { Suspense, type ReactNode } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { Outlet } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/session/session.queries';
import { SignedOutLayout } from './signed-out-layout';

// The signed-in layout (sidebar, credits, low-credit reminder) is not part of a visitor's first load.
const SignedInLayout = preloadableLazy(() =>
  import('./signed-in-layout').then((module) => ({ default: module.SignedInLayout })),
);

/**
 * Picks the layout by session: the sidebar layout when signed in, the top bar and footer otherwise
 * (also when the API cannot be reached, so public pages keep working).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const state = useSession();
  const content = children ?? <Outlet />;
  if (state.status === 'loading') return <ShellSkeleton />;
  if (state.status === 'signed-in') {
    return (
      <Suspense fallback={<ShellSkeleton />}>
        <SignedInLayout session={state.session}>{content}</SignedInLayout>
      </Suspense>
    );
  }
  return <SignedOutLayout>{content}</SignedOutLayout>;
}

export function ShellSkeleton() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <div className="flex h-16 items-center gap-3 border-b px-4">
        <Skeleton className="size-8" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="ml-auto size-9 rounded-full" />
      </div>
      <div className="mx-auto max-w-5xl space-y-4 p-4 sm:p-8">
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
