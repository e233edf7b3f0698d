import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Building2, Lock, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Session } from '@/features/session/session.api';
import { usePlanAccess } from '@/features/plan/plan.queries';
import {
  planTierLabels,
  sidebarAccount,
  sidebarCollaborate,
  sidebarDevelopers,
  sidebarMain,
  sidebarTools,
  type NavItem,
} from '../shell.nav';

export const sidebarLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-hover hover:text-foreground pointer-coarse:min-h-11 [&_svg]:size-4 [&_svg]:shrink-0',
    isActive && 'bg-primary-soft text-primary-text hover:bg-primary-soft hover:text-primary-text',
  );

function SidebarLink({
  item,
  locked,
  onNavigate,
}: {
  item: NavItem;
  locked: boolean;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink to={item.to} end={item.to === '/dashboard'} className={sidebarLinkClass} onClick={onNavigate}>
        <item.icon aria-hidden="true" />
        <span className="flex-1 truncate">{item.label}</span>{' '}
        {item.badge && <Badge variant="soft">{item.badge}</Badge>}{' '}
        {locked && item.requires && (
          <Badge variant="outline">
            <Lock aria-hidden="true" />
            {planTierLabels[item.requires]}
            <span className="sr-only"> plan required</span>
          </Badge>
        )}
      </NavLink>
    </li>
  );
}

function SidebarGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      {title && (
        <h2 className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground">{title}</h2>
      )}
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}

/** Sidebar of the signed-in layout (docs/spec §2), also shown in the phone menu. */
export function AppSidebar({ session, onNavigate }: { session: Session; onNavigate?: () => void }) {
  const hasPlan = usePlanAccess();
  const item = (i: NavItem) => (
    <SidebarLink key={i.to} item={i} locked={!!i.requires && !hasPlan(i.requires)} onNavigate={onNavigate} />
  );
  const isMember = session.organizations.length > 0;
  return (
    <nav aria-label="Sidebar" className="flex flex-col gap-2 p-3">
      <Button asChild className="mb-1 w-full justify-start">
        <Link to="/dashboard" onClick={onNavigate}>
          <Plus aria-hidden="true" />
          Create New...
        </Link>
      </Button>
      <SidebarGroup>{sidebarMain.map(item)}</SidebarGroup>
      <SidebarGroup title="Design Tools">{sidebarTools.map(item)}</SidebarGroup>
      <SidebarGroup title="Collaborate">{sidebarCollaborate.map(item)}</SidebarGroup>
      {isMember && <SidebarGroup title="Developers">{sidebarDevelopers.map(item)}</SidebarGroup>}
      {isMember && (
        <SidebarGroup title="Your Teams">
          {session.organizations.map((org) => (
            <li key={org.id}>
              <NavLink to="/enterprise" className={sidebarLinkClass} onClick={onNavigate}>
                <Building2 aria-hidden="true" />
                <span className="flex-1 truncate">{org.name}</span>
              </NavLink>
            </li>
          ))}
        </SidebarGroup>
      )}
      <SidebarGroup title="Account">{sidebarAccount.map(item)}</SidebarGroup>
    </nav>
  );
}
