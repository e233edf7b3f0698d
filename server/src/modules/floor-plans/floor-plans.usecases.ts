import { randomUUID } from 'node:crypto';
import { creditErrorCodes } from '@roomcraft/contracts/credits';
import type { floorPlanStartRequestSchema } from '@roomcraft/contracts/floor-plans';
import {
  floorPlanCreditCost,
  floorPlanMessages,
  floorPlanTopics,
  type FloorPlanCorrection,
  type FloorPlanIdea,
  type FloorPlanProgress,
  type FloorPlanRequest,
  type FloorPlanStartResponse,
} from '@roomcraft/contracts/floor-plans';
import type { z } from 'zod';
import type { Deps } from '../../kernel/deps';
import { isAppError } from '../../kernel/errors';
import { isUuid } from '../../kernel/ids';
import type { StoragePort } from '../../providers/storage/storage.port';
import { releaseReservation, reserveCredits } from '../credits';
import type { EventBus } from '../events';
import type { UploadsRepository } from '../studio';
import { correctFloorPlanModel } from './floor-plan-corrections.models';
import { designFloorPlanIdeas } from './floor-plan-ideas.models';
import {
  createFloorPlanIdeaNotFoundError,
  createFloorPlanNotCompletedError,
  createFloorPlanNotFoundError,
  createFloorPlanUnknownRoomError,
  createFloorPlanUploadNotFoundError,
  createInsufficientCreditsForFloorPlanError,
} from './floor-plans.errors';
import {
  floorPlanProgressFor,
  toFloorPlanIdeaDto,
  toFloorPlanProgressDto,
  toFloorPlanRequestDto,
} from './floor-plans.models';
import type { FloorPlansRepository } from './floor-plans.repository';
import type { FloorPlanRequestRow } from './floor-plans.table';

export type FloorPlanStartInput = z.output<typeof floorPlanStartRequestSchema>;

type StartDeps = Pick<Deps, 'database' | 'events' | 'queue' | 'logger'>;

/**
 * Starts a floor plan (docs/spec §9: 1 credit): the plan must be one of the caller's uploads; holds the
 * credit, records the request as pending and queues `floor-plans.extract`. Nothing is written when the
 * credits are short (402).
 */
export async function startFloorPlan({
  userId,
  input,
  deps,
  uploadsRepository,
  floorPlansRepository,
}: {
  userId: string;
  input: FloorPlanStartInput;
  deps: StartDeps;
  uploadsRepository: UploadsRepository;
  floorPlansRepository: FloorPlansRepository;
}): Promise<FloorPlanStartResponse> {
  const { upload } = await uploadsRepository.findForUser({ userId, storageKey: input.storageId });
  if (!upload) throw createFloorPlanUploadNotFoundError();

  const id = randomUUID();
  let reservationId: string;
  try {
    ({ reservationId } = await reserveCredits({
      database: deps.database,
      events: deps.events,
      logger: deps.logger,
      userId,
      feature: 'FLOOR_PLAN',
      amount: floorPlanCreditCost,
      reference: `floor-plan:${id}`,
    }));
  } catch (error) {
    if (isAppError(error) && error.code === creditErrorCodes.insufficient)
      throw createInsufficientCreditsForFloorPlanError({ cause: error });
    throw error;
  }

  try {
    await floorPlansRepository.insert({
      id,
      userId,
      title: input.title ?? '',
      sourceKey: upload.storageKey,
      sourceThumbnailKey: upload.thumbnailKey,
      pixelsPerMetre: input.pixelsPerMetre ?? null,
      wallHeightMetres: input.wallHeightMetres,
      designStyle: input.designStyle,
      reservationId,
      ...floorPlanProgressFor({ status: 'pending' }),
    });
    await deps.queue.enqueue('floor-plans.extract', { floorPlanRequestId: id }, { singletonKey: id });
  } catch (error) {
    // The request could not be recorded or queued: nothing will spend the hold, so give it back.
    await releaseReservation({
      database: deps.database,
      events: deps.events,
      logger: deps.logger,
      reservationId,
    }).catch((releaseError: unknown) =>
      deps.logger.error({ err: releaseError, reservationId }, 'could not release an unused floor-plan hold'),
    );
    await floorPlansRepository
      .update({
        id,
        changes: { ...floorPlanProgressFor({ status: 'failed' }), error: floorPlanMessages.failed },
      })
      .catch(() => undefined);
    throw error;
  }
  await deps.events.publish({ topics: [floorPlanTopics.floorPlan(id), floorPlanTopics.floorPlans], userId });
  return { success: true, floorPlanRequestId: id };
}

