import sharp from 'sharp';
import { creditTopic } from '@roomcraft/contracts/credits';
import {
  generationMessages,
  generationProgressSteps,
  type GenerationOutcome,
} from '@roomcraft/contracts/generations';
import { studioLimits, studioTopics } from '@roomcraft/contracts/studio';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Deps } from '../../../kernel/deps';
import {
  addCornerMark,
  engineErrorCodes,
  isEngineError,
  type EngineProgress,
  type GeneratedImage,
} from '../../../engine';
import { refundCredits, releaseReservation, settleCredits } from '../../credits';
import { readStoredImage, toWorkingImage } from '../ideation/ideation-render';
import { roomImages, type RoomImageRow } from '../studio.table';
import { createGenerationsRepository } from './generations.repository';
import type { GenerationRow } from './generations.table';

export type GenerationRunDeps = Pick<Deps, 'database' | 'events' | 'storage' | 'engine'>;

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted ||
  (isEngineError(error) && error.code === engineErrorCodes.aborted) ||
  (error instanceof Error && error.name === 'AbortError');

/**
 * The "Virtually staged" disclosure, bottom-left and wholly inside the image at any size (docs: issue 10,
 * virtual staging). Drawn here, once, whatever engine staged the room: the engine is asked for none.
 */
export async function addDisclosureMark(png: Uint8Array, width: number, height: number): Promise<Buffer> {
  return addCornerMark(png, width, height, generationMessages.virtuallyStaged);
}

type Made = { image: GeneratedImage; outcome: GenerationOutcome };

/** Calls the engine for the generation's mode (through the design-engine port only). */
async function runEngine({
  generation,
  image,
  mask,
  deps,
  signal,
  onProgress,
}: {
  generation: GenerationRow;
  image: Buffer;
  mask: Buffer | undefined;
  deps: GenerationRunDeps;
  signal: AbortSignal;
  onProgress: (progress: EngineProgress) => void;
}): Promise<Made> {
  const request = generation.request;
  const common = { image, model: generation.model, signal, onProgress };
  const credits = generation.cost;
  if (request.mode === 'visualize') {
    const result = await deps.engine.edit({ ...common, prompt: request.prompt, ...(mask ? { mask } : {}) });
    return { image: result, outcome: { mode: 'visualize', feedback: result.feedback, credits } };
  }
  if (request.mode === 'decluttering') {
    const result = await deps.engine.declutter({
      ...common,
      ...(mask ? { mask } : {}),
      detectClutter: mask ? false : request.detectClutter,
    });
    return {
      image: result,
      outcome: {
        mode: 'decluttering',
        // The ticked objects travel as mask areas: name them rather than 'painted area'.
        removed: request.objects?.length
          ? request.objects.map((objectName) => ({ objectName, source: 'detected' }))
          : result.removed.map(({ objectName, source }) => ({ objectName, source })),
        credits,
      },
    };
  }
  if (request.mode === 'virtual-staging') {
    const result = await deps.engine.stage({
      ...common,
      roomType: request.roomType,
      designStyle: request.designStyle,
      // The mark is added below (when asked for): an engine's own would be a second one, or one the
      // user turned off.
      disclosure: false,
    });
    const outcome: GenerationOutcome = {
      mode: 'virtual-staging',
      placements: result.placements.map(({ itemId, name }) => ({ itemId, name })),
      disclosure: request.disclosure,
      credits,
    };
    if (!request.disclosure) return { image: result, outcome };
    const marked = await addDisclosureMark(result.image, result.width, result.height);
    return { image: { ...result, image: marked }, outcome };
  }
  const result = await deps.engine.compose({
    ...common,
    items: request.items.map(({ itemId, x, y, scale, rotation }) => ({ itemId, x, y, scale, rotation })),
    ...(request.designStyle ? { designStyle: request.designStyle } : {}),
  });
  return {
    image: result,
    outcome: {
      mode: 'compose',
      placements: result.placements.map(({ itemId, name }) => ({ itemId, name })),
      credits,
    },
  };
}

/**
 * Runs one generation: reads the source image (and the brush mask), calls the engine for the mode,
 * stores the result on the generation's room image and settles the credits; an engine failure marks the
 * room image failed ('Image generation failed') and refunds them. Idempotent: a finished room image is
 * left alone, and the ledger's per-reference operations never charge or refund twice.
 */
