import type { RoutePlugin } from '../../kernel/routes';
import { registerCollaborationRoutes } from './collaboration.routes';
import { createProfilesRepository, type Viewer } from '../accounts';
import { createBillingRepository, getPlan } from '../billing';
import { createCostEstimationRepository } from '../cost-estimation';
import { createFloorPlansRepository } from '../floor-plans';
import { createIdeasRepository, createIdeationRepository, createRoomImagesRepository } from '../studio';
import { registerProjectRoutes } from './projects.routes';
import type { SharingRouteContext } from './sharing.context';
import { createSharingRepository } from './sharing.repository';
import { registerShareRoutes } from './shares.routes';

/** Share links and projects (issue 15, ADR 022). */
export const sharingRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const billingRepository = createBillingRepository({ db });
  const profilesRepository = createProfilesRepository({ db });
  const featuresFor = async (userId: string, isPrivileged: boolean) =>
    (await getPlan({ billingRepository, account: { userId, isPrivileged } })).features;
  const context: SharingRouteContext = {
    deps,
    sharingRepository: createSharingRepository({ db }),
    studio: {
      roomsRepository: createRoomImagesRepository({ db }),
      ideasRepository: createIdeasRepository({ db }),
      ideationRepository: createIdeationRepository({ db }),
    },
    floorPlansRepository: createFloorPlansRepository({ db }),
    costEstimationRepository: createCostEstimationRepository({ db }),
    featuresOf: (viewer: Viewer) => featuresFor(viewer.userId, viewer.isSuperAdmin || viewer.isReviewer),
    async featuresOfUser(userId) {
      const { role } = await profilesRepository.findRole({ userId });
      return featuresFor(userId, role === 'reviewer' || role === 'super_admin');
    },
    async nameOf(userId) {
      const { user, profile } = await profilesRepository.findUserWithProfile({ userId });
      return profile?.displayName || profile?.firstName || user?.name?.split(' ')[0] || 'Designer';
    },
  };
  registerShareRoutes(app, context);
  registerProjectRoutes(app, context);
  registerCollaborationRoutes(app, context);
};
