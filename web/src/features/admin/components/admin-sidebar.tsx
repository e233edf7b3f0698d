import { Link, NavLink } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { sidebarLinkClass } from '@/features/shell/components/app-sidebar';
import { adminNav } from '../admin.nav';

/** Admin sidebar: Back to App, then the spec's groups with their pages. */
export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-2 p-3">
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className="flex min-h-11 items-center gap-2 rounded-lg border bg-card px-3 text-sm font-medium hover:bg-hover"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to App
      </Link>
      {adminNav.map(({ group, items }) => (
        <div key={group} className="flex flex-col gap-1">
          <h2 className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground">
            {group}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={sidebarLinkClass} onClick={onNavigate}>
                  <item.icon aria-hidden="true" />
                  <span className="truncate">{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
