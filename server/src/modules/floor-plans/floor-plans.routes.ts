import {
  floorPlanCorrectionSchema,
  floorPlanFavoriteRequestSchema,
  floorPlanFavoriteResponseSchema,
  floorPlanIdeaListResponseSchema,
  floorPlanLimits,
  floorPlanListResponseSchema,
  floorPlanProgressSchema,
  floorPlanRequestSchema,
  floorPlanRoutePatterns,
  floorPlanStartRequestSchema,
  floorPlanStartResponseSchema,
} from '@roomcraft/contracts/floor-plans';
import { studioIdSchema } from '@roomcraft/contracts/studio';
import { z } from 'zod';
import { rateLimit } from '../../kernel/http';
import type { RoutePlugin } from '../../kernel/routes';
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

const idParams = z.object({ id: studioIdSchema });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(floorPlanLimits.recentLimit),
});

/** Floor plans (api.md): `/api/floor-plans[/:id[/progress|/ideas]]`, `/api/floor-plan-ideas/:id/favorite`. */
export const floorPlansRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const floorPlansRepository = createFloorPlansRepository({ db });
  const uploadsRepository = createUploadsRepository({ db });
  const { storage, events } = deps;

  app.post(
    floorPlanRoutePatterns.floorPlans,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: floorPlanStartRequestSchema, response: { 200: floorPlanStartResponseSchema } },
    },
    async (request) => {
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
  );

  app.get(
    floorPlanRoutePatterns.floorPlans,
    {
      config: signedIn(),
      schema: { querystring: listQuery, response: { 200: floorPlanListResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return listFloorPlans({
        userId: viewer.userId,
        limit: request.query.limit,
        floorPlansRepository,
        storage,
      });
    },
  );

  app.get(
    floorPlanRoutePatterns.floorPlan,
    { config: signedIn(), schema: { params: idParams, response: { 200: floorPlanRequestSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return getFloorPlan({ userId: viewer.userId, id: request.params.id, floorPlansRepository, storage });
    },
  );

  app.patch(
    floorPlanRoutePatterns.floorPlan,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: {
        params: idParams,
        body: floorPlanCorrectionSchema,
        response: { 200: floorPlanRequestSchema },
      },
    },
    async (request) => {
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
  );

  app.get(
    floorPlanRoutePatterns.floorPlanProgress,
    { config: signedIn(), schema: { params: idParams, response: { 200: floorPlanProgressSchema } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return getFloorPlanProgress({ userId: viewer.userId, id: request.params.id, floorPlansRepository });
    },
  );

  app.get(
    floorPlanRoutePatterns.floorPlanIdeas,
    { config: signedIn(), schema: { params: idParams, response: { 200: floorPlanIdeaListResponseSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return listFloorPlanIdeas({ userId: viewer.userId, id: request.params.id, floorPlansRepository });
    },
  );

  app.post(
    floorPlanRoutePatterns.floorPlanIdeaFavorite,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: {
        params: idParams,
        body: floorPlanFavoriteRequestSchema,
        response: { 200: floorPlanFavoriteResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return setFloorPlanIdeaFavorite({
        userId: viewer.userId,
        id: request.params.id,
        isFavorite: request.body.isFavorite,
        floorPlansRepository,
        events,
      });
    },
  );
};
