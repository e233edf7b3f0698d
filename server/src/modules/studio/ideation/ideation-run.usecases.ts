import { creditTopic } from '@roomcraft/contracts/credits';
import {
  isFinishedIdeationStatus,
  studioMessages,
  studioTopics,
  type IdeationStatus,
} from '@roomcraft/contracts/studio';
import type { Logger } from 'pino';
import type { Deps } from '../../../kernel/deps';
import { engineErrorCodes, isEngineError, type GeneratedImage } from '../../../engine';
import { refundCredits, releaseReservation, settleCredits } from '../../credits';
import type { IdeaRow, IdeationRequestRow } from '../studio.table';
import type { IdeasRepository } from './ideas.repository';
import { readStoredImage, saveRenderedIdea, toWorkingImage } from './ideation-render';
import { progressFor, totalStepsFor } from './ideation.models';
import type { IdeationRepository } from './ideation.repository';

export type IdeationRunDeps = Pick<Deps, 'database' | 'events' | 'storage' | 'engine'>;
/** What settling and closing a request use: the credits ledger and the live-update topics. */
type CloseDeps = Pick<Deps, 'database' | 'events'>;

/** The repositories the ideation job's use cases read and write (the job handler builds them). */
export interface IdeationRunRepositories {
  ideationRepository: IdeationRepository;
  ideasRepository: IdeasRepository;
}

// Two renders at a time: one's storage and database writes overlap the other's CPU work.
const renderConcurrency = 2;

/** Runs `work` over `items`, at most `limit` at once; waits for all, then throws the first failure. */
async function forEachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
}

const isFinishedIdea = (idea: IdeaRow) => idea.status === 'completed' || idea.status === 'failed';

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted ||
  (isEngineError(error) && error.code === engineErrorCodes.aborted) ||
  (error instanceof Error && error.name === 'AbortError');

/**
 * Runs one ideation request (docs/spec §4): analyse the room, make the ideas, then render them one by
 * one, each into a room image; settles one credit per image made and refunds one per image that failed.
 * The request completes when at least one image was made. Idempotent: a retry reuses the stored ideas,
 * skips finished ones, and settles or refunds by per-idea references, so nothing is charged twice.
 */
export async function runIdeation({
  ideationRequestId,
  deps,
  signal,
  logger,
  ideationRepository,
  ideasRepository,
}: IdeationRunRepositories & {
  ideationRequestId: string;
  deps: IdeationRunDeps;
  signal: AbortSignal;
  logger: Logger;
}): Promise<void> {
  const { request } = await ideationRepository.findById({ id: ideationRequestId });
  if (!request) {
    logger.warn({ ideationRequestId }, 'ideation request is gone; nothing to run');
    return;
  }
  if (isFinishedIdeationStatus(request.status)) return;
  const { userId, numberOfIdeas } = request;
  const publish = (topics: string[]) => deps.events.publish({ topics, userId });
  const writeProgress = async (status: IdeationStatus, imagesDone = 0) => {
    await ideationRepository.update({
      id: request.id,
      changes: progressFor({ status, numberOfIdeas, imagesDone }),
    });
    await publish([studioTopics.ideation(request.id)]);
  };

  const image = await toWorkingImage(await readStoredImage(deps.storage, request.sourceKey));
  let { ideas } = await ideasRepository.listForRequest({ ideationRequestId: request.id });
  if (ideas.length === 0) {
    await writeProgress('analyzing_image');
    const analysis = await deps.engine.analyzeRoom({ image, model: request.model, signal });
    await writeProgress('generating_ideas');
    const made = await deps.engine.ideate({
      image,
      analysis,
      roomType: request.roomType,
      designStyle: request.designStyle,
      creativity: request.creativityLevel as 1 | 2 | 3 | 4,
      numberOfIdeas,
      ...(request.userPrompt ? { prompt: request.userPrompt } : {}),
      ...(request.itemsNotToChange ? { itemsNotToChange: request.itemsNotToChange } : {}),
      roomLocation: request.roomLocation,
      ...(request.customRoomLocation ? { customRoomLocation: request.customRoomLocation } : {}),
      model: request.model,
      seed: request.seed,
      signal,
    });
    await ideasRepository.insertMany(
      made.ideas.slice(0, numberOfIdeas).map((design, index) => ({
        ideationRequestId: request.id,
        userId,
        order: index + 1,
        design: { ...design, order: index + 1 },
      })),
    );
    ({ ideas } = await ideasRepository.listForRequest({ ideationRequestId: request.id }));
  }

  let imagesDone = ideas.filter(isFinishedIdea).length;
  const renderOne = async (idea: IdeaRow) => {
    await ideasRepository.update({ id: idea.id, changes: { status: 'generating' } });
    await writeProgress(`creating_image_${idea.order}` as IdeationStatus, imagesDone);
    const change = { reservationId: request.reservationId ?? '', amount: 1, reference: `idea:${idea.id}` };
    let rendered: GeneratedImage | undefined;
    try {
      rendered = await deps.engine.renderIdea({
        image,
        idea: idea.design,
        ...(request.itemsNotToChange ? { itemsNotToChange: request.itemsNotToChange } : {}),
        roomLocation: request.roomLocation,
        model: request.model,
        signal,
      });
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      // Only the engine's failure fails the idea; storage or database trouble below retries the job.
      logger.warn({ err: error, ideaId: idea.id }, 'an idea image could not be made');
      await ideasRepository.update({
        id: idea.id,
        changes: { status: 'failed', error: studioMessages.imageGenerationFailed },
      });
      if (request.reservationId)
        await refundCredits({ database: deps.database, events: deps.events, ...change });
    }
    if (rendered) {
      await saveRenderedIdea({ db: deps.database.db, storage: deps.storage, request, idea, rendered });
      if (request.reservationId)
        await settleCredits({ database: deps.database, events: deps.events, ...change });
      await publish([studioTopics.rooms, studioTopics.gallery]);
    }
    imagesDone += 1;
  };
  await forEachConcurrently(
    ideas.filter((idea) => !isFinishedIdea(idea)),
    renderConcurrency,
    renderOne,
  );
  await finishIdeation({ deps, request, ideasRepository, ideationRepository });
}

