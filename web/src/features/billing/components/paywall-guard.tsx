import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paywallConfig } from '@roomcraft/contracts/billing';
import { PageSkeleton } from '@/features/session/components/require-auth';
import { useSession } from '@/features/session/session.queries';
import { usePaywallStatus } from '../billing.queries';
import { decidePaywall } from '../paywall.rules';

/** What /pricing reads from the navigation state to show why the user was sent there. */
export interface PaywallRedirectState {
  paywallMessage: string;
}

/**
 * Guards signed-in pages (docs/spec §4). Allowed pages render at once; a redirect waits the spec's
 * 500 ms behind a loading state, so a session or status that is still settling never bounces the user.
 */
export function PaywallGuard({ children }: { children?: ReactNode }) {
  const session = useSession();
  const status = usePaywallStatus();
  const location = useLocation();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), paywallConfig.guardDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const decision = decidePaywall({ session: session.status, status, location });
  if (decision.kind === 'allow') return children ?? <Outlet />;
  if (decision.kind === 'loading' || !waited) return <PageSkeleton />;
  if (decision.kind === 'login') return <Navigate to={decision.to} replace />;
  const state: PaywallRedirectState = { paywallMessage: decision.message };
  return <Navigate to={decision.to} state={state} replace />;
}
