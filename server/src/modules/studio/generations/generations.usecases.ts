import { randomUUID } from 'node:crypto';
import { furnitureCatalogue } from '@roomcraft/contracts/catalogue/index';
import { creditModeNotes, type CreditFeature } from '@roomcraft/contracts/credits';
import {
  generationCosts,
  generationMessages,
  type DetectedObjectsResponse,
  type GenerationRequestParsed,
  type GenerationStartResponse,
} from '@roomcraft/contracts/generations';
import { studioTopics } from '@roomcraft/contracts/studio';
import type { Deps } from '../../../kernel/deps';
import { releaseReservation, reserveCredits } from '../../credits';
import { readStoredImage, toWorkingImage } from '../ideation/ideation-render';
import type { RoomImagesRepository } from '../rooms/rooms.repository';
import { getOwnRoomImageOrThrow } from '../rooms/rooms.usecases';
import { createProviderNotConfiguredError } from '../studio.errors';
import type { RoomImageRow } from '../studio.table';
import { listForDecluttering } from './clutter-list';
import { createRoomNotReadyError, createUnknownFurnitureError } from './generations.errors';
import type { GenerationsRepository } from './generations.repository';

type StartDeps = Pick<Deps, 'database' | 'events' | 'queue' | 'logger' | 'engine' | 'storage'>;

/** The ledger feature a mode is charged as (docs/spec §9); compose is premium-only. */
export function creditFeatureFor(request: GenerationRequestParsed): CreditFeature {
  if (request.mode === 'compose') return 'ROOM_COMPOSE';
  return request.model === 'openai' ? 'ROOM_VISUALIZE_OPENAI' : 'ROOM_VISUALIZE_GEMINI';
}

/** The image a generation starts from: the room's generated image unless the original is asked for. */
export function sourceOf(roomImage: RoomImageRow, from: 'latest' | 'original') {
  if (from === 'original' || !roomImage.generatedKey || !roomImage.generatedThumbnailKey)
    return { key: roomImage.originalKey, thumbnailKey: roomImage.originalThumbnailKey };
  return { key: roomImage.generatedKey, thumbnailKey: roomImage.generatedThumbnailKey };
}

const titleFor = (request: GenerationRequestParsed): string => {
  const mode = generationMessages.modeTitles[request.mode];
  if (request.mode === 'visualize') return `${mode}: ${request.prompt.slice(0, 80)}`;
  if (request.mode === 'virtual-staging') return `${mode}: ${request.designStyle} ${request.roomType}`;
  return mode;
};

const promptFor = (request: GenerationRequestParsed): string => {
  if (request.mode === 'visualize') return request.prompt;
  if (request.mode === 'virtual-staging')
    return `Stage this ${request.roomType} in ${request.designStyle} style`;
  if (request.mode === 'compose')
    return `Add ${request.items.map((item) => furnitureCatalogue.find((f) => f.id === item.itemId)?.name ?? item.itemId).join(', ')}`;
  return 'Remove the clutter';
};

/**
 * Starts a single-image generation (docs/spec §7, transformRoom): checks the provider and the source room
 * (another user's is a 404), holds the mode's credits, records a pending room image with its lineage and
 * queues `generation.run`. Nothing is written when the credits are short (402 with the ledger's message).
 */
