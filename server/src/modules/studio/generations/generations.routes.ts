import {
  furniturePictureSize,
  generationRoutes,
  processingPriorityRank,
} from '@roomcraft/contracts/generations';
import { createNotFoundError } from '../../../kernel/errors';
import { rateLimit } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import { signedIn, viewerOf, type Viewer } from '../../accounts';
import { createBillingRepository, getPlan } from '../../billing';
import { downloadRoomImage } from './downloads.usecases';
import { createRoomImagesRepository } from '../rooms/rooms.repository';
import { createGenerationsRepository } from './generations.repository';
import { detectObjects, startGeneration } from './generations.usecases';

/**
 * Single-image generations: `POST /api/generations`, `POST /api/generations/detect-objects`, downloads,
 * and the compose catalogue's pictures.
 */
export const generationsRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  const roomImagesRepository = createRoomImagesRepository({ db });
  const generationsRepository = createGenerationsRepository({ db });
  const billingRepository = createBillingRepository({ db });
  // The plan's features (spec §3): processing priority, watermark and download sizes.
  const featuresOf = async (viewer: Viewer) =>
    (
      await getPlan({
        billingRepository,
        account: { userId: viewer.userId, isPrivileged: viewer.isSuperAdmin || viewer.isReviewer },
      })
    ).features;

  app.route({
    ...apiRoute(generationRoutes.start),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      const features = await featuresOf(viewer);
      const input =
        // Plans with the watermark feature always carry the "Virtually staged" disclosure.
        request.body.mode === 'virtual-staging' && features.watermark
          ? { ...request.body, disclosure: true }
          : request.body;
      return startGeneration({
        userId: viewer.userId,
        input,
        priority: processingPriorityRank[features.processingPriority],
        deps,
        roomImagesRepository,
        generationsRepository,
      });
    },
  });

  app.route({
    ...apiRoute(generationRoutes.detectObjects),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return detectObjects({
        userId: viewer.userId,
        roomImageId: request.body.roomImageId,
        from: request.body.from,
        deps,
        roomImagesRepository,
      });
    },
  });

  app.route({
    ...apiRoute(generationRoutes.download),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const { png, watermarked } = await downloadRoomImage({
        userId: viewer.userId,
        id: request.params.id,
        size: request.query.quality,
        features: await featuresOf(viewer),
        deps,
        roomImagesRepository,
      });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="room-design-${Date.now()}.png"`)
        .header('x-roomcraft-watermark', watermarked ? 'on' : 'off')
        .send(png);
    },
  });

  app.route({
    ...apiRoute(generationRoutes.furniturePicture),
    handler: async (request, reply) => {
      const png = await deps.engine.furniturePicture?.({
        itemId: request.params.itemId,
        designStyle: request.query.style,
        size: furniturePictureSize,
      });
      if (!png) throw createNotFoundError({ message: 'No such furniture item.' });
      // The same item and style always draw the same picture (until a release changes the renderer).
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(png));
    },
  });
};
