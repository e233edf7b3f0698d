import sharp, { type Sharp } from 'sharp';
import { studioLimits, type UploadResponse } from '@roomcraft/contracts/studio';
import { isAppError } from '../../../kernel/errors';
import type { StoragePort } from '../../../providers/storage/storage.port';
import {
  createUploadEmptyError,
  createUploadTooLargeError,
  createUploadUnreadableError,
  createUploadUnsupportedError,
} from '../studio.errors';
import { signedUrl } from '../studio.urls';
import type { UploadsRepository } from './upload.repository';
import { orientedSize, scaledDownFrom, sniffImageType, type UploadMediaType } from './upload.models';

// A 7 MB file can still claim a huge bitmap; past ~120 megapixels it is refused instead of decoded.
const maxInputPixels = 120_000_000;

/** Re-encodes in the uploaded format: metadata (EXIF, GPS, XMP) is dropped because sharp keeps none. */
function encode(image: Sharp, mediaType: UploadMediaType): Sharp {
  if (mediaType === 'image/jpeg') return image.jpeg({ quality: 90 });
  if (mediaType === 'image/png') return image.png({ compressionLevel: 6 });
  return image.webp({ quality: 90 });
}

/**
 * Stores an uploaded room photo: the bytes must BE a JPEG, PNG or WebP (whatever the request said), at most
 * 7 MB. The stored image is upright (EXIF orientation applied), without metadata, at most 4096 px on its
 * long side, in its own format; a 480 px WebP thumbnail is stored beside it. The upload is recorded for
 * the user, so only they can make a room from its storage id.
 */
export async function uploadRoomImage({
  userId,
  body,
  storage,
  uploadsRepository,
}: {
  userId: string;
  body: unknown;
  storage: StoragePort;
  uploadsRepository: UploadsRepository;
}): Promise<UploadResponse> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw createUploadEmptyError();
  if (body.length > studioLimits.uploadMaxBytes) throw createUploadTooLargeError({ bytes: body.length });
  const mediaType = sniffImageType(body);
  if (!mediaType) throw createUploadUnsupportedError();

  let stored: { image: Buffer; width: number; height: number; thumbnail: Buffer };
  let uploadedSize: { width: number; height: number };
  try {
    const input = sharp(body, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const metadata = await input.metadata();
    // The magic bytes and the decoder must agree (a PNG signature on a JPEG body is a corrupt file).
    if (`image/${metadata.format}` !== mediaType) throw createUploadUnsupportedError();
    uploadedSize = orientedSize({
      width: metadata.width,
      height: metadata.height,
      orientation: metadata.orientation,
    });
    const side = studioLimits.uploadMaxDimension;
    const thumbSide = studioLimits.thumbnailSizePx;
    // Both outputs decode the input on their own, in parallel (JPEG shrink-on-load keeps the thumbnail cheap).
    const [main, thumbnail] = await Promise.all([
      encode(
        input.clone().rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true }),
        mediaType,
      ).toBuffer({ resolveWithObject: true }),
      input
        .clone()
        .rotate()
        .resize({ width: thumbSide, height: thumbSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ]);
    stored = { image: main.data, width: main.info.width, height: main.info.height, thumbnail };
  } catch (error) {
    if (isAppError(error)) throw error;
    // sharp throws on bytes it cannot decode (truncated, corrupt): the upload's fault, not the server's.
    throw createUploadUnreadableError(error);
  }

  const [image, thumbnail] = await Promise.all([
    storage.putObject({ body: stored.image, contentType: mediaType }),
    storage.putObject({ body: stored.thumbnail, contentType: 'image/webp' }),
  ]);
  await uploadsRepository.record({
    userId,
    storageKey: image.key,
    thumbnailKey: thumbnail.key,
    width: stored.width,
    height: stored.height,
    mediaType,
    bytes: image.size,
  });
  return {
    url: await signedUrl(storage, image.key),
    storageId: image.key,
    thumbnailUrl: await signedUrl(storage, thumbnail.key),
    width: stored.width,
    height: stored.height,
    mediaType,
    bytes: image.size,
    scaledDownFrom: scaledDownFrom(uploadedSize),
  };
}