export async function startGeneration({
  userId,
  input,
  priority = 0,
  deps,
  roomImagesRepository,
  generationsRepository,
}: {
  userId: string;
  input: GenerationRequestParsed;
  /** pg-boss priority from the plan's processing priority (higher runs first). */
  priority?: number;
  deps: StartDeps;
  roomImagesRepository: RoomImagesRepository;
  generationsRepository: GenerationsRepository;
}): Promise<GenerationStartResponse> {
  if (input.model !== 'auto' && !deps.engine.availableEngines().includes(input.model)) {
    throw createProviderNotConfiguredError({ model: input.model });
  }
  const roomImage = await getOwnRoomImageOrThrow({ userId, id: input.roomImageId, roomImagesRepository });
  if (roomImage.status === 'pending' || roomImage.status === 'processing') throw createRoomNotReadyError();
  if (input.mode === 'compose') {
    const unknown = input.items.find((item) => !furnitureCatalogue.some((f) => f.id === item.itemId));
    if (unknown) throw createUnknownFurnitureError({ itemId: unknown.itemId });
  }
  const source = sourceOf(roomImage, input.from);
  const cost = generationCosts[input.mode];
  const id = randomUUID();
  const { reservationId } = await reserveCredits({
    database: deps.database,
    events: deps.events,
    logger: deps.logger,
    userId,
    feature: creditFeatureFor(input),
    note: input.mode === 'compose' ? undefined : creditModeNotes[input.mode],
    amount: cost,
    reference: `generation:${id}`,
  });

  let roomImageId: string | undefined;
  try {
    const { mask, ...request } = input as GenerationRequestParsed & { mask?: string };
    const maskKey = mask
      ? (
          await deps.storage.putObject({
            body: Buffer.from(mask.slice(mask.indexOf(',') + 1), 'base64'),
            contentType: 'image/png',
          })
        ).key
      : null;
    const { roomImage: made } = await roomImagesRepository.insert({
      userId,
      title: titleFor(input),
      name: titleFor(input),
      prompt: promptFor(input),
      mode: input.mode,
      style: input.mode === 'virtual-staging' ? input.designStyle : (roomImage.style ?? null),
      roomType: input.mode === 'virtual-staging' ? input.roomType : roomImage.roomType,
      metadata: { sourceRoomImageId: roomImage.id },
      originalKey: source.key,
      originalThumbnailKey: source.thumbnailKey,
      status: 'pending',
      progress: 0,
    });
    roomImageId = made.id;
    await generationsRepository.insert({
      id,
      userId,
      roomImageId: made.id,
      sourceRoomImageId: roomImage.id,
      mode: input.mode,
      request: request as GenerationRequestParsed,
      sourceKey: source.key,
      maskKey,
      model: input.model,
      cost,
      priority,
      reservationId,
    });
    await deps.queue.enqueue('generation.run', { generationId: id }, { singletonKey: id, priority });
  } catch (error) {
    await releaseReservation({
      database: deps.database,
      events: deps.events,
      logger: deps.logger,
      reservationId,
    }).catch((releaseError: unknown) =>
      deps.logger.error({ err: releaseError, reservationId }, 'could not release an unused generation hold'),
    );
    if (roomImageId)
      await roomImagesRepository
        .update({
          userId,
          id: roomImageId,
          changes: { status: 'failed', error: generationMessages.generationFailed },
        })
        .catch(() => undefined);
    throw error;
  }
  await deps.events.publish({ topics: [studioTopics.rooms, studioTopics.room(roomImageId)], userId });
  return { roomImageId };
}

/**
 * What decluttering can remove from a room image: the engine's detected objects, clutter first. Free
 * (no credits): it only lists; the removal itself is the paid generation.
 */
export async function detectObjects({
  userId,
  roomImageId,
  from,
  deps,
  roomImagesRepository,
  signal,
}: {
  userId: string;
  roomImageId: string;
  from: 'latest' | 'original';
  deps: Pick<Deps, 'engine' | 'storage'>;
  roomImagesRepository: RoomImagesRepository;
  signal?: AbortSignal;
}): Promise<DetectedObjectsResponse> {
  const roomImage = await getOwnRoomImageOrThrow({ userId, id: roomImageId, roomImagesRepository });
  const image = await toWorkingImage(await readStoredImage(deps.storage, sourceOf(roomImage, from).key));
  const { objects } = await deps.engine.identifyObjects({ image, ...(signal ? { signal } : {}) });
  return { objects: listForDecluttering(objects) };
}
