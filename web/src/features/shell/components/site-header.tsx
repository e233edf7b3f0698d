import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Session } from '@/features/session/session.api';
import { AnnouncementsBell } from '@/features/announcements/components/announcements-bell';
import { DesignToolsMenu } from './design-tools-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';
import { startButtonLabels } from '../shell.nav';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-hover',
    isActive && 'text-primary-text',
  );

function pickStartLabel(): string {
  return startButtonLabels[Math.floor(Math.random() * startButtonLabels.length)] ?? startButtonLabels[0];
}

/** The top bar of the signed-out layout (spec section 2, "Top bar and menus"). */
export function SiteHeader({ session }: { session: Session | null }) {
  const [startLabel] = useState(pickStartLabel);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4">
        <MobileMenu signedIn={!!session} />
        <Link
          to={session ? '/dashboard' : '/'}
          className="mr-2 inline-flex min-h-11 items-center rounded-lg px-1"
          aria-label="Roomcraft home"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          <DesignToolsMenu />
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
              <Link to="/login">{startLabel}</Link>
            </Button>
          )}
          <AnnouncementsBell signedIn={!!session} />
          <UserMenu session={session} />
        </div>
      </div>
    </header>
  );
}
