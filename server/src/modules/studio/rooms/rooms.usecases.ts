import {
  studioTopics,
  type CreateRoomRequest,
  type GalleryResponse,
  type RoomImage,
  type UpdateRoomRequest,
} from '@roomcraft/contracts/studio';
import type { Logger } from 'pino';
import { isUuid } from '../../../kernel/ids';
import type { StoragePort } from '../../../providers/storage/storage.port';
import type { EventBus } from '../../events';
import type { DesignEngine } from '../../../engine';
import type { IdeasRepository } from '../ideation/ideas.repository';
import { readStoredImage, toWorkingImage } from '../ideation/ideation-render';
import {
  createInvalidCursorError,
  createRoomNotFoundError,
  createUploadNotFoundError,
} from '../studio.errors';
import { decodeGalleryCursor, encodeGalleryCursor, toRoomImageDto } from '../studio.models';
import type { RoomImageRow } from '../studio.table';
import type { UploadsRepository } from '../upload/upload.repository';
import type { RoomImageBlobsRepository } from './room-blobs.repository';
import type { RoomImagesRepository } from './rooms.repository';

/**
 * Starts the engine's look at a new room's photo while its owner picks a style: the working image is
 * the one the ideation job will read (same bytes, so the engine finds its perception cached). Does
 * nothing for an engine without a warm-up (a provider's analysis is a paid call).
 */
export async function warmUpRoomPhoto({
  storageKey,
  storage,
  engine,
}: {
  storageKey: string;
  storage: StoragePort;
  engine: DesignEngine;
}): Promise<void> {
  if (!engine.warmUp) return;
  const image = await toWorkingImage(await readStoredImage(storage, storageKey));
  await engine.warmUp({ image });
}

/** The caller's room image, or 404 (missing, another user's, or not an id at all). */
export async function getOwnRoomImageOrThrow({
  userId,
  id,
  roomImagesRepository,
}: {
  userId: string;
  id: string;
  roomImagesRepository: RoomImagesRepository;
}): Promise<RoomImageRow> {
  if (!isUuid(id)) throw createRoomNotFoundError();
  const { roomImage } = await roomImagesRepository.findForUser({ userId, id });
  if (!roomImage) throw createRoomNotFoundError();
  return roomImage;
}

/** A room image record for one of the caller's own uploads (docs/spec §4, Upload). */
export async function createRoomImage({
  userId,
  input,
  roomImagesRepository,
  uploadsRepository,
  events,
}: {
  userId: string;
  input: CreateRoomRequest;
  roomImagesRepository: RoomImagesRepository;
  uploadsRepository: UploadsRepository;
  events: EventBus;
}): Promise<{ roomImageId: string }> {
  const { upload } = await uploadsRepository.findForUser({ userId, storageKey: input.storageId });
  if (!upload) throw createUploadNotFoundError();
  const title = input.title ?? '';
  const { roomImage } = await roomImagesRepository.insert({
    userId,
    title,
    name: title,
    prompt: input.prompt ?? '',
    mode: input.mode ?? 'ideation',
    style: input.style || null,
    roomType: input.roomType || null,
    originalKey: upload.storageKey,
    originalThumbnailKey: upload.thumbnailKey,
    metadata: { width: upload.width, height: upload.height },
    status: 'uploaded',
  });
  await events.publish({ topics: [studioTopics.rooms], userId });
  return { roomImageId: roomImage.id };
}

export async function getRoomImage(args: {
  userId: string;
  id: string;
  roomImagesRepository: RoomImagesRepository;
  storage: StoragePort;
}): Promise<RoomImage> {
  return toRoomImageDto(await getOwnRoomImageOrThrow(args), args.storage);
}

export async function listRoomImages({
  userId,
  limit,
  roomImagesRepository,
  storage,
}: {
  userId: string;
  limit: number;
  roomImagesRepository: RoomImagesRepository;
  storage: StoragePort;
}): Promise<{ rooms: RoomImage[] }> {
  const { roomImages } = await roomImagesRepository.listRecent({ userId, limit });
  return { rooms: await Promise.all(roomImages.map((roomImage) => toRoomImageDto(roomImage, storage))) };
}

