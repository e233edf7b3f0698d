import { useState } from 'react';
import { NavLink } from 'react-router';
import { Coins, Images, LayoutDashboard, Menu, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import type { Session } from '@/features/session/session.api';
import { AppSidebar } from './app-sidebar';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg text-[0.6875rem] font-medium text-muted-foreground [&_svg]:size-5',
    isActive && 'text-primary-text',
  );

/** Bottom navigation of the signed-in layout on phones (under 768 px). */
export function BottomNav({ session }: { session: Session }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <nav
      aria-label="Bottom"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 px-1 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex items-stretch">
        <li className="flex flex-1">
          <NavLink to="/dashboard" end className={itemClass}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to="/gallery" className={itemClass}>
            <Images aria-hidden="true" />
            Gallery
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to="/ideation" className={itemClass}>
            <span className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Plus aria-hidden="true" className="size-5" />
            </span>
            Create
          </NavLink>
        </li>
        <li className="flex flex-1">
          <NavLink to="/credits" className={itemClass}>
            <Coins aria-hidden="true" />
            Credits
          </NavLink>
        </li>
        <li className="flex flex-1">
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger className={itemClass({ isActive: false })}>
              <Menu aria-hidden="true" />
              Menu
            </SheetTrigger>
            <SheetContent side="left" className="overflow-y-auto">
              <div className="flex h-16 shrink-0 items-center border-b px-4">
                <SheetTitle>Menu</SheetTitle>
              </div>
              <SheetDescription className="sr-only">All pages of your workspace</SheetDescription>
              <AppSidebar session={session} onNavigate={() => setMenuOpen(false)} />
            </SheetContent>
          </Sheet>
        </li>
      </ul>
    </nav>
  );
}
