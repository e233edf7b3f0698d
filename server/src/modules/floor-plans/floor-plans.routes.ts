import { floorPlanRoutes } from '@roomcraft/contracts/floor-plans';
import { rateLimit } from '../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../kernel/routes';
import { signedIn, viewerOf } from '../accounts';
import { createUploadsRepository } from '../studio';
import { createFloorPlansRepository } from './floor-plans.repository';
import {
  correctFloorPlan,
  getFloorPlan,
  getFloorPlanProgress,
  listFloorPlanIdeas,
  listFloorPlans,
  setFloorPlanIdeaFavorite,
  startFloorPlan,
} from './floor-plans.usecases';

/** Floor plans (api.md): `/api/floor-plans[/:id[/progress|/ideas]]`, `/api/floor-plan-ideas/:id/favorite`. */
export const floorPlansRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const floorPlansRepository = createFloorPlansRepository({ db });
  const uploadsRepository = createUploadsRepository({ db });
  const { storage, events } = deps;

  app.route({
    ...apiRoute(floorPlanRoutes.start),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const started = await startFloorPlan({
        userId: viewer.userId,
        input: request.body,
        deps,
        uploadsRepository,
        floorPlansRepository,
      });
      return started;
    },
  });

  app.route({
    ...apiRoute(floorPlanRoutes.list),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listFloorPlans({
        userId: viewer.userId,
        limit: request.query.limit,
        floorPlansRepository,
        storage,
      });
    },
  });

  app.route({
    ...apiRoute(floorPlanRoutes.floorPlan),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return getFloorPlan({ userId: viewer.userId, id: request.params.id, floorPlansRepository, storage });
    },
  });

  app.route({
    ...apiRoute(floorPlanRoutes.correct),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return correctFloorPlan({
        userId: viewer.userId,
        id: request.params.id,
        correction: request.body,
        floorPlansRepository,
        storage,
        events,
      });
    },
  });

  app.route({
    ...apiRoute(floorPlanRoutes.progress),
    config: signedIn(),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return getFloorPlanProgress({ userId: viewer.userId, id: request.params.id, floorPlansRepository });
    },
  });

  app.route({
    ...apiRoute(floorPlanRoutes.ideas),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listFloorPlanIdeas({ userId: viewer.userId, id: request.params.id, floorPlansRepository });
    },
  });

  app.route({
    ...apiRoute(floorPlanRoutes.ideaFavorite),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return setFloorPlanIdeaFavorite({
        userId: viewer.userId,
        id: request.params.id,
        isFavorite: request.body.isFavorite,
        floorPlansRepository,
        events,
      });
    },
  });
};
