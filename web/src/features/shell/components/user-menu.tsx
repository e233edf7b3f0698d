import { Suspense } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { Link } from 'react-router';
import { Coins, Images, LogIn, LogOut, Settings, Share2, Shield, UserPlus, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/user-avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { canAccessAdmin, displayName, type Session } from '@/features/session/session.api';
import { useLogout } from '@/features/session/session.queries';

// Credits (and the zod schemas that read them) load only for a signed-in menu (ADR 021).
const CreditsBalanceText = preloadableLazy(() =>
  import('@/features/credits/components/credits-badge').then((module) => ({
    default: module.CreditsBalanceText,
  })),
);

/** Signed out: Login and Create an Account. Signed in: 'Hello {name}' and the account pages. */
export function UserMenu({ session }: { session: Session | null }) {
  if (!session) {
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Account menu">
            <UserRound className="size-5" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link to="/login">
              <LogIn aria-hidden="true" />
              Login
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/login?tab=register">
              <UserPlus aria-hidden="true" />
              Create an Account
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }
  return <SignedInUserMenu session={session} />;
}

function SignedInUserMenu({ session }: { session: Session }) {
  const logout = useLogout();
  const name = displayName(session);
  const avatar = session.profile?.avatarUrl ?? session.user.imageUrl;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu" className="rounded-full">
          <UserAvatar src={avatar} name={name} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="text-sm text-foreground">
          Hello {name}
          <span className="block truncate text-xs font-normal text-muted-foreground">
            {session.user.email}
          </span>
          <Suspense fallback={null}>
            <CreditsBalanceText className="mt-1 block text-xs font-medium text-primary-text" />
          </Suspense>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/gallery">
            <Images aria-hidden="true" />
            My Gallery
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/shared-rooms">
            <Share2 aria-hidden="true" />
            Shared Rooms
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/credits">
            <Coins aria-hidden="true" />
            Credits
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">
            <Settings aria-hidden="true" />
            Account Settings
          </Link>
        </DropdownMenuItem>
        {canAccessAdmin(session) && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Shield aria-hidden="true" />
              Admin Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