/** The caller's request, or 404 for a missing one and another user's alike ('Unable to load'). */
async function getOwnRequestOrThrow({
  userId,
  id,
  floorPlansRepository,
}: {
  userId: string;
  id: string;
  floorPlansRepository: FloorPlansRepository;
}): Promise<FloorPlanRequestRow> {
  if (!isUuid(id)) throw createFloorPlanNotFoundError();
  const { request } = await floorPlansRepository.findForUser({ userId, id });
  if (!request) throw createFloorPlanNotFoundError();
  return request;
}

export async function getFloorPlan(args: {
  userId: string;
  id: string;
  floorPlansRepository: FloorPlansRepository;
  storage: StoragePort;
}): Promise<FloorPlanRequest> {
  return toFloorPlanRequestDto(await getOwnRequestOrThrow(args), args.storage);
}

export async function getFloorPlanProgress(args: {
  userId: string;
  id: string;
  floorPlansRepository: FloorPlansRepository;
}): Promise<FloorPlanProgress> {
  return toFloorPlanProgressDto(await getOwnRequestOrThrow(args));
}

export async function listFloorPlanIdeas(args: {
  userId: string;
  id: string;
  floorPlansRepository: FloorPlansRepository;
}): Promise<{ ideas: FloorPlanIdea[] }> {
  const request = await getOwnRequestOrThrow(args);
  const { ideas } = await args.floorPlansRepository.listIdeas({ floorPlanRequestId: request.id });
  return { ideas: ideas.map(toFloorPlanIdeaDto) };
}

/** Recent requests for /floor-plans, newest first. */
export async function listFloorPlans({
  userId,
  limit,
  floorPlansRepository,
  storage,
}: {
  userId: string;
  limit: number;
  floorPlansRepository: FloorPlansRepository;
  storage: StoragePort;
}): Promise<{ requests: FloorPlanRequest[] }> {
  const { requests } = await floorPlansRepository.listRecent({ userId, limit });
  return { requests: await Promise.all(requests.map((request) => toFloorPlanRequestDto(request, storage))) };
}

export async function setFloorPlanIdeaFavorite({
  userId,
  id,
  isFavorite,
  floorPlansRepository,
  events,
}: {
  userId: string;
  id: string;
  isFavorite: boolean;
  floorPlansRepository: FloorPlansRepository;
  events: EventBus;
}): Promise<{ isFavorite: boolean }> {
  if (!isUuid(id)) throw createFloorPlanIdeaNotFoundError();
  const { idea } = await floorPlansRepository.setIdeaFavorite({ userId, id, isFavorite });
  if (!idea) throw createFloorPlanIdeaNotFoundError();
  await events.publish({ topics: [floorPlanTopics.floorPlan(idea.floorPlanRequestId)], userId });
  return { isFavorite: idea.isFavorite };
}

/**
 * Hand corrections of a completed plan (rename rooms, scale from one known room width): the model is
 * corrected and the room ideas made again for it, keeping each room's favourite.
 */
export async function correctFloorPlan({
  userId,
  id,
  correction,
  floorPlansRepository,
  storage,
  events,
}: {
  userId: string;
  id: string;
  correction: FloorPlanCorrection;
  floorPlansRepository: FloorPlansRepository;
  storage: StoragePort;
  events: EventBus;
}): Promise<FloorPlanRequest> {
  const request = await getOwnRequestOrThrow({ userId, id, floorPlansRepository });
  if (request.status !== 'completed' || !request.model) throw createFloorPlanNotCompletedError();
  const model = correctFloorPlanModel({
    model: request.model,
    correction,
    wallHeightMetres: request.wallHeightMetres,
  });
  if (!model) throw createFloorPlanUnknownRoomError();
  const { ideas: before } = await floorPlansRepository.listIdeas({ floorPlanRequestId: request.id });
  const favourites = new Set(before.filter((idea) => idea.isFavorite).map((idea) => idea.roomId));
  const ideas = designFloorPlanIdeas({ model, styleId: request.designStyle }).map((idea, index) => ({
    floorPlanRequestId: request.id,
    userId,
    order: index + 1,
    roomId: idea.roomId,
    design: idea.design,
    isFavorite: favourites.has(idea.roomId),
  }));
  await floorPlansRepository.replaceModelAndIdeas({ id: request.id, model, ideas });
  await events.publish({
    topics: [floorPlanTopics.floorPlan(request.id), floorPlanTopics.floorPlans],
    userId,
  });
  return toFloorPlanRequestDto({ ...request, model }, storage);
}