export async function runGeneration({
  generationId,
  deps,
  signal,
  logger,
}: {
  generationId: string;
  deps: GenerationRunDeps;
  signal: AbortSignal;
  logger: Logger;
}): Promise<void> {
  const db = deps.database.db;
  const { generation } = await createGenerationsRepository({ db }).findById({ id: generationId });
  if (!generation) return;
  const roomImage = await findRoomImage(deps, generation.roomImageId);
  if (!roomImage || roomImage.status === 'completed' || roomImage.status === 'failed') {
    if (generation.reservationId) await release(deps, generation.reservationId);
    return;
  }
  const { userId } = generation;
  const topics = [studioTopics.room(roomImage.id), studioTopics.rooms];
  let lastProgress: number = generationProgressSteps.queued;
  const setProgress = async (progress: number, status: 'processing' = 'processing') => {
    if (progress <= lastProgress && lastProgress !== generationProgressSteps.queued) return;
    lastProgress = progress;
    await db
      .update(roomImages)
      .set({ status, progress, updatedAt: new Date() })
      .where(eq(roomImages.id, roomImage.id));
    await deps.events.publish({ topics, userId });
  };
  await setProgress(generationProgressSteps.started);

  const image = await toWorkingImage(await readStoredImage(deps.storage, generation.sourceKey));
  const mask = generation.maskKey ? await readStoredImage(deps.storage, generation.maskKey) : undefined;
  await setProgress(generationProgressSteps.working);
  let pending = Promise.resolve();
  const onProgress = ({ fraction }: EngineProgress) => {
    const span = generationProgressSteps.saving - generationProgressSteps.working;
    const value = Math.round(generationProgressSteps.working + span * Math.min(1, Math.max(0, fraction)));
    // Whole tens only: a progress bar does not need every percent written to the database.
    const stepped = Math.floor(value / 10) * 10;
    if (stepped > lastProgress) pending = pending.then(() => setProgress(stepped)).catch(() => undefined);
  };

  let made: Made;
  try {
    made = await runEngine({ generation, image, mask, deps, signal, onProgress });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    logger.warn({ err: error, generationId }, 'a generation could not be made');
    await failGeneration({ generationId, message: generationMessages.imageGenerationFailed, deps });
    return;
  }
  await pending;
  await setProgress(generationProgressSteps.saving);
  await saveGenerated({ deps, generation, roomImage, made });
  if (generation.reservationId) {
    const change = { reservationId: generation.reservationId, amount: generation.cost };
    await settleCredits({
      database: deps.database,
      events: deps.events,
      ...change,
      reference: `generation:${generation.id}`,
    });
    await release(deps, generation.reservationId);
  }
  await createGenerationsRepository({ db }).markCompleted({ id: generation.id });
  await deps.events.publish({
    topics: [...topics, studioTopics.gallery, creditTopic],
    userId,
  });
}

async function findRoomImage(deps: GenerationRunDeps, id: string): Promise<RoomImageRow | undefined> {
  const [roomImage] = await deps.database.db.select().from(roomImages).where(eq(roomImages.id, id)).limit(1);
  return roomImage;
}

const release = (deps: GenerationRunDeps, reservationId: string) =>
  releaseReservation({ database: deps.database, events: deps.events, reservationId });

async function saveGenerated({
  deps,
  generation,
  roomImage,
  made,
}: {
  deps: GenerationRunDeps;
  generation: GenerationRow;
  roomImage: RoomImageRow;
  made: Made;
}): Promise<void> {
  const rendered = made.image;
  const png = Buffer.from(rendered.image.buffer, rendered.image.byteOffset, rendered.image.byteLength);
  const side = studioLimits.thumbnailSizePx;
  const thumbnail = await sharp(png)
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  const [stored, thumb] = await Promise.all([
    deps.storage.putObject({ body: png, contentType: 'image/png' }),
    deps.storage.putObject({ body: thumbnail, contentType: 'image/webp' }),
  ]);
  const fallbackReason = rendered.fallback?.reason;
  await deps.database.db
    .update(roomImages)
    .set({
      generatedKey: stored.key,
      generatedThumbnailKey: thumb.key,
      status: 'completed',
      progress: 100,
      error: null,
      description: made.outcome.feedback
        ? made.outcome.feedback.understood.map((each) => each.applied).join('; ')
        : roomImage.description,
      metadata: {
        ...roomImage.metadata,
        width: rendered.width,
        height: rendered.height,
        engine: rendered.engine,
        model: rendered.model,
        structureScore: rendered.structureScore,
        ...(fallbackReason ? { fallbackReason } : {}),
        notes: rendered.notes,
        sourceRoomImageId: generation.sourceRoomImageId,
        generation: made.outcome,
      },
      updatedAt: new Date(),
    })
    .where(eq(roomImages.id, roomImage.id));
}

/**
 * The generation failed (the engine could not make it, or the job gave up): its room image says so with
 * `message`, and every credit held for it goes back.
 */
export async function failGeneration({
  generationId,
  message,
  deps,
}: {
  generationId: string;
  message: string;
  deps: GenerationRunDeps;
}): Promise<void> {
  const db = deps.database.db;
  const { generation } = await createGenerationsRepository({ db }).findById({ id: generationId });
  if (!generation) return;
  const roomImage = await findRoomImage(deps, generation.roomImageId);
  // Credits go back before the image says 'failed': a client that sees the failure (polling, or the
  // live topic) then reads the refunded balance, never the held one. The refund's reference makes a
  // retry after a crash between the two steps refund once.
  if (generation.reservationId && roomImage?.status !== 'completed') {
    await refundCredits({
      database: deps.database,
      events: deps.events,
      reservationId: generation.reservationId,
      amount: generation.cost,
      reference: `generation:${generation.id}`,
    });
    await release(deps, generation.reservationId);
  }
  if (roomImage && roomImage.status !== 'completed' && roomImage.status !== 'failed') {
    await db
      .update(roomImages)
      .set({ status: 'failed', error: message, updatedAt: new Date() })
      .where(eq(roomImages.id, roomImage.id));
  }
  await deps.events.publish({
    topics: [studioTopics.room(generation.roomImageId), studioTopics.rooms, creditTopic],
    userId: generation.userId,
  });
}
