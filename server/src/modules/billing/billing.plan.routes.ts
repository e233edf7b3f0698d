import { billingRoutes } from '@roomcraft/contracts/billing.routes';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import type { Deps } from '../../kernel/deps';
import { type AccountEventsRepository, type Viewer, signedIn, viewerOf } from '../accounts';
import type { BillingRepository } from './billing.repository';
import { getPaywallStatus, getPlan } from './billing.plan.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

const accountOf = (viewer: Viewer) => ({
  userId: viewer.userId,
  isPrivileged: viewer.isSuperAdmin || viewer.isReviewer,
});

/** `GET /api/plan`, `GET /api/paywall-status`, `GET /api/paywall/debug` (signed in). */
export function registerPlanRoutes(
  app: RouteApp,
  {
    deps,
    billingRepository,
    accountEventsRepository,
  }: { deps: Deps; billingRepository: BillingRepository; accountEventsRepository: AccountEventsRepository },
) {
  const paywallDeps = {
    billingRepository,
    accountEventsRepository,
    credits: deps,
    paywallEnabled: deps.config.paywallEnabled,
  };

  app.route({
    ...apiRoute(billingRoutes.plan),
    config: signedIn(),
    handler: async (request) => getPlan({ billingRepository, account: accountOf(viewerOf(request)) }),
  });

  app.route({
    ...apiRoute(billingRoutes.paywallStatus),
    config: signedIn(),
    handler: async (request) => getPaywallStatus({ ...paywallDeps, account: accountOf(viewerOf(request)) }),
  });

  // testPaywall.debugPaywallStatus: the gates of docs/spec §6 deny premium features while this is true.
  app.route({
    ...apiRoute(billingRoutes.paywallDebug),
    config: signedIn(),
    handler: async (request) => {
      const status = await getPaywallStatus({ ...paywallDeps, account: accountOf(viewerOf(request)) });
      return { shouldSeePaywall: status.paywallEnabled && !status.hasPaidAccount };
    },
  });
}
