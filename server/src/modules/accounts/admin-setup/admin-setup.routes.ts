import { accountRoutes } from '@roomcraft/contracts/accounts';
import type { Logger } from 'pino';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import { signedIn, viewerOf } from '../auth/session';
import type { ProfilesRepository } from '../profiles/profiles.repository';
import type { AdminSetupRepository } from './admin-setup.repository';
import { completeAdminSetup, getAdminSetupStatus } from './admin-setup.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

/** `GET /api/admin-setup` -> `{ isSetupDone }`; `POST /api/admin-setup` `{ token }` (signed in, verified). */
export function registerAdminSetupRoutes(
  app: RouteApp,
  {
    adminSetupRepository,
    profilesRepository,
    logger,
    rateLimitMax,
  }: {
    adminSetupRepository: AdminSetupRepository;
    profilesRepository: ProfilesRepository;
    logger: Logger;
    rateLimitMax: number;
  },
): void {
  app.route({
    ...apiRoute(accountRoutes.adminSetupStatus),
    handler: async () => getAdminSetupStatus({ profilesRepository }),
  });

  app.route({
    ...apiRoute(accountRoutes.completeAdminSetup),
    config: { ...rateLimit({ max: rateLimitMax }), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return completeAdminSetup({
        userId: viewer.userId,
        token: request.body.token,
        adminSetupRepository,
        profilesRepository,
        logger,
      });
    },
  });
}
