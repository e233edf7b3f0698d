import { RequireAuth } from '@/features/session/components/require-auth';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { AccountHeader } from '../components/account-nav';
import { PreferencesCard } from '../components/preferences-form';

/** /settings: studio preferences (default mode and style). Signed-out visitors are sent to sign in. */
export function SettingsPage() {
  const state = useSession();
  usePageTitle('Settings');
  return (
    <RequireAuth>
      {state.status === 'signed-in' && (
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-8">
          <AccountHeader title="Settings" description="Choose how the studio starts when you open it." />
          <PreferencesCard key={state.session.user.id} session={state.session} />
        </div>
      )}
    </RequireAuth>
  );
}

export default SettingsPage;
