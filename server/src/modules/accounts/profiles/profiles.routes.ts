import { accountLimits, accountRoutes } from '@roomcraft/contracts/accounts';
import { rateLimit, rawBody } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import type { StoragePort } from '../../../providers/storage/storage.port';
import { createAvatarTooLargeError } from '../accounts.errors';
import type { ActivityRepository } from '../activity/activity.repository';
import { signedIn, viewerOf } from '../auth/session';
import { removeAvatar, setAvatar } from './avatar.usecases';
import type { ProfilesRepository } from './profiles.repository';
import { getMe, updateProfile } from './profiles.usecases';

type RouteApp = Parameters<RoutePlugin>[0];

/** `GET /api/me`, `PATCH /api/me/profile`, `POST|DELETE /api/me/avatar`. */
export function registerProfilesRoutes(
  app: RouteApp,
  {
    storage,
    profilesRepository,
    activityRepository,
  }: { storage: StoragePort; profilesRepository: ProfilesRepository; activityRepository: ActivityRepository },
): void {
  app.route({
    ...apiRoute(accountRoutes.me),
    config: signedIn(),
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      reply.header('cache-control', 'no-store');
      return getMe({ userId: viewer.userId, profilesRepository, storage });
    },
  });

  app.route({
    ...apiRoute(accountRoutes.updateProfile),
    config: { ...rateLimit(), ...signedIn() },
    handler: async (request) => {
      const viewer = viewerOf(request);
      return updateProfile({
        userId: viewer.userId,
        input: request.body,
        userAgent: request.headers['user-agent'],
        profilesRepository,
        activityRepository,
        storage,
      });
    },
  });

  // Raw image bodies, in their own context so the catch-all parser applies to these routes only.
  void app.register(async (avatarApp) => {
    avatarApp.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: accountLimits.avatarMaxBytes },
      (_request, body, done) => done(null, body),
    );
    // Say why with the spec's words, before a byte of an oversized body is read.
    avatarApp.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length']);
      if (request.method === 'POST' && length > accountLimits.avatarMaxBytes)
        throw createAvatarTooLargeError({ sizeBytes: length });
    });
    avatarApp.setErrorHandler((error, _request, _reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw createAvatarTooLargeError();
      throw error;
    });

    avatarApp.route({
      ...apiRoute(accountRoutes.uploadAvatar),
      config: { ...rateLimit(), ...signedIn(), ...rawBody(['image/jpeg', 'image/png', 'image/webp']) },
      bodyLimit: accountLimits.avatarMaxBytes,
      handler: async (request) => {
        const viewer = viewerOf(request);
        return setAvatar({
          userId: viewer.userId,
          body: request.body,
          userAgent: request.headers['user-agent'],
          storage,
          profilesRepository,
          activityRepository,
        });
      },
    });

    avatarApp.route({
      ...apiRoute(accountRoutes.removeAvatar),
      config: { ...rateLimit(), ...signedIn() },
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        await removeAvatar({
          userId: viewer.userId,
          userAgent: request.headers['user-agent'],
          profilesRepository,
          activityRepository,
        });
        return reply.code(204).send(null);
      },
    });
  });
}
