import { accountRoutes } from '@roomcraft/contracts/accounts';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import { signedIn, viewerOf } from '../auth/session';
import type { ActivityRepository } from './activity.repository';
import { logActivity } from './activity.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

/** `POST /api/activity` -> 204: the web app reports what the signed-in user did. */
export function registerActivityRoutes(
  app: RouteApp,
  { activityRepository }: { activityRepository: ActivityRepository },
) {
  app.route({
    ...apiRoute(accountRoutes.logActivity),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      await logActivity({
        userId: viewer.userId,
        input: { sessionId: viewer.sessionId, ...request.body },
        userAgent: request.headers['user-agent'],
        activityRepository,
      });
      return reply.code(204).send(null);
    },
  });
}
