import {
  costEstimateSchema,
  costEstimationActiveResponseSchema,
  costEstimationListResponseSchema,
  costEstimationRoutePatterns,
  costEstimationSchema,
  costEstimationStartRequestSchema,
  costEstimationStartResponseSchema,
  costProjectSchema,
  roomObjectsResponseSchema,
} from '@roomcraft/contracts';
import { z } from 'zod';
import { rateLimit } from '../../kernel/http';
import type { RoutePlugin } from '../../kernel/routes';
import { createActivityRepository, logActivity, signedIn, viewerOf } from '../accounts';
import { createBillingRepository } from '../billing';
import { createRoomsRepository } from '../studio';
import { createCostEstimationRepository } from './cost-estimation.repository';
import {
  getCostEstimation,
  listActiveCostEstimations,
  listCostEstimations,
  previewCostEstimate,
  startCostEstimation,
} from './cost-estimation.usecases';
import { createAnalysisCache, getRoomObjects } from './room-objects.usecases';

const idParams = z.object({ id: z.string().min(1).max(100) });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/** `/api/cost-estimations[/:id|/active|/preview]`, `/api/rooms/:id/cost-estimations`, `/api/rooms/:id/objects`. */
export const costEstimationRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const costEstimationRepository = createCostEstimationRepository({ db });
  const roomsRepository = createRoomsRepository({ db });
  const billingRepository = createBillingRepository({ db });
  const activityRepository = createActivityRepository({ db });
  const analysisCache = createAnalysisCache();
  const { storage } = deps;

  app.post(
    costEstimationRoutePatterns.costEstimations,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: {
        body: costEstimationStartRequestSchema,
        response: { 200: costEstimationStartResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const started = await startCostEstimation({
        viewer: { userId: viewer.userId, isPrivileged: viewer.isSuperAdmin || viewer.isReviewer },
        input: request.body,
        deps,
        roomsRepository,
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
  );

  // /budget-planning's live total: the pure estimator, nothing stored or charged; limited like the writes
  // because the page calls it on every (debounced) change.
  app.post(
    costEstimationRoutePatterns.preview,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: costProjectSchema, response: { 200: costEstimateSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return previewCostEstimate({
        viewer: { userId: viewer.userId, isPrivileged: viewer.isSuperAdmin || viewer.isReviewer },
        project: request.body,
        billingRepository,
      });
    },
  );

  app.get(
    costEstimationRoutePatterns.costEstimations,
    {
      config: signedIn(),
      schema: { querystring: listQuery, response: { 200: costEstimationListResponseSchema } },
    },
    async (request) =>
      listCostEstimations({
        userId: viewerOf(request).userId,
        limit: request.query.limit,
        costEstimationRepository,
        roomsRepository,
        storage,
      }),
  );

  app.get(
    costEstimationRoutePatterns.active,
    { config: signedIn(), schema: { response: { 200: costEstimationActiveResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listActiveCostEstimations({ userId: viewerOf(request).userId, costEstimationRepository });
    },
  );

  app.get(
    costEstimationRoutePatterns.costEstimation,
    { config: signedIn(), schema: { params: idParams, response: { 200: costEstimationSchema } } },
    async (request) =>
      getCostEstimation({
        userId: viewerOf(request).userId,
        id: request.params.id,
        costEstimationRepository,
        storage,
      }),
  );

  app.get(
    costEstimationRoutePatterns.roomCostEstimations,
    {
      config: signedIn(),
      schema: {
        params: idParams,
        querystring: listQuery,
        response: { 200: costEstimationListResponseSchema },
      },
    },
    async (request) =>
      listCostEstimations({
        userId: viewerOf(request).userId,
        limit: request.query.limit,
        roomImageId: request.params.id,
        costEstimationRepository,
        roomsRepository,
        storage,
      }),
  );

  // Runs the engine (about a second offline, cached per image): limited like the writes.
  app.get(
    costEstimationRoutePatterns.roomObjects,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { params: idParams, response: { 200: roomObjectsResponseSchema } },
    },
    async (request) =>
      getRoomObjects({
        userId: viewerOf(request).userId,
        roomImageId: request.params.id,
        roomsRepository,
        storage,
        engine: deps.engine,
        analysisCache,
      }),
  );
};
