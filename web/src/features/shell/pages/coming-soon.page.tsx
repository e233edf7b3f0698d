import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Hammer, House, LayoutDashboard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { useCurrentAppRoute } from '../route-handle';
import { PathText } from '@/components/path-text';

/** What a page of the route table that is not built yet shows: what it will do and a way back. */
export function ComingSoonPage() {
  const route = useCurrentAppRoute();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useSession();
  const title = route?.title ?? 'This page';
  usePageTitle(route?.title);
  const back =
    route?.area === 'admin'
      ? { to: '/admin', label: 'Back to Admin Dashboard', icon: LayoutDashboard }
      : state.status === 'signed-in' && pathname !== '/dashboard'
        ? { to: '/dashboard', label: 'Go to Dashboard', icon: LayoutDashboard }
        : { to: '/', label: 'Back to Home', icon: House };

  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-20">
      <div className="relative overflow-hidden rounded-2xl border bg-card p-6 sm:p-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-primary-soft blur-2xl"
        />
        <div className="relative">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-text">
              <Hammer className="size-6" aria-hidden="true" />
            </span>
            <Badge variant="soft" className="text-xs">
              Coming soon
            </Badge>
          </div>
          <h1 id="coming-soon-title" className="mt-6 text-display font-semibold text-balance">
            {title}
          </h1>
          {route?.summary && <p className="mt-3 text-lg text-muted-foreground">{route.summary}</p>}
          <p className="mt-4 text-sm text-muted-foreground">
            We&apos;re still building this page. It will open right here, at <PathText path={pathname} /> when
            it&apos;s ready.
          </p>
          <div className="mt-8 flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={back.to}>
                <back.icon aria-hidden="true" />
                {back.label}
              </Link>
            </Button>
            <Button variant="outline" onClick={() => void navigate(-1)}>
              <ArrowLeft aria-hidden="true" />
              Go Back
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

export default ComingSoonPage;
