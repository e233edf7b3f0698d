import { BadgeCheck, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { RequireAuth } from '@/features/session/components/require-auth';
import type { Session } from '@/features/session/session.api';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { AccountHeader } from '../components/account-nav';
import { AvatarCard } from '../components/avatar-field';
import { ProfileFormCard } from '../components/profile-form';

function memberSince(createdAt: string | null | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

function AccountContent({ session }: { session: Session }) {
  const since = memberSince(session.user.createdAt);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-8">
      <AccountHeader title="Account settings" description="Your profile and how you appear in Roomcraft." />
      <Card>
        <CardContent className="flex flex-col gap-1 pt-5 sm:pt-6">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="font-medium [overflow-wrap:anywhere]">{session.user.email}</span>
            {session.user.emailVerified && (
              <Badge variant="soft">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            )}
          </p>
          {since && <p className="text-sm text-muted-foreground">Member since {since}</p>}
        </CardContent>
      </Card>
      {/* Keyed by user so the forms start from the signed-in user's values. */}
      <AvatarCard key={`avatar-${session.user.id}`} session={session} />
      <ProfileFormCard key={`profile-${session.user.id}`} session={session} />
    </div>
  );
}

/** /account: the profile (name, display name, avatar). Signed-out visitors are sent to sign in. */
export function AccountPage() {
  const state = useSession();
  usePageTitle('Account settings');
  return (
    <RequireAuth>{state.status === 'signed-in' && <AccountContent session={state.session} />}</RequireAuth>
  );
}

export default AccountPage;
