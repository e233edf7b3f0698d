import { studioRoutes } from '@roomcraft/contracts/studio';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
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

/** Room images and the gallery: `/api/rooms[/:id[/progress]]`, `/api/gallery`. */
export const roomsRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const roomsRepository = createRoomsRepository({ db });
  const ideasRepository = createIdeasRepository({ db });
  const uploadsRepository = createUploadsRepository({ db });
  const { storage, events } = deps;

  app.route({
    ...apiRoute(studioRoutes.createRoom),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return createRoom({
        userId: viewer.userId,
        input: request.body,
        roomsRepository,
        uploadsRepository,
        events,
      });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.listRooms),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listRooms({ userId: viewer.userId, limit: request.query.limit, roomsRepository, storage });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.room),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return getRoom({ userId: viewer.userId, id: request.params.id, roomsRepository, storage });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.updateRoom),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
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
  });

  app.route({
    ...apiRoute(studioRoutes.deleteRoom),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
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
  });

  app.route({
    ...apiRoute(studioRoutes.roomProgress),
    config: signedIn(),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return getRoomProgress({ userId: viewer.userId, id: request.params.id, roomsRepository });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.gallery),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listGallery({ userId: viewer.userId, query: request.query, roomsRepository, storage });
    },
  });
};
