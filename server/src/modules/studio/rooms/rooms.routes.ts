import { studioRoutes } from '@roomcraft/contracts/studio';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import { signedIn, viewerOf } from '../../accounts';
import { createIdeasRepository } from '../ideation/ideas.repository';
import { createUploadsRepository } from '../upload/upload.repository';
import { createRoomImageBlobsRepository } from './room-blobs.repository';
import { createRoomImagesRepository } from './rooms.repository';
import {
  createRoomImage,
  warmUpRoomPhoto,
  deleteRoomImage,
  getRoomImage,
  getRoomImageProgress,
  listGallery,
  listRoomImages,
  updateRoomImage,
} from './rooms.usecases';

/** Room images and the gallery: `/api/rooms[/:id[/progress]]`, `/api/gallery`. */
export const roomsRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const roomImagesRepository = createRoomImagesRepository({ db });
  const ideasRepository = createIdeasRepository({ db });
  const uploadsRepository = createUploadsRepository({ db });
  const { storage, events } = deps;

  app.route({
    ...apiRoute(studioRoutes.createRoom),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const created = await createRoomImage({
        userId: viewer.userId,
        input: request.body,
        roomImagesRepository,
        uploadsRepository,
        events,
      });
      // Jobs run in this process: the engine may start on the photo now (never holding up the answer).
      if (deps.config.role === 'all' && deps.config.engineWarmUp === 'on') {
        warmUpRoomPhoto({ storageKey: request.body.storageId, storage, engine: deps.engine }).catch((error) =>
          request.log.warn({ err: error }, 'room photo warm-up failed'),
        );
      }
      return created;
    },
  });

  app.route({
    ...apiRoute(studioRoutes.listRooms),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listRoomImages({
        userId: viewer.userId,
        limit: request.query.limit,
        roomImagesRepository,
        storage,
      });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.room),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return getRoomImage({ userId: viewer.userId, id: request.params.id, roomImagesRepository, storage });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.updateRoom),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return updateRoomImage({
        userId: viewer.userId,
        id: request.params.id,
        input: request.body,
        roomImagesRepository,
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
      return deleteRoomImage({
        userId: viewer.userId,
        id: request.params.id,
        roomImagesRepository,
        ideasRepository,
        roomImageBlobsRepository: createRoomImageBlobsRepository({ db: deps.database.db }),
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
      return getRoomImageProgress({ userId: viewer.userId, id: request.params.id, roomImagesRepository });
    },
  });

  app.route({
    ...apiRoute(studioRoutes.gallery),
    config: signedIn(),
    handler: async (request) => {
      const viewer = viewerOf(request);
      return listGallery({ userId: viewer.userId, query: request.query, roomImagesRepository, storage });
    },
  });
};
