import {
  studioTopics,
  type Idea,
  type IdeationProgress,
  type IdeationRequest,
} from '@roomcraft/contracts/studio';
import { isUuid } from '../../../kernel/ids';
import type { StoragePort } from '../../../providers/storage/storage.port';
import type { EventBus } from '../../events';
import type { RoomImagesRepository } from '../rooms/rooms.repository';
import { createIdeaNotFoundError, createIdeationNotFoundError } from '../studio.errors';
import type { IdeationRequestRow } from '../studio.table';
import type { IdeasRepository } from './ideas.repository';
import { toIdeaDto, toIdeationProgressDto, toIdeationRequestDto } from './ideation.models';
import type { IdeationRepository } from './ideation.repository';

/** The caller's request, or 404 for a missing one and another user's alike ('Unable to load'). */
async function getOwnRequestOrThrow({
  userId,
  id,
  ideationRepository,
}: {
  userId: string;
  id: string;
  ideationRepository: IdeationRepository;
}): Promise<IdeationRequestRow> {
  if (!isUuid(id)) throw createIdeationNotFoundError();
  const { request } = await ideationRepository.findForUser({ userId, id });
  if (!request) throw createIdeationNotFoundError();
  return request;
}

export async function getIdeation(args: {
  userId: string;
  id: string;
  ideationRepository: IdeationRepository;
  storage: StoragePort;
}): Promise<IdeationRequest> {
  return toIdeationRequestDto(await getOwnRequestOrThrow(args), args.storage);
}

export async function getIdeationProgress(args: {
  userId: string;
  id: string;
  ideationRepository: IdeationRepository;
}): Promise<IdeationProgress> {
  return toIdeationProgressDto(await getOwnRequestOrThrow(args));
}

export async function listIdeationIdeas({
  ideasRepository,
  storage,
  ...args
}: {
  userId: string;
  id: string;
  ideationRepository: IdeationRepository;
  ideasRepository: IdeasRepository;
  storage: StoragePort;
}): Promise<{ ideas: Idea[] }> {
  const request = await getOwnRequestOrThrow(args);
  const { ideas } = await ideasRepository.listForRequest({ ideationRequestId: request.id });
  return { ideas: await Promise.all(ideas.map((idea) => toIdeaDto(idea, storage))) };
}

/** Recent requests for the dashboard, newest first. */
export async function listIdeations({
  userId,
  limit,
  ideationRepository,
  storage,
}: {
  userId: string;
  limit: number;
  ideationRepository: IdeationRepository;
  storage: StoragePort;
}): Promise<{ requests: IdeationRequest[] }> {
  const { requests } = await ideationRepository.listRecent({ userId, limit });
  return { requests: await Promise.all(requests.map((request) => toIdeationRequestDto(request, storage))) };
}

/** Favourites an idea and the room image of its design (the gallery shows the same flag). */
export async function setIdeaFavorite({
  userId,
  id,
  isFavorite,
  ideasRepository,
  roomImagesRepository,
  events,
}: {
  userId: string;
  id: string;
  isFavorite: boolean;
  ideasRepository: IdeasRepository;
  roomImagesRepository: RoomImagesRepository;
  events: EventBus;
}): Promise<{ isFavorite: boolean }> {
  if (!isUuid(id)) throw createIdeaNotFoundError();
  const { idea } = await ideasRepository.setFavorite({ userId, id, isFavorite });
  if (!idea) throw createIdeaNotFoundError();
  const topics: string[] = [studioTopics.ideation(idea.ideationRequestId), studioTopics.gallery];
  if (idea.roomImageId) {
    await roomImagesRepository.update({ userId, id: idea.roomImageId, changes: { isFavorite } });
    topics.push(studioTopics.rooms, studioTopics.room(idea.roomImageId));
  }
  await events.publish({ topics, userId });
  return { isFavorite: idea.isFavorite };
}
