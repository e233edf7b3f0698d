import { randomInt, randomUUID } from 'node:crypto';
import { creditErrorCodes } from '@roomcraft/contracts/credits';
import type { ideationStartRequestSchema } from '@roomcraft/contracts/studio';
import {
  studioMessages,
  studioTopics,
  type IdeationStartResponse,
  type ParentMetadata,
} from '@roomcraft/contracts/studio';
import type { z } from 'zod';
import type { Deps } from '../../../kernel/deps';
import { isAppError } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { releaseReservation, reserveCredits } from '../../credits';
import { getOwnRoomImageOrThrow } from '../rooms/rooms.usecases';
import type { RoomImagesRepository } from '../rooms/rooms.repository';
import {
  createIdeaNotFoundError,
  createInsufficientCreditsForIdeasError,
  createProviderNotConfiguredError,
} from '../studio.errors';
import type { IdeasRepository } from './ideas.repository';
import { progressFor } from './ideation.models';
import type { IdeationRepository } from './ideation.repository';

export type IdeationStartInput = z.output<typeof ideationStartRequestSchema>;

type StartDeps = Pick<Deps, 'database' | 'events' | 'queue' | 'logger' | 'engine'>;

/**
 * "More ideas like this": the parent idea must be the caller's and belong to the named request. The child
 * starts from the parent request's room with the parent idea's style, one generation level deeper.
 */
async function resolveParent({
  userId,
  parentMetadata,
  ideasRepository,
  ideationRepository,
}: {
  userId: string;
  parentMetadata: ParentMetadata;
  ideasRepository: IdeasRepository;
  ideationRepository: IdeationRepository;
}) {
  const { parentIdeaId, parentRequestId } = parentMetadata;
  if (!isUuid(parentIdeaId) || !isUuid(parentRequestId)) throw createIdeaNotFoundError();
  const { idea } = await ideasRepository.findForUser({ userId, id: parentIdeaId });
  if (!idea || idea.ideationRequestId !== parentRequestId) throw createIdeaNotFoundError();
  const { request } = await ideationRepository.findForUser({ userId, id: parentRequestId });
  if (!request) throw createIdeaNotFoundError();
  const generationLevel = request.generationLevel + 1;
  return {
    roomImageId: request.roomImageId,
    sourceKey: request.sourceKey,
    sourceThumbnailKey: request.sourceThumbnailKey,
    designStyle: idea.design.styleId,
    parentMetadata: { ...parentMetadata, generationLevel },
    generationLevel,
  };
}

/**
 * Starts an ideation (docs/spec §4): holds one credit per idea (IDEATION_MODE), records the request as
 * pending and queues `ideation.run`. Nothing is written when the credits are short (402).
 */
export async function startIdeation({
  userId,
  input,
  deps,
  roomImagesRepository,
  ideasRepository,
  ideationRepository,
}: {
  userId: string;
  input: IdeationStartInput;
  deps: StartDeps;
  roomImagesRepository: RoomImagesRepository;
  ideasRepository: IdeasRepository;
  ideationRepository: IdeationRepository;
}): Promise<IdeationStartResponse> {
  // Named providers are checked now: accepting, charging and failing 30 s later helps nobody.
  if (input.model !== 'auto' && !deps.engine.availableEngines().includes(input.model)) {
    throw createProviderNotConfiguredError({ model: input.model });
  }
  const roomImage = await getOwnRoomImageOrThrow({ userId, id: input.roomImageId, roomImagesRepository });
  const parent = input.parentMetadata
    ? await resolveParent({
        userId,
        parentMetadata: input.parentMetadata,
        ideasRepository,
        ideationRepository,
      })
    : undefined;

  const id = randomUUID();
  let reservationId: string;
  try {
    ({ reservationId } = await reserveCredits({
      database: deps.database,
      events: deps.events,
      logger: deps.logger,
      userId,
      feature: 'IDEATION_MODE',
      amount: input.numberOfIdeas,
      reference: `ideation:${id}`,
    }));
  } catch (error) {
    if (isAppError(error) && error.code === creditErrorCodes.insufficient) {
      throw createInsufficientCreditsForIdeasError({
        numberOfIdeas: input.numberOfIdeas,
        moreLikeThis: parent !== undefined,
        cause: error,
      });
    }
    throw error;
  }

  try {
    await ideationRepository.insert({
      id,
      userId,
      roomImageId: parent?.roomImageId ?? roomImage.id,
      // Ideas are made from what the room shows now: its generated design when it has one.
      sourceKey: parent?.sourceKey ?? roomImage.generatedKey ?? roomImage.originalKey,
      sourceThumbnailKey:
        parent?.sourceThumbnailKey ?? roomImage.generatedThumbnailKey ?? roomImage.originalThumbnailKey,
      numberOfIdeas: input.numberOfIdeas,
      userPrompt: input.userPrompt ?? null,
      itemsNotToChange: input.itemsNotToChange ?? null,
      roomType: input.roomType,
      designStyle: parent?.designStyle ?? input.designStyle,
      creativityLevel: input.creativityLevel,
      roomLocation: input.roomLocation,
      customRoomLocation: input.roomLocation === 'other' ? (input.customRoomLocation ?? null) : null,
      model: input.model,
      parentMetadata: parent?.parentMetadata ?? null,
      generationLevel: parent?.generationLevel ?? 0,
      // A new seed per request: a child of the same room and style still gets different ideas.
      seed: randomInt(1, 2 ** 31 - 1),
      reservationId,
      ...progressFor({ status: 'pending', numberOfIdeas: input.numberOfIdeas }),
    });
    await deps.queue.enqueue('ideation.run', { ideationRequestId: id }, { singletonKey: id });
  } catch (error) {
    // The request could not be recorded or queued: nothing will spend the hold, so give it back.
    await releaseReservation({
      database: deps.database,
      events: deps.events,
      logger: deps.logger,
      reservationId,
    }).catch((releaseError: unknown) =>
      deps.logger.error({ err: releaseError, reservationId }, 'could not release an unused ideation hold'),
    );
    await ideationRepository
      .update({
        id,
        changes: {
          ...progressFor({ status: 'failed', numberOfIdeas: input.numberOfIdeas }),
          error: studioMessages.failedToStart,
        },
      })
      .catch(() => undefined);
    throw error;
  }
  await deps.events.publish({ topics: [studioTopics.ideation(id)], userId });
  return { success: true, ideationRequestId: id };
}
