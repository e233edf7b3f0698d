import type { RoutePlugin } from '../../kernel/routes';
import { createBillingRepository, getPlan } from '../billing';
import { createIdeasRepository, createIdeationRepository, createRoomsRepository } from '../studio';
import { registerProjectRoutes } from './projects.routes';
import type { SharingRouteContext } from './sharing.context';
import { createSharingRepository } from './sharing.repository';
import { registerShareRoutes } from './shares.routes';

/** Share links and projects (issue 15, ADR 022). */
export const sharingRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const billingRepository = createBillingRepository({ db });
  const context: SharingRouteContext = {
    deps,
    sharingRepository: createSharingRepository({ db }),
    studio: {
      roomsRepository: createRoomsRepository({ db }),
      ideasRepository: createIdeasRepository({ db }),
      ideationRepository: createIdeationRepository({ db }),
    },
    async featuresOf(viewer) {
      const plan = await getPlan({
        billingRepository,
        account: { userId: viewer.userId, isPrivileged: viewer.isSuperAdmin || viewer.isReviewer },
      });
      return plan.features;
    },
  };
  registerShareRoutes(app, context);
  registerProjectRoutes(app, context);
};
