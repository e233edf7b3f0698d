import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AnnouncementSlot } from '@/features/announcements/components/announcement-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** Signed-out layout: announcements, top bar, page, footer. */
export function SignedOutLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AnnouncementSlot variant="bar" />
      <SiteHeader session={null} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
