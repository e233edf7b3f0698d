import {
  detectedObjectsResponseSchema,
  detectObjectsRequestSchema,
  generationRequestSchema,
  generationRoutePatterns,
  generationStartResponseSchema,
} from '@roomcraft/contracts/generations';
import { rateLimit } from '../../../kernel/http';
import type { RoutePlugin } from '../../../kernel/routes';
import { signedIn, viewerOf } from '../../accounts';
import { createRoomsRepository } from '../rooms/rooms.repository';
import { createGenerationsRepository } from './generations.repository';
import { detectObjects, startGeneration } from './generations.usecases';

/** Single-image generations: `POST /api/generations`, `POST /api/generations/detect-objects`. */
export const generationsRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const roomsRepository = createRoomsRepository({ db });
  const generationsRepository = createGenerationsRepository({ db });

  app.post(
    generationRoutePatterns.generations,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: generationRequestSchema, response: { 200: generationStartResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return startGeneration({
        userId: viewer.userId,
        input: request.body,
        deps,
        roomsRepository,
        generationsRepository,
      });
    },
  );

  app.post(
    generationRoutePatterns.detectObjects,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: detectObjectsRequestSchema, response: { 200: detectedObjectsResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return detectObjects({
        userId: viewer.userId,
        roomImageId: request.body.roomImageId,
        from: request.body.from,
        deps,
        roomsRepository,
      });
    },
  );
};
