import { studioLimits, studioRoutes } from '@roomcraft/contracts/studio';
import { rateLimit, rawBody } from '../../../kernel/http';
import { apiRoute, type RoutePlugin } from '../../../kernel/routes';
import { createActivityRepository, logActivity, signedIn, viewerOf } from '../../accounts';
import { createUploadTooLargeError } from '../studio.errors';
import { createUploadsRepository } from './upload.repository';
import { uploadRoomImage } from './upload.usecases';

// Room for a few bytes of framing over the limit: the exact 7 MB check with the real size is the use
// case's; this only stops the parser from buffering far more than that.
const uploadBodyLimit = studioLimits.uploadMaxBytes + 64 * 1024;

/** `POST /api/upload-image`: the raw image as the body, whatever its Content-Type says. */
export const uploadRoutes: RoutePlugin = async (app, { deps }) => {
  const uploadsRepository = createUploadsRepository({ db: deps.database.db });
  const activityRepository = createActivityRepository({ db: deps.database.db });

  // Its own context, so the catch-all body parser applies to this route only.
  await app.register(async (uploadApp) => {
    // The JSON and text parsers would turn some bodies into strings: here every body is raw bytes.
    uploadApp.removeAllContentTypeParsers();
    uploadApp.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: uploadBodyLimit },
      (_request, body, done) => done(null, body),
    );
    // Signed in first (the route's auth config, an earlier onRequest hook), then the size from
    // Content-Length: a 40 MB upload is answered with the spec's message before a byte of it is read.
    uploadApp.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length']);
      if (length > studioLimits.uploadMaxBytes) throw createUploadTooLargeError({ bytes: length });
    });
    uploadApp.setErrorHandler((error) => {
      // A chunked body (no Content-Length) that outgrows the limit while being read.
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw createUploadTooLargeError({ bytes: uploadBodyLimit });
      throw error;
    });

    uploadApp.route({
      ...apiRoute(studioRoutes.upload),
      config: { ...rateLimit(), ...signedIn(), ...rawBody(['image/jpeg', 'image/png', 'image/webp']) },
      bodyLimit: uploadBodyLimit,
      handler: async (request) => {
        const viewer = viewerOf(request);
        const upload = await uploadRoomImage({
          userId: viewer.userId,
          body: request.body,
          storage: deps.storage,
          uploadsRepository,
        });
        // The activity log of docs/spec §7 (admins read it per user).
        await logActivity({
          userId: viewer.userId,
          input: {
            action: 'image_upload',
            description: `Uploaded a ${upload.width}x${upload.height} image`,
            metadata: { storageId: upload.storageId, bytes: upload.bytes, mediaType: upload.mediaType },
          },
          userAgent: request.headers['user-agent'],
          activityRepository,
        });
        return upload;
      },
    });
  });
};
