import { accountRoutes } from '@roomcraft/contracts/accounts';
import type { Logger } from 'pino';
import type { Config } from '../../../kernel/config';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import type { AccountEventsRepository } from '../account-events/account-events.repository';
import type { ActivityRepository } from '../activity/activity.repository';
import { logActivity } from '../activity/activity.usecases';
import type { AccountsAuth } from '../auth/auth.instance';
import { withSessionHint } from '../auth/auth-proxy';
import type { ThrottleRepository } from '../auth/throttle.repository';
import type { ProfilesRepository } from '../profiles/profiles.repository';
import type { LegacyRepository } from './legacy.repository';
import { completeMigration, legacySignIn, startMigration } from './legacy.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

/** The legacy-account upgrade: sign in with the old password, create the new account, verify the code. */
export function registerLegacyRoutes(
  app: RouteApp,
  deps: {
    auth: AccountsAuth;
    config: Pick<Config, 'authRateLimitMax' | 'authLockoutThreshold'>;
    legacyRepository: LegacyRepository;
    profilesRepository: ProfilesRepository;
    accountEventsRepository: AccountEventsRepository;
    activityRepository: ActivityRepository;
    throttleRepository: ThrottleRepository;
    logger: Logger;
  },
): void {
  const limited = rateLimit({ max: deps.config.authRateLimitMax });

  app.route({
    ...apiRoute(accountRoutes.legacySignIn),
    config: limited,
    handler: async (request) =>
      legacySignIn({
        ...request.body,
        legacyRepository: deps.legacyRepository,
        throttleRepository: deps.throttleRepository,
        lockoutThreshold: deps.config.authLockoutThreshold,
      }),
  });

  app.route({
    ...apiRoute(accountRoutes.startMigration),
    config: limited,
    handler: async (request) => startMigration({ ...request.body, ...deps }),
  });

  app.route({
    ...apiRoute(accountRoutes.verifyMigration),
    config: limited,
    handler: async (request, reply) => {
      const { userId, headers } = await completeMigration({ ...request.body, ...deps });
      const cookies = withSessionHint(headers.getSetCookie());
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      await logActivity({
        userId,
        input: { action: 'login', description: 'Signed in after upgrading a legacy account' },
        userAgent: request.headers['user-agent'],
        activityRepository: deps.activityRepository,
      });
      return { success: true as const };
    },
  });
}
