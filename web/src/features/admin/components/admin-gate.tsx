import { Outlet } from 'react-router';
import { canAccessAdmin } from '@/features/session/session.api';
import { useSession } from '@/features/session/session.queries';
import { AppShell, ShellSkeleton } from '@/features/shell/components/app-shell';
import { NotFoundPage } from '@/features/not-found/pages/not-found.page';
import { AdminLayout } from './admin-layout';

/**
 * /admin/*: only a super admin who is not a reviewer sees the admin area; everyone else gets the admin
 * variant of the not-found page, so the area's existence is not revealed (docs/spec §6).
 */
export function AdminGate() {
  const state = useSession();
  if (state.status === 'loading') return <ShellSkeleton />;
  if (state.status === 'error') throw state.error;
  if (state.status === 'signed-in' && canAccessAdmin(state.session)) {
    return (
      <AdminLayout session={state.session}>
        <Outlet />
      </AdminLayout>
    );
  }
  return (
    <AppShell>
      <NotFoundPage variant="admin" />
    </AppShell>
  );
}
