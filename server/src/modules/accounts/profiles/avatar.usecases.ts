import sharp from 'sharp';
import { accountLimits, type AvatarResponse } from '@roomcraft/contracts/accounts';
import type { StoragePort } from '../../../providers/storage/storage.port';
import { createAvatarTooLargeError, createAvatarUnsupportedError } from '../accounts.errors';
import type { ActivityRepository } from '../activity/activity.repository';
import { logActivity } from '../activity/activity.usecases';
import type { ProfilesRepository } from './profiles.repository';
import { getMe } from './profiles.usecases';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
// A 7 MB file can still decode to a huge bitmap; refuse anything past ~50 megapixels.
const maxInputPixels = 50_000_000;

/**
 * Stores a new avatar: the bytes must BE a JPEG, PNG or WebP image (whatever the request claimed); it is
 * turned upright, cropped to a 256x256 WebP and written without metadata (EXIF, GPS, ICC are dropped).
 */
export async function setAvatar({
  userId,
  body,
  userAgent,
  storage,
  profilesRepository,
  activityRepository,
}: {
  userId: string;
  body: unknown;
  userAgent: string | undefined;
  storage: StoragePort;
  profilesRepository: ProfilesRepository;
  activityRepository: ActivityRepository;
}): Promise<AvatarResponse> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw createAvatarUnsupportedError();
  if (body.length > accountLimits.avatarMaxBytes) throw createAvatarTooLargeError({ sizeBytes: body.length });
  let webp: Buffer;
  try {
    const image = sharp(body, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !acceptedFormats.has(format)) throw createAvatarUnsupportedError();
    webp = await image
      .rotate()
      .resize(accountLimits.avatarSizePx, accountLimits.avatarSizePx, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    // sharp throws on bytes it cannot read: that is an unsupported upload, not a server fault.
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw createAvatarUnsupportedError();
  }
  const stored = await storage.putObject({ body: webp, contentType: 'image/webp' });
  await getMe({ userId, profilesRepository, storage });
  await profilesRepository.updateProfile({ userId, changes: { avatarKey: stored.key } });
  await logActivity({
    userId,
    input: { action: 'profile_update', description: 'Avatar changed', metadata: { fields: ['avatar'] } },
    userAgent,
    activityRepository,
  });
  const { profile } = await getMe({ userId, profilesRepository, storage });
  return { avatarUrl: profile.avatarUrl ?? '' };
}

/** Removes the avatar from the profile. The stored object stays: keys are shared by identical bytes. */
export async function removeAvatar({
  userId,
  userAgent,
  profilesRepository,
  activityRepository,
}: {
  userId: string;
  userAgent: string | undefined;
  profilesRepository: ProfilesRepository;
  activityRepository: ActivityRepository;
}): Promise<void> {
  await profilesRepository.updateProfile({ userId, changes: { avatarKey: null } });
  await logActivity({
    userId,
    input: { action: 'profile_update', description: 'Avatar removed', metadata: { fields: ['avatar'] } },
    userAgent,
    activityRepository,
  });
}