/**
 * One credit settled per idea with an image, one refunded per failed idea. Called after every image and
 * on every run, so an idea finished just before a crash is still charged (or refunded) exactly once.
 */
async function settleIdeas({
  deps,
  request,
  ideasRepository,
}: {
  deps: CloseDeps;
  request: IdeationRequestRow;
  ideasRepository: IdeasRepository;
}): Promise<IdeaRow[]> {
  const { ideas } = await ideasRepository.listForRequest({ ideationRequestId: request.id });
  const reservationId = request.reservationId;
  if (!reservationId) return ideas;
  for (const idea of ideas) {
    const change = { reservationId, amount: 1, reference: `idea:${idea.id}` };
    if (idea.status === 'completed')
      await settleCredits({ database: deps.database, events: deps.events, ...change });
    else if (idea.status === 'failed')
      await refundCredits({ database: deps.database, events: deps.events, ...change });
  }
  return ideas;
}

/**
 * Closes a request whose ideas are all finished: settles them, gives back whatever credit is still held
 * (the engine made fewer ideas than asked, or the job gave up), and marks the request completed when at
 * least one idea was made, else failed with `failedMessage`.
 */
async function closeIdeation({
  deps,
  request,
  ideasRepository,
  ideationRepository,
  stepsCompletedBefore,
  failedMessage,
}: IdeationRunRepositories & {
  deps: CloseDeps;
  request: IdeationRequestRow;
  /** The steps done before closing, from the request's ideas once settled. */
  stepsCompletedBefore: (ideas: IdeaRow[]) => number;
  failedMessage: string;
}): Promise<void> {
  const ideas = await settleIdeas({ deps, request, ideasRepository });
  if (request.reservationId)
    await releaseReservation({
      database: deps.database,
      events: deps.events,
      reservationId: request.reservationId,
    });
  const made = ideas.filter((idea) => idea.status === 'completed').length;
  await ideationRepository.update({
    id: request.id,
    changes: {
      ...progressFor({
        status: made > 0 ? 'completed' : 'failed',
        numberOfIdeas: request.numberOfIdeas,
        stepsCompletedBefore: stepsCompletedBefore(ideas),
      }),
      error: made > 0 ? null : failedMessage,
      completedAt: new Date(),
    },
  });
  await deps.events.publish({
    topics: [studioTopics.ideation(request.id), studioTopics.rooms, studioTopics.gallery, creditTopic],
    userId: request.userId,
  });
}

/** Every image is rendered (or failed): analysis, idea generation and one step per idea are done. */
function finishIdeation(
  args: IdeationRunRepositories & { deps: CloseDeps; request: IdeationRequestRow },
): Promise<void> {
  return closeIdeation({
    ...args,
    stepsCompletedBefore: (ideas) => totalStepsFor(ideas.length),
    failedMessage: studioMessages.imageGenerationFailed,
  });
}

/** Tells the user a retry took over (the worker before it stopped) until the next step writes its own. */
export async function markIdeationResuming({
  ideationRequestId,
  deps,
  ideationRepository,
}: {
  ideationRequestId: string;
  deps: Pick<Deps, 'events'>;
  ideationRepository: IdeationRepository;
}): Promise<void> {
  const { request } = await ideationRepository.findById({ id: ideationRequestId });
  if (!request || isFinishedIdeationStatus(request.status)) return;
  await ideationRepository.update({
    id: request.id,
    changes: { message: studioMessages.resumingAfterRestart },
  });
  await deps.events.publish({ topics: [studioTopics.ideation(request.id)], userId: request.userId });
}

/**
 * The job gave up (retries exhausted, or a permanent error): the request is failed with a message and
 * every credit still held goes back. Ideas already made stay made and charged.
 */
export async function failIdeation({
  ideationRequestId,
  message,
  deps,
  ideationRepository,
  ideasRepository,
}: IdeationRunRepositories & {
  ideationRequestId: string;
  message: string;
  deps: CloseDeps;
}): Promise<void> {
  const { request } = await ideationRepository.findById({ id: ideationRequestId });
  if (!request || isFinishedIdeationStatus(request.status)) return;
  const { ideas: current } = await ideasRepository.listForRequest({ ideationRequestId: request.id });
  for (const idea of current.filter((each) => !isFinishedIdea(each))) {
    await ideasRepository.update({
      id: idea.id,
      changes: { status: 'failed', error: studioMessages.imageGenerationFailed },
    });
  }
  await closeIdeation({
    deps,
    request,
    ideasRepository,
    ideationRepository,
    stepsCompletedBefore: () => request.stepsCompleted,
    failedMessage: message,
  });
}
