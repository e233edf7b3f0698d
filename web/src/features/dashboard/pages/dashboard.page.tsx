import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ImagePlus, Settings2, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { greetingName } from '@/features/session/session.api';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { RecentIdeations } from '../components/recent-ideations';
import { RecentRooms } from '../components/recent-rooms';
import { isActionAvailable, quickActions, timeOfDayGreeting } from '../dashboard.actions';

/**
 * /dashboard, the signed-in home: greeting, shortcuts into every studio mode (pages not built yet say
 * 'Coming soon'), recent rooms and recent ideation requests.
 */
export function DashboardPage() {
  const state = useSession();
  const session = state.status === 'signed-in' ? state.session : null;
  const [greeting] = useState(() => timeOfDayGreeting());
  usePageTitle('Dashboard');

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-[2rem] leading-tight font-semibold tracking-tight sm:text-display">
            {greeting}, {greetingName(session)}
          </h1>
          <p className="mt-2 text-muted-foreground">What would you like to design today?</p>
        </div>
        <Button asChild size="lg">
          <Link to="/ideation">
            <ImagePlus aria-hidden="true" />
            New room design
          </Link>
        </Button>
      </header>

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="text-title font-semibold">
          Start designing
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {quickActions.map((action) => {
            const available = isActionAvailable(action.to);
            return (
              <li key={action.to}>
                <Link
                  to={action.to}
                  className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-hover sm:p-5"
                >
                  <span className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
                      <action.icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                      {action.label} {action.badge && <Badge variant="soft">{action.badge}</Badge>}{' '}
                      {!available && <Badge variant="outline">Coming soon</Badge>}
                    </span>
                    <ArrowRight
                      className="hidden size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 sm:block"
                      aria-hidden="true"
                    />
                  </span>{' '}
                  <span className="hidden text-sm text-muted-foreground sm:block">{action.description}</span>{' '}
                  <span className="mt-auto text-caption font-medium text-muted-foreground">
                    {action.cost}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="recent-rooms-title">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-rooms-title" className="text-title font-semibold">
            Recent rooms
          </h2>
          <Button asChild variant="ghost" size="sm">
            <Link to="/gallery">View gallery</Link>
          </Button>
        </div>
        <RecentRooms />
      </section>

      <RecentIdeations />

      <section aria-labelledby="account-shortcuts-title">
        <h2 id="account-shortcuts-title" className="sr-only">
          Your account
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link
              to="/account"
              className="flex min-h-16 items-center gap-3 rounded-xl border bg-card p-4 hover:bg-hover"
            >
              <UserRound className="size-5 text-primary-text" aria-hidden="true" />
              <span>
                <span className="block text-sm font-semibold">Your profile</span>
                <span className="block text-sm text-muted-foreground">Name, display name and avatar</span>
              </span>
            </Link>
          </li>
          <li>
            <Link
              to="/settings"
              className="flex min-h-16 items-center gap-3 rounded-xl border bg-card p-4 hover:bg-hover"
            >
              <Settings2 className="size-5 text-primary-text" aria-hidden="true" />
              <span>
                <span className="block text-sm font-semibold">Studio preferences</span>
                <span className="block text-sm text-muted-foreground">Default mode and design style</span>
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}

export default DashboardPage;
