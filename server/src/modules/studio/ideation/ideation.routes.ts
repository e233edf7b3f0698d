import { studioRoutes } from '@roomcraft/contracts/studio';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import { createActivityRepository, logActivity, signedIn, viewerOf } from '../../accounts';
import { createRoomImagesRepository } from '../rooms/rooms.repository';
import { createIdeasRepository } from './ideas.repository';
import { startIdeation } from './ideation-start.usecases';
import { createIdeationRepository } from './ideation.repository';
import {
  getIdeation,
  getIdeationProgress,
  listIdeationIdeas,
  listIdeations,
  setIdeaFavorite,
} from './ideation.usecases';

/** Ideation requests and ideas: `/api/ideations[/:id[/progress|/ideas]]`, `/api/ideas/:id/favorite`. */
export const ideationRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const ideationRepository = createIdeationRepository({ db });
  const ideasRepository = createIdeasRepository({ db });
  const roomImagesRepository = createRoomImagesRepository({ db });
  const activityRepository = createActivityRepository({ db });
  const { storage, events } = deps;

  app.route({
    ...apiRoute(studioRoutes.startIdeation),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const started = await startIdeation({
        userId: viewer.userId,
        input: request.body,
        deps,
        roomImagesRepository,
        ideasRepository,
        ideationRepository,
      });
      // The activity log of docs/spec §7 (admins read it per user).
      await logActivity({
        userId: viewer.userId,
        input: {
          action: 'ideation_request',
          description: `Asked for ${request.body.numberOfIdeas} design idea(s)`,
          metadata: { ideationRequestId: started.ideationRequestId, roomImageId: request.body.roomImageId },
        },
        userAgent: request.headers['user-agent'],
        activityRepository,
      });
      return started;
    },
  });

  app.route({
    ...apiRoute(studioRoutes.listIdeations),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listIdeations({
        userId: viewer.userId,
        limit: request.query.limit,
        ideationRepository,
        storage,
      });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.ideation),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return getIdeation({ userId: viewer.userId, id: request.params.id, ideationRepository, storage });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.ideationProgress),
    config: signedIn(),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return getIdeationProgress({ userId: viewer.userId, id: request.params.id, ideationRepository });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.ideationIdeas),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listIdeationIdeas({
        userId: viewer.userId,
        id: request.params.id,
        ideationRepository,
        ideasRepository,
        storage,
      });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.ideaFavorite),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return setIdeaFavorite({
        userId: viewer.userId,
        id: request.params.id,
        isFavorite: request.body.isFavorite,
        ideasRepository,
        roomImagesRepository,
        events,
      });
    },
  });
};
