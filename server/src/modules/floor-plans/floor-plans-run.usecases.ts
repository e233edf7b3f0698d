import sharp from 'sharp';
import {
  floorPlanCreditCost,
  floorPlanMessages,
  floorPlanTopics,
  isFinishedFloorPlanStatus,
  type FloorPlanStatus,
} from '@roomcraft/contracts/floor-plans';
import type { Logger } from 'pino';
import type { Deps } from '../../kernel/deps';
import { releaseReservation, settleCredits } from '../credits';
import { designFloorPlanIdeas } from './floor-plan-ideas.models';
import { floorPlanProgressFor } from './floor-plans.models';
import { createFloorPlansRepository } from './floor-plans.repository';
import type { FloorPlanRequestRow } from './floor-plans.table';

export type FloorPlanRunDeps = Pick<Deps, 'database' | 'events' | 'storage' | 'engine'>;

/** The long side the engine analyses plans at (local-engine.ts decodes them to at most this). */
const engineMaxSide = 1600;

async function readStoredObject(storage: FloorPlanRunDeps['storage'], key: string): Promise<Buffer> {
  const { stream } = await storage.getObject({ key });
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Runs one floor-plan request: extracts the model from the plan (walls, openings, named and measured
 * rooms), stores it with its preview, furnishes each room with an idea, then settles the credit. An image
 * without closed rooms is not a plan: the request fails with the message that says so and the credit
 * goes back. Idempotent: a retry re-extracts (the model is only kept once complete) and ideas are
 * inserted once per order; settling and releasing go by reference.
 */
export async function runFloorPlan({
  floorPlanRequestId,
  deps,
  signal,
  logger,
}: {
  floorPlanRequestId: string;
  deps: FloorPlanRunDeps;
  signal: AbortSignal;
  logger: Logger;
}): Promise<void> {
  const floorPlansRepository = createFloorPlansRepository({ db: deps.database.db });
  const { request } = await floorPlansRepository.findById({ id: floorPlanRequestId });
  if (!request) {
    logger.warn({ floorPlanRequestId }, 'floor-plan request is gone; nothing to run');
    return;
  }
  if (isFinishedFloorPlanStatus(request.status)) return;
  const { userId } = request;
  const publish = () =>
    deps.events.publish({
      topics: [floorPlanTopics.floorPlan(request.id), floorPlanTopics.floorPlans],
      userId,
    });
  const writeProgress = async (status: FloorPlanStatus) => {
    await floorPlansRepository.update({ id: request.id, changes: floorPlanProgressFor({ status }) });
    await publish();
  };

  await writeProgress('extracting');
  const image = await readStoredObject(deps.storage, request.sourceKey);
  // A scale the user typed is in the uploaded image's pixels; the engine works on at most 1600 px.
  let pixelsPerMetre = request.pixelsPerMetre ?? undefined;
  if (pixelsPerMetre) {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const side = Math.max(width, height);
    if (side > engineMaxSide) pixelsPerMetre *= engineMaxSide / side;
  }
  const result = await deps.engine.floorPlanTo3d({
    image,
    ...(pixelsPerMetre ? { pixelsPerMetre } : {}),
    wallHeightMetres: request.wallHeightMetres,
    background: 'transparent',
    signal,
  });
  if (result.plan.rooms.length === 0) {
    await failFloorPlan({ floorPlanRequestId: request.id, message: floorPlanMessages.notAFloorPlan, deps });
    return;
  }
  const preview = await deps.storage.putObject({
    body: Buffer.from(result.preview.image),
    contentType: result.preview.mediaType,
  });
  await floorPlansRepository.update({
    id: request.id,
    changes: {
      ...floorPlanProgressFor({ status: 'generating_ideas' }),
      model: result.plan,
      previewKey: preview.key,
      notes: result.notes,
    },
  });
  await publish();

  const ideas = designFloorPlanIdeas({ model: result.plan, styleId: request.designStyle });
  await floorPlansRepository.insertIdeas(
    ideas.map((idea, index) => ({
      floorPlanRequestId: request.id,
      userId,
      order: index + 1,
      roomId: idea.roomId,
      design: idea.design,
    })),
  );
  if (request.reservationId)
    await settleCredits({
      database: deps.database,
      events: deps.events,
      reservationId: request.reservationId,
      amount: floorPlanCreditCost,
      reference: `floor-plan:${request.id}`,
    });
  await floorPlansRepository.update({
    id: request.id,
    changes: { ...floorPlanProgressFor({ status: 'completed' }), completedAt: new Date() },
  });
  await publish();
}

/** Marks a request failed with `message` and gives back whatever credit it still holds. Idempotent. */
export async function failFloorPlan({
  floorPlanRequestId,
  message,
  deps,
}: {
  floorPlanRequestId: string;
  message: string;
  deps: Pick<Deps, 'database' | 'events'>;
}): Promise<void> {
  const floorPlansRepository = createFloorPlansRepository({ db: deps.database.db });
  const { request } = await floorPlansRepository.findById({ id: floorPlanRequestId });
  if (!request || request.status === 'completed') return;
  if (request.reservationId)
    await releaseReservation({
      database: deps.database,
      events: deps.events,
      reservationId: request.reservationId,
    });
  if (request.status !== 'failed') await markFailed({ request, message, floorPlansRepository });
  await deps.events.publish({
    topics: [floorPlanTopics.floorPlan(request.id), floorPlanTopics.floorPlans],
    userId: request.userId,
  });
}

async function markFailed({
  request,
  message,
  floorPlansRepository,
}: {
  request: FloorPlanRequestRow;
  message: string;
  floorPlansRepository: ReturnType<typeof createFloorPlansRepository>;
}) {
  await floorPlansRepository.update({
    id: request.id,
    changes: {
      ...floorPlanProgressFor({ status: 'failed', stepsCompletedBefore: request.stepsCompleted }),
      error: message,
      completedAt: new Date(),
    },
  });
}
