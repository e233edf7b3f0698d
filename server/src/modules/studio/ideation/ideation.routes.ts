import {
  favoriteRequestSchema,
  favoriteResponseSchema,
  ideaListResponseSchema,
  ideationListResponseSchema,
  ideationProgressSchema,
  ideationRequestSchema,
  ideationStartRequestSchema,
  ideationStartResponseSchema,
  studioIdSchema,
  studioRoutePatterns,
} from '@roomcraft/contracts/studio';
import { z } from 'zod';
import { rateLimit } from '../../../kernel/http';
import type { RoutePlugin } from '../../../kernel/routes';
import { createActivityRepository, logActivity, signedIn, viewerOf } from '../../accounts';
import { createRoomsRepository } from '../rooms/rooms.repository';
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

const idParams = z.object({ id: studioIdSchema });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** Ideation requests and ideas: `/api/ideations[/:id[/progress|/ideas]]`, `/api/ideas/:id/favorite`. */
export const ideationRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const ideationRepository = createIdeationRepository({ db });
  const ideasRepository = createIdeasRepository({ db });
  const roomsRepository = createRoomsRepository({ db });
  const activityRepository = createActivityRepository({ db });
  const { storage, events } = deps;

  app.post(
    studioRoutePatterns.ideations,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: ideationStartRequestSchema, response: { 200: ideationStartResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const started = await startIdeation({
        userId: viewer.userId,
        input: request.body,
        deps,
        roomsRepository,
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
  );

  app.get(
    studioRoutePatterns.ideations,
    { config: signedIn(), schema: { querystring: listQuery, response: { 200: ideationListResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return listIdeations({
        userId: viewer.userId,
        limit: request.query.limit,
        ideationRepository,
        storage,
      });
    },
  );

  app.get(
    studioRoutePatterns.ideation,
    { config: signedIn(), schema: { params: idParams, response: { 200: ideationRequestSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return getIdeation({ userId: viewer.userId, id: request.params.id, ideationRepository, storage });
    },
  );

  app.get(
    studioRoutePatterns.ideationProgress,
    { config: signedIn(), schema: { params: idParams, response: { 200: ideationProgressSchema } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return getIdeationProgress({ userId: viewer.userId, id: request.params.id, ideationRepository });
    },
  );

  app.get(
    studioRoutePatterns.ideationIdeas,
    { config: signedIn(), schema: { params: idParams, response: { 200: ideaListResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return listIdeationIdeas({
        userId: viewer.userId,
        id: request.params.id,
        ideationRepository,
        ideasRepository,
        storage,
      });
    },
  );

  app.post(
    studioRoutePatterns.ideaFavorite,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { params: idParams, body: favoriteRequestSchema, response: { 200: favoriteResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return setIdeaFavorite({
        userId: viewer.userId,
        id: request.params.id,
        isFavorite: request.body.isFavorite,
        ideasRepository,
        roomsRepository,
        events,
      });
    },
  );
};
