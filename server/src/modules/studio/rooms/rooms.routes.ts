import {
  createRoomRequestSchema,
  createRoomResponseSchema,
  galleryQuerySchema,
  galleryResponseSchema,
  generationProgressSchema,
  roomImageSchema,
  roomListQuerySchema,
  roomListResponseSchema,
  studioIdSchema,
  studioRoutePatterns,
  updateRoomRequestSchema,
} from '@roomcraft/contracts/studio';
import { z } from 'zod';
import { rateLimit } from '../../../kernel/http';
import type { RoutePlugin } from '../../../kernel/routes';
import { signedIn, viewerOf } from '../../accounts';
import { createIdeasRepository } from '../ideation/ideas.repository';
import { createUploadsRepository } from '../upload/upload.repository';
import { createRoomBlobsRepository } from './room-blobs.repository';
import { createRoomsRepository } from './rooms.repository';
import {
  createRoom,
  deleteRoom,
  getRoom,
  getRoomProgress,
  listGallery,
  listRooms,
  updateRoom,
} from './rooms.usecases';

const idParams = z.object({ id: studioIdSchema });

/** Room images and the gallery: `/api/rooms[/:id[/progress]]`, `/api/gallery`. */
export const roomsRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const roomsRepository = createRoomsRepository({ db });
  const ideasRepository = createIdeasRepository({ db });
  const uploadsRepository = createUploadsRepository({ db });
  const { storage, events } = deps;

  app.post(
    studioRoutePatterns.rooms,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { body: createRoomRequestSchema, response: { 200: createRoomResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return createRoom({
        userId: viewer.userId,
        input: request.body,
        roomsRepository,
        uploadsRepository,
        events,
      });
    },
  );

  app.get(
    studioRoutePatterns.rooms,
    {
      config: signedIn(),
      schema: { querystring: roomListQuerySchema, response: { 200: roomListResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return listRooms({ userId: viewer.userId, limit: request.query.limit, roomsRepository, storage });
    },
  );

  app.get(
    studioRoutePatterns.room,
    { config: signedIn(), schema: { params: idParams, response: { 200: roomImageSchema } } },
    async (request) => {
      const viewer = viewerOf(request);
      return getRoom({ userId: viewer.userId, id: request.params.id, roomsRepository, storage });
    },
  );

  app.patch(
    studioRoutePatterns.room,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { params: idParams, body: updateRoomRequestSchema, response: { 200: roomImageSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return updateRoom({
        userId: viewer.userId,
        id: request.params.id,
        input: request.body,
        roomsRepository,
        ideasRepository,
        storage,
        events,
      });
    },
  );

  app.delete(
    studioRoutePatterns.room,
    {
      config: { ...rateLimit(), ...signedIn() },
      schema: { params: idParams, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return deleteRoom({
        userId: viewer.userId,
        id: request.params.id,
        roomsRepository,
        ideasRepository,
        roomBlobsRepository: createRoomBlobsRepository({ db: deps.database.db }),
        storage,
        events,
        logger: deps.logger,
      });
    },
  );

  app.get(
    studioRoutePatterns.roomProgress,
    { config: signedIn(), schema: { params: idParams, response: { 200: generationProgressSchema } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return getRoomProgress({ userId: viewer.userId, id: request.params.id, roomsRepository });
    },
  );

  app.get(
    studioRoutePatterns.gallery,
    {
      config: signedIn(),
      schema: { querystring: galleryQuerySchema, response: { 200: galleryResponseSchema } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return listGallery({ userId: viewer.userId, query: request.query, roomsRepository, storage });
    },
  );
};
