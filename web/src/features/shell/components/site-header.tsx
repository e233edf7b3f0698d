import { Suspense } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { Link, NavLink } from 'react-router';
import { Bell, ChevronDown, Menu, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { RandomChoice } from '@/lib/use-random-choice';
import type { Session } from '@/features/session/session.api';
import { Logo } from './logo';
import { startButtonLabels } from '../shell.nav';

// The top bar's menus (radix menus, dialog, positioning) load right after the page, not in its first load;
// until then each shows its button as it will look (ADR 021).
const AnnouncementsBell = preloadableLazy(() =>
  import('@/features/announcements/components/announcements-bell').then((m) => ({
    default: m.AnnouncementsBell,
  })),
);
const DesignToolsMenu = preloadableLazy(() =>
  import('./design-tools-menu').then((m) => ({ default: m.DesignToolsMenu })),
);
const MobileMenu = preloadableLazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const UserMenu = preloadableLazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

function MenuButtonPlaceholder({
  label,
  icon: Icon,
  className,
}: {
  label: string;
  icon: typeof Bell;
  className?: string;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} aria-haspopup="menu" className={className}>
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-hover',
    isActive && 'text-primary-text',
  );

/** The top bar of the signed-out layout (docs/spec §2, "Top bar and menus"). */
export function SiteHeader({ session }: { session: Session | null }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4">
        <Suspense fallback={<MenuButtonPlaceholder label="Open menu" icon={Menu} className="md:hidden" />}>
          <MobileMenu signedIn={!!session} />
        </Suspense>
        <Link
          to={session ? '/dashboard' : '/'}
          className="mr-2 inline-flex min-h-11 items-center rounded-lg px-1"
          aria-label="Roomcraft home"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          <Suspense
            fallback={
              <Button variant="ghost" aria-haspopup="menu">
                Design Tools
                <ChevronDown aria-hidden="true" />
              </Button>
            }
          >
            <DesignToolsMenu />
          </Suspense>
          <NavLink to="/explore" className={navLinkClass}>
            Explore
          </NavLink>
          <NavLink to="/blog" className={navLinkClass}>
            Blog
          </NavLink>
          <NavLink to="/credits" className={navLinkClass}>
            Pricing
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {!session && (
            <Button asChild className="mr-1 hidden sm:inline-flex">
              <Link to="/login">
                <RandomChoice options={startButtonLabels} />
              </Link>
            </Button>
          )}
          <Suspense fallback={<MenuButtonPlaceholder label="Announcements" icon={Bell} />}>
            <AnnouncementsBell signedIn={!!session} />
          </Suspense>
          <Suspense fallback={<MenuButtonPlaceholder label="Account menu" icon={UserRound} />}>
            <UserMenu session={session} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
