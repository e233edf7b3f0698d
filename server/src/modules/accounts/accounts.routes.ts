import fp from 'fastify-plugin';
import type { RoutePlugin } from '../../kernel/routes';
import { createAccountEventsRepository } from './account-events/account-events.repository';
import { createActivityRepository } from './activity/activity.repository';
import { registerActivityRoutes } from './activity/activity.routes';
import { createAdminSetupRepository } from './admin-setup/admin-setup.repository';
import { registerAdminSetupRoutes } from './admin-setup/admin-setup.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { createViewerResolver, decorateViewerResolver, registerAuthHook } from './auth/session';
import { createSessionRepository } from './auth/session.repository';
import { createThrottleRepository } from './auth/throttle.repository';
import { createLegacyRepository } from './legacy/legacy.repository';
import { registerLegacyRoutes } from './legacy/legacy.routes';
import { createProfilesRepository } from './profiles/profiles.repository';
import { registerProfilesRoutes } from './profiles/profiles.routes';

/**
 * Accounts: better-auth under /api/auth, /api/me, profiles, activity, admin setup and the legacy upgrade.
 * Wrapped with fastify-plugin so the session resolver it decorates reaches every route module registered
 * after it (`config: signedIn()` on any feature's route, then `viewerOf(request)`). The first-admin setup is
 * prepared at start (app/startup.ts): registering routes only registers routes.
 */
const accountsPlugin: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const profilesRepository = createProfilesRepository({ db });
  const activityRepository = createActivityRepository({ db });
  const throttleRepository = createThrottleRepository({ db });
  const adminSetupRepository = createAdminSetupRepository({ db });

  decorateViewerResolver(
    app,
    createViewerResolver({
      auth: deps.auth,
      profilesRepository,
      sessionRepository: createSessionRepository({ db }),
    }),
  );
  registerAuthHook(app);

  registerAuthRoutes(app, {
    auth: deps.auth,
    config: deps.config,
    throttleRepository,
    activityRepository,
    logger: deps.logger,
  });
  registerProfilesRoutes(app, { storage: deps.storage, profilesRepository, activityRepository });
  registerActivityRoutes(app, { activityRepository });
  registerAdminSetupRoutes(app, {
    adminSetupRepository,
    profilesRepository,
    logger: deps.logger,
    rateLimitMax: deps.config.authRateLimitMax,
  });
  registerLegacyRoutes(app, {
    auth: deps.auth,
    config: deps.config,
    legacyRepository: createLegacyRepository({ db }),
    profilesRepository,
    accountEventsRepository: createAccountEventsRepository({ db }),
    activityRepository,
    throttleRepository,
    logger: deps.logger,
  });
};

export const accountsRoutes: RoutePlugin = fp(accountsPlugin, { name: 'accounts' });
