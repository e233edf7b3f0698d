import { NavLink } from 'react-router';
import { SlidersHorizontal, UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground [&_svg]:size-4',
    isActive && 'bg-card text-foreground shadow-sm',
  );

/** Switches between the profile (/account) and the studio preferences (/settings). */
export function AccountNav() {
  return (
    <nav aria-label="Account sections" className="inline-flex gap-1 self-start rounded-lg bg-muted p-1">
      <NavLink to="/account" end className={linkClass}>
        <UserRound aria-hidden="true" />
        Profile
      </NavLink>
      <NavLink to="/settings" end className={linkClass}>
        <SlidersHorizontal aria-hidden="true" />
        Preferences
      </NavLink>
    </nav>
  );
}

/** Heading and section switch shared by /account and /settings. */
export function AccountHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="flex flex-col gap-4">
      <div>
        <h1 className="text-[2rem] leading-tight font-semibold tracking-tight sm:text-display">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
      </div>
      <AccountNav />
    </header>
  );
}
