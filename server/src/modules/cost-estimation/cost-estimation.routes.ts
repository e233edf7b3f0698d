import { costEstimationRoutes } from '@roomcraft/contracts/cost-estimation-api';
import { rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { createActivityRepository, logActivity, signedIn, viewerOf } from '../accounts';
import { createBillingRepository } from '../billing';
import { createRoomImagesRepository } from '../studio';
import { createCostEstimationRepository } from './cost-estimation.repository';
import {
  getCostEstimation,
  listActiveCostEstimations,
  listCostEstimations,
  previewCostEstimate,
  startCostEstimation,
} from './cost-estimation.usecases';
import { createAnalysisCache, getRoomObjects } from './room-objects.usecases';

/** `/api/cost-estimations[/:id|/active|/preview]`, `/api/rooms/:id/cost-estimations`, `/api/rooms/:id/objects`. */
export const costEstimationsRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const costEstimationRepository = createCostEstimationRepository({ db });
  const roomImagesRepository = createRoomImagesRepository({ db });
  const billingRepository = createBillingRepository({ db });
  const activityRepository = createActivityRepository({ db });
  const analysisCache = createAnalysisCache();
  const { storage } = deps;

  app.route({
    ...apiRoute(costEstimationRoutes.start),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const started = await startCostEstimation({
        viewer: { userId: viewer.userId, isPrivileged: viewer.isSuperAdmin || viewer.isReviewer },
        input: request.body,
        deps,
        roomImagesRepository,
        billingRepository,
        costEstimationRepository,
      });
      await logActivity({
        userId: viewer.userId,
        input: {
          action: 'cost_analysis',
          description: `Asked for a ${request.body.version} cost estimate`,
          metadata: { costEstimationId: started.costEstimationId, roomImageId: request.body.roomImageId },
        },
        userAgent: request.headers['user-agent'],
        activityRepository,
      });
      return started;
    },
  });

  // /budget-planning's live total: the pure estimator, nothing stored or charged; limited like the writes
  // because the page calls it on every (debounced) change.
  app.route({
    ...apiRoute(costEstimationRoutes.preview),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return previewCostEstimate({
        viewer: { userId: viewer.userId, isPrivileged: viewer.isSuperAdmin || viewer.isReviewer },
        project: request.body,
        billingRepository,
      });
    },
  });

  app.route({
    ...apiRoute(costEstimationRoutes.list),
    config: signedIn(),
    handler: async (request) =>
      listCostEstimations({
        userId: viewerOf(request).userId,
        limit: request.query.limit,
        costEstimationRepository,
        roomImagesRepository,
        storage,
      }),
  });

  app.route({
    ...apiRoute(costEstimationRoutes.active),
    config: signedIn(),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listActiveCostEstimations({ userId: viewerOf(request).userId, costEstimationRepository });
    },
  });

  app.route({
    ...apiRoute(costEstimationRoutes.costEstimation),
    config: signedIn(),
    handler: async (request) =>
      getCostEstimation({
        userId: viewerOf(request).userId,
        id: request.params.id,
        costEstimationRepository,
        storage,
      }),
  });

  app.route({
    ...apiRoute(costEstimationRoutes.roomCostEstimations),
    config: signedIn(),
    handler: async (request) =>
      listCostEstimations({
        userId: viewerOf(request).userId,
        limit: request.query.limit,
        roomImageId: request.params.id,
        costEstimationRepository,
        roomImagesRepository,
        storage,
      }),
  });

  // Runs the engine (about a second offline, cached per image): limited like the writes.
  app.route({
    ...apiRoute(costEstimationRoutes.roomObjects),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) =>
      getRoomObjects({
        userId: viewerOf(request).userId,
        roomImageId: request.params.id,
        roomImagesRepository,
        storage,
        engine: deps.engine,
        analysisCache,
      }),
  });
};
