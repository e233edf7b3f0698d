import type { RoutePlugin } from '../../kernel/routes';
import { generationsRoutes } from './generations/generations.routes';
import { ideationRoutes } from './ideation/ideation.routes';
import { roomsRoutes } from './rooms/rooms.routes';
import { uploadRoutes } from './upload/upload.routes';

/** The studio's HTTP API (api.md): upload, room images, gallery, ideations and ideas. */
export const studioRoutes: RoutePlugin = async (app, options) => {
  await uploadRoutes(app, options);
  await roomsRoutes(app, options);
  await ideationRoutes(app, options);
  await generationsRoutes(app, options);
};
