import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { AnnouncementSlot } from '@/features/announcements/components/announcement-slot';
import { AnnouncementsBell } from '@/features/announcements/components/announcements-bell';
import { CreditsBadge } from '@/features/credits/components/credits-badge';
import { LowCreditModal } from '@/features/credits/components/low-credit-modal';
import { greetingName, welcomeWord, type Session } from '@/features/session/session.api';
import { AppSidebar } from './app-sidebar';
import { BottomNav } from './bottom-nav';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/**
 * Signed-in layout: fixed header with greeting, announcement banner, sidebar (bottom navigation on phones);
 * the footer is hidden except for a spacer that keeps content clear of the bottom navigation.
 */
export function SignedInLayout({ session, children }: { session: Session; children?: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-3 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 md:px-4">
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center rounded-lg px-1 md:w-60"
          aria-label="Roomcraft dashboard"
        >
          <Logo />
        </Link>
        <p className="hidden truncate text-sm text-muted-foreground sm:block">
          {welcomeWord(session)}, <span className="font-medium text-foreground">{greetingName(session)}</span>
        </p>
        <div className="ml-auto flex items-center gap-1">
          <CreditsBadge />
          <AnnouncementsBell signedIn />
          <UserMenu session={session} />
        </div>
      </header>
      <aside className="fixed top-16 bottom-0 left-0 hidden w-64 overflow-y-auto border-r bg-card/50 md:block">
        <AppSidebar session={session} />
      </aside>
      <div className="flex min-h-dvh flex-col pt-16 md:pl-64">
        <AnnouncementSlot variant="banner" />
        <p className="px-4 pt-4 text-sm text-muted-foreground sm:hidden">
          {welcomeWord(session)}, <span className="font-medium text-foreground">{greetingName(session)}</span>
        </p>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children ?? <Outlet />}
        </main>
        <div aria-hidden="true" className="h-24 md:h-8" />
      </div>
      <BottomNav session={session} />
      <LowCreditModal />
    </div>
  );
}
