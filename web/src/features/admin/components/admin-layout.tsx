import { useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Menu } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { Session } from '@/features/session/session.api';
import { Logo } from '@/features/shell/components/logo';
import { SkipLink } from '@/features/shell/components/skip-link';
import { UserMenu } from '@/features/shell/components/user-menu';
import { AdminClock } from './admin-clock';
import { AdminQuickNav } from './admin-quick-nav';
import { AdminSidebar } from './admin-sidebar';

/** Layout of /admin/*: header with quick navigation and clock, sidebar with the spec's groups. */
export function AdminLayout({ session, children }: { session: Session; children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur sm:px-4">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label="Open admin menu" className="md:hidden">
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="overflow-y-auto">
            <div className="flex h-16 shrink-0 items-center border-b px-4">
              <SheetTitle>Admin menu</SheetTitle>
            </div>
            <SheetDescription className="sr-only">Pages of the admin area</SheetDescription>
            <AdminSidebar onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        <Link to="/admin" className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 md:w-60">
          <Logo />
          <Badge variant="soft">Admin</Badge>
          <span className="sr-only">dashboard</span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <AdminQuickNav />
          <AdminClock />
          <UserMenu session={session} />
        </div>
      </header>
      <aside className="fixed top-16 bottom-0 left-0 hidden w-64 overflow-y-auto border-r bg-card/50 md:block">
        <AdminSidebar />
      </aside>
      <div className="flex min-h-dvh flex-col pt-16 md:pl-64">
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children ?? <Outlet />}
        </main>
      </div>
    </div>
  );
}