/** Edits a room image; a favourite flag also flips the idea the design came from. */
export async function updateRoomImage({
  userId,
  id,
  input,
  roomImagesRepository,
  ideasRepository,
  storage,
  events,
}: {
  userId: string;
  id: string;
  input: UpdateRoomRequest;
  roomImagesRepository: RoomImagesRepository;
  ideasRepository: IdeasRepository;
  storage: StoragePort;
  events: EventBus;
}): Promise<RoomImage> {
  await getOwnRoomImageOrThrow({ userId, id, roomImagesRepository });
  const { roomImage } = await roomImagesRepository.update({ userId, id, changes: input });
  if (!roomImage) throw createRoomNotFoundError();
  const topics: string[] = [studioTopics.rooms, studioTopics.room(id), studioTopics.gallery];
  if (input.isFavorite !== undefined) {
    const { idea } = await ideasRepository.setFavoriteByRoomImage({
      userId,
      roomImageId: id,
      isFavorite: input.isFavorite,
    });
    if (idea) topics.push(studioTopics.ideation(idea.ideationRequestId));
  }
  await events.publish({ topics, userId });
  return toRoomImageDto(roomImage, storage);
}

/**
 * Deletes the record (an idea made from it keeps its own image but loses the link), then every file of
 * the room that no other row uses: their signed links stop working at once. Files are content
 * addressed and shared, so each is deleted only when nothing references it any more.
 */
export async function deleteRoomImage({
  userId,
  id,
  roomImagesRepository,
  ideasRepository,
  roomImageBlobsRepository,
  storage,
  events,
  logger,
}: {
  userId: string;
  id: string;
  roomImagesRepository: RoomImagesRepository;
  ideasRepository: IdeasRepository;
  roomImageBlobsRepository: RoomImageBlobsRepository;
  storage: StoragePort;
  events: EventBus;
  logger: Logger;
}): Promise<{ success: true }> {
  const roomImage = await getOwnRoomImageOrThrow({ userId, id, roomImagesRepository });
  const { idea } = await ideasRepository.findByRoomImage({ userId, roomImageId: roomImage.id });
  await roomImagesRepository.delete({ userId, id });
  const keys = [
    roomImage.originalKey,
    roomImage.originalThumbnailKey,
    roomImage.generatedKey,
    roomImage.generatedThumbnailKey,
  ].filter((key): key is string => typeof key === 'string');
  await roomImageBlobsRepository.deleteUnusedUploads({ userId, keys });
  const stillUsed = await roomImageBlobsRepository.findReferencedKeys({ keys });
  for (const key of new Set(keys)) {
    if (stillUsed.has(key)) continue;
    // The room is gone either way; a file left behind is only space, so a storage hiccup is logged.
    await storage
      .deleteObject({ key })
      .catch((error: unknown) => logger.warn({ err: error, key }, 'could not delete an unused file'));
  }
  const topics: string[] = [studioTopics.rooms, studioTopics.room(id), studioTopics.gallery];
  if (idea) topics.push(studioTopics.ideation(idea.ideationRequestId));
  await events.publish({ topics, userId });
  return { success: true };
}

/** Single-image generation progress: a generated image means done at 100 %. */
export async function getRoomImageProgress(args: {
  userId: string;
  id: string;
  roomImagesRepository: RoomImagesRepository;
}): Promise<{ progress: number; status: RoomImage['status']; error?: string }> {
  const roomImage = await getOwnRoomImageOrThrow(args);
  const progress = roomImage.generatedKey ? 100 : Math.min(100, Math.max(0, roomImage.progress));
  return { progress, status: roomImage.status, ...(roomImage.error ? { error: roomImage.error } : {}) };
}

export async function listGallery({
  userId,
  query,
  roomImagesRepository,
  storage,
}: {
  userId: string;
  query: { limit: number; cursor?: string | undefined; favorites: boolean };
  roomImagesRepository: RoomImagesRepository;
  storage: StoragePort;
}): Promise<GalleryResponse> {
  const after = query.cursor ? decodeGalleryCursor(query.cursor) : undefined;
  if (after === null) throw createInvalidCursorError();
  // One extra row says whether there is a next page without a count query.
  const { roomImages } = await roomImagesRepository.listGallery({
    userId,
    limit: query.limit + 1,
    favoritesOnly: query.favorites,
    after,
  });
  const page = roomImages.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await Promise.all(page.map((roomImage) => toRoomImageDto(roomImage, storage))),
    nextCursor: roomImages.length > query.limit && last ? encodeGalleryCursor(last) : null,
  };
}
